import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The SLA reports action's editor in the administration's menu editor: the type has nothing to set. */
export default function SlaReportsEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="sla-reports" {...props} />;
}
