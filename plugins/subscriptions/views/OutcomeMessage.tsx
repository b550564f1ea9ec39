import Alert from 'antd/es/alert';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { ChangeOutcome } from '../stores/subscriptions-store';

export function OutcomeMessage({ outcome, onClose }: { outcome: ChangeOutcome; onClose: () => void }) {
  const { t } = usePortalTranslation('subscriptions');
  const text = outcome.kind === 'service-request'
    ? t('result.tooHigh', { product: outcome.productName, quantity: outcome.quantity, number: outcome.serviceRequestNumber })
    : t('result.updated', { product: outcome.productName, quantity: outcome.quantity });
  return (
    <div role="status" aria-live="polite">
      <Alert
        type={outcome.kind === 'service-request' ? 'warning' : 'success'}
        showIcon
        title={text}
        closable={{ 'aria-label': t('result.close') }}
        onClose={onClose}
        style={{ marginBottom: 16 }}
      />
    </div>
  );
}
