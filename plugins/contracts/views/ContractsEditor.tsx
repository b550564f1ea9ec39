import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The contracts action's editor in the administration's menu editor: the type has nothing to set, and says so. */
export default function ContractsEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="contracts" {...props} />;
}
