import Alert from 'antd/es/alert';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { DecisionOutcome } from '../stores/recommendations-store';
import { formatMoment } from './format';

type Done = Extract<DecisionOutcome, { kind: 'accepted' | 'declined' }>;

export function OutcomeMessage({ outcome, onClose }: { outcome: Done; onClose: () => void }) {
  const { t, i18n } = usePortalTranslation('recommendations');
  const { resourceName: resource, applyAt } = outcome.recommendation;
  const text = outcome.kind === 'accepted'
    ? t('result.accepted', { resource, moment: applyAt ? formatMoment(applyAt, i18n.language, true) : '' })
    : t('result.declined', { resource });
  return (
    <div role="status" aria-live="polite">
      <Alert
        type={outcome.kind === 'accepted' ? 'success' : 'info'}
        showIcon
        title={text}
        closable={{ 'aria-label': t('result.close') }}
        onClose={onClose}
        style={{ marginBottom: 16 }}
      />
    </div>
  );
}
