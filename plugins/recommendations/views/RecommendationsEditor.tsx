import Alert from 'antd/es/alert';
import { usePortalTranslation, type ActionEditorProps } from '../../../core/plugin-api';

/** The recommendations action's editor in the administration's menu editor: the type has nothing to set, and says so. */
export default function RecommendationsEditor({ errors }: ActionEditorProps) {
  const { t, i18n } = usePortalTranslation('recommendations');
  const error = errors ? Object.values(errors).find(Boolean) : undefined;
  return (
    <div className="recommendations-editor">
      <Alert type="info" role="note" showIcon title={t('editor.noSettings')} description={t('editor.noSettingsText')} />
      {error ? <p role="alert" style={{ color: 'var(--ant-color-error, #cf1322)', marginTop: 8 }}>{i18n.exists(error) ? t(error) : error}</p> : null}
    </div>
  );
}
