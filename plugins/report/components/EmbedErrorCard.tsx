import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { usePortalTranslation } from '../../../core/plugin-api';

export interface EmbedErrorCardProps {
  message: string;
  onRetry: () => void;
}

export function EmbedErrorCard({ message, onRetry }: EmbedErrorCardProps) {
  const { t } = usePortalTranslation('report');
  return (
    <div role="alert" className="report-embed-error">
      <Result
        status="error"
        title={t('error.title')}
        subTitle={
          <>
            <span>{t('error.hint')}</span>
            {message ? <span className="report-embed-error__details" style={{ display: 'block' }}>{t('error.details', { message })}</span> : null}
          </>
        }
        extra={<Button type="primary" onClick={onRetry}>{t('error.retry')}</Button>}
      />
    </div>
  );
}
