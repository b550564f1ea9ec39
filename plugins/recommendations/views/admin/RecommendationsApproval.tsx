import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { usePortalTranslation, type CustomerSettingsProps } from '../../../../core/plugin-api';
import { CallFailure, LoadFailedAlert } from '../../../../core/plugin-api/components';
import { ProviderTable } from './ProviderTable';
import { RuleEditor } from './RuleEditor';
import { useProviderRecommendations, type ChangeOutcome } from './use-provider-recommendations';

function Outcome({ outcome }: { outcome: ChangeOutcome }) {
  const { t } = usePortalTranslation('recommendations');
  if (outcome.kind === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('admin.changeFailed')}
        description={<CallFailure result={outcome.failure} onRetry={outcome.retry} />}
      />
    );
  const text =
    outcome.kind === 'moved'
      ? t('admin.moved', { resource: outcome.resource, state: t(`state.${outcome.state}`) })
      : outcome.kind === 'rule-saved'
        ? t('admin.rule.saved', { count: outcome.approved })
        : t('admin.rule.removed');
  return <Alert type="success" showIcon role="status" title={text} />;
}

/**
 * The "Azure recommendations" section of the administration's customer editor: the provider approves the
 * customer's recommendations one by one or by a rule, and moves accepted ones through Planned, Pending and
 * Finished as the work goes; one Advisor no longer reports is offered as Finished.
 */
export default function RecommendationsApproval({ customerId }: CustomerSettingsProps) {
  const { t } = usePortalTranslation('recommendations');
  const { load, reload, busy, outcome, move, saveRule, removeRule } = useProviderRecommendations(customerId);
  if (load.kind === 'loading')
    return (
      <div role="status">
        <Spin size="small" /> {t('loading')}
      </div>
    );
  if (load.kind === 'failed')
    return <LoadFailedAlert title={t('admin.loadFailed')} failure={load.failure} onRetry={reload} />;
  const { recommendations, rule } = load.list;
  const currency = recommendations.find((r) => r.estimatedSavings)?.estimatedSavings?.currency ?? 'EUR';
  return (
    <div role="group" aria-label={t('admin.title')}>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('admin.intro')}
      </p>
      <RuleEditor
        rule={rule}
        defaultCurrency={currency}
        busy={busy}
        onSave={(next) => void saveRule(next)}
        onRemove={() => void removeRule()}
      />
      {outcome ? (
        <div style={{ marginBottom: 16 }}>
          <Outcome outcome={outcome} />
        </div>
      ) : null}
      <ProviderTable recommendations={recommendations} busy={busy} onMove={(row, state) => void move(row, state)} />
    </div>
  );
}
