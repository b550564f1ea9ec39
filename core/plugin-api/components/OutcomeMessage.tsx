import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { PLUGIN_API_NAMESPACE } from './PluginSurface';

export interface OutcomeMessageProps {
  tone: 'success' | 'info' | 'warning' | 'error';
  /** The sentence that says what happened, in the reader's language. */
  text: string;
  onClose: () => void;
}

/** What an action just did (saved, refused, a request filed): announced politely, closable. */
export function OutcomeMessage({ tone, text, onClose }: OutcomeMessageProps) {
  const { t } = useTranslation(PLUGIN_API_NAMESPACE);
  return (
    <div role="status" aria-live="polite">
      <Alert
        type={tone}
        showIcon
        title={text}
        closable={{ 'aria-label': t('outcome.close') }}
        onClose={onClose}
        style={{ marginBottom: 16 }}
      />
    </div>
  );
}
