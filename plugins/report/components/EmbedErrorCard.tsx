import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { HttpFailure } from '../../../core/plugin-api';
import { CallFailure } from '../../../core/plugin-api/components';
import { usePortalTranslation } from '../../../core/plugin-api';

export interface EmbedErrorCardProps {
  /** What went wrong, in the reader's language (null: only the general hint). */
  reason?: string | null;
  /** A technical detail from the analytics client or the frame, shown as is (it has no translation). */
  details?: string | null;
  /**
   * The portal call that failed (the token refresh). Its explanation and way forward (sign in again, the
   * home page, Try again) replace the card's own retry button.
   */
  failure?: HttpFailure | null;
  onRetry: () => void;
}

export function EmbedErrorCard({ reason, details, failure, onRetry }: EmbedErrorCardProps) {
  const { t } = usePortalTranslation('report');
  return (
    <div role="alert" className="report-embed-error">
      <Result
        status="error"
        title={t('error.title')}
        subTitle={
          // The portal's text colour: antd's pale subtitle grey is too faint on the viewer's background.
          <div style={{ color: 'var(--portal-text, rgba(0, 0, 0, 0.88))', maxWidth: 640, margin: '0 auto' }}>
            {reason ? (
              <span className="report-embed-error__reason" style={{ display: 'block' }}>
                {reason}
              </span>
            ) : null}
            {failure ? null : <span style={{ display: 'block' }}>{t('error.hint')}</span>}
            {details ? (
              <span className="report-embed-error__details" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                {t('error.details', { message: details })}
              </span>
            ) : null}
            {failure ? <CallFailure result={failure} onRetry={onRetry} /> : null}
          </div>
        }
        extra={
          failure ? null : (
            <Button type="primary" onClick={onRetry}>
              {t('error.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}
