import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The managed-resources action's editor in the administration's menu editor: the type has nothing to set, and says so. */
export default function ManagedResourcesEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="managed-resources" {...props} />;
}
