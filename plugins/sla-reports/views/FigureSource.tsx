import { timeAgo, usePortalTranslation } from '../../../core/plugin-api';
import type { SlaReport } from '../contract';

/** Where the month's figures come from: the connected ticket system (with how long ago it was read) or the provider. */
export function FigureSource({ source }: { source: SlaReport['source'] }) {
  const { t, i18n } = usePortalTranslation('sla-reports');
  if (!source) return <p className="sla-source">{t('source.provider')}</p>;
  if (!source.readAt) return <p className="sla-source">{t('source.ticketsNeverRead', { system: source.system })}</p>;
  const age = timeAgo(source.readAt, Date.now(), i18n.language) ?? t('source.justNow');
  return (
    <p className="sla-source">
      <time dateTime={source.readAt}>{t('source.tickets', { system: source.system, age })}</time>
    </p>
  );
}
