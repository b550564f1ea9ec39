import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The Azure services action's editor in the administration's menu editor: the type has nothing to set. */
export default function AzureServicesEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="azure-services" {...props} />;
}
