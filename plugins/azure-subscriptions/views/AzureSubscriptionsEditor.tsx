import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The menu editor's form for an Azure subscriptions action: the type has nothing to set. */
export default function AzureSubscriptionsEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="azure-subscriptions" {...props} />;
}
