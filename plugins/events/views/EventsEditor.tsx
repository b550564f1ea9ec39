import type { ActionEditorProps } from '../../../core/plugin-api';
import { NoSettingsEditor } from '../../../core/plugin-api/components';

/** The events action's editor in the administration's menu editor: the type has nothing to set, and says so. */
export default function EventsEditor(props: ActionEditorProps) {
  return <NoSettingsEditor namespace="events" {...props} />;
}
