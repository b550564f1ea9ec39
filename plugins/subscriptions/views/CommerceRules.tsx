import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { DecreaseRule, Subscription } from '../contract';

interface Props {
  subscription: Subscription;
  rule: DecreaseRule;
  id: string;
}

/**
 * Microsoft's commerce rules for a subscription from Microsoft, before the user confirms anything: the term and
 * billing, that more licences are possible at any time, and until when fewer are (or since when no longer, and
 * the way forward). A subscription of the provider's own table has none of these rules: nothing is shown.
 */
export function CommerceRules({ subscription, rule, id }: Props) {
  const { t } = usePortalTranslation('subscriptions');
  const format = useFormat();
  if (subscription.source !== 'microsoft') return null;
  const { termDuration, billingCycle, endDate } = subscription;
  return (
    <div id={id} className="licence-commerce-rules" style={{ margin: '8px 0 12px' }}>
      <p style={{ fontWeight: 600, margin: '0 0 4px' }}>{t('commerce.heading')}</p>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {termDuration && billingCycle && (
          <li>
            {t('commerce.term', {
              term: t(`commerce.terms.${termDuration}`, { defaultValue: termDuration }),
              cycle: t(`commerce.cycles.${billingCycle}`, { defaultValue: billingCycle }),
            })}
          </li>
        )}
        <li>{t('commerce.increase')}</li>
        {rule.kind === 'until' && <li>{t('commerce.decreaseUntil', { until: format.dateTime(rule.until) })}</li>}
        {rule.kind === 'passed' && (
          <li>
            {t('commerce.decreasePassed', { since: format.dateTime(rule.since) })}
            {endDate && <> {t('commerce.atRenewal', { date: format.date(endDate) })}</>}
          </li>
        )}
      </ul>
    </div>
  );
}
