import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The surveys action's editor in the administration's menu editor: the type has nothing to set, and says so. */
export default function SurveysEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="surveys" {...props} />;
}
