import { ActionEditors, usePortalTranslation, useService } from '../../../../core/plugin-api';

/**
 * An action type's name in the reader's language: the label its plugin's editor gives (a key with the plugin's
 * namespace, 'link:editor.typeLabel'), else the type's id.
 */
export function useActionTypeLabel(): (actionType: string) => string {
  const { t } = usePortalTranslation('admin');
  const editors = useService(ActionEditors);
  return (actionType) => {
    const entry = editors.get(actionType);
    return entry ? t(entry.labelKey, { defaultValue: actionType }) : actionType;
  };
}
