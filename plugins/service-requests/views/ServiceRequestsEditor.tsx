import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The service-requests action's editor in the administration's menu editor: nothing to set. */
export default function ServiceRequestsEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="service-requests" {...props} />;
}
