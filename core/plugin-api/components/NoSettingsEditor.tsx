import Alert from 'antd/es/alert';
import { usePortalTranslation } from '../hooks';
import type { ActionEditorProps } from '../registries';

export interface NoSettingsEditorProps extends ActionEditorProps {
  /** The plugin whose texts `editor.noSettings` and `editor.noSettingsText` say that its type has nothing to set. */
  namespace: string;
}

/** The menu editor's form for an action type with nothing to set: says so, and shows the server's message if any. */
export function NoSettingsEditor({ namespace, errors }: NoSettingsEditorProps) {
  const { t, i18n } = usePortalTranslation(namespace);
  const error = errors ? Object.values(errors).find(Boolean) : undefined;
  return (
    <div className={`${namespace}-editor`}>
      <Alert type="info" role="note" showIcon title={t('editor.noSettings')} description={t('editor.noSettingsText')} />
      {error ? (
        <p role="alert" style={{ color: 'var(--ant-color-error, #cf1322)', marginTop: 8 }}>
          {i18n.exists(error) ? t(error) : error}
        </p>
      ) : null}
    </div>
  );
}
