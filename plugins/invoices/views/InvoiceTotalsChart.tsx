import { observer } from 'mobx-react-lite';
import { usePortalTranslation } from '../../../core/plugin-api';
import { BarChart, CHART_COLOURS } from '../../../core/plugin-api/components';
import { INVOICE_STATUSES } from '../contract';
import type { InvoicesStore } from '../stores/invoices-store';
import { formatMoney, formatPeriod, formatWholeMoney } from './format';

const COLOURS = { open: CHART_COLOURS[0], paid: CHART_COLOURS[2], overdue: CHART_COLOURS[5] } as const;

/** Invoiced amounts per month or quarter, stacked by status, with the table alternative. */
export const InvoiceTotalsChart = observer(function InvoiceTotalsChart({ store }: { store: InvoicesStore }) {
  const { t, i18n } = usePortalTranslation('invoices');
  const totals = store.totals;
  if (totals.length === 0) return null;
  const currency = store.currency;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const grand = totals.reduce((sum, period) => sum + period.byStatus.open + period.byStatus.paid + period.byStatus.overdue, 0);
  const statuses = INVOICE_STATUSES.filter((status) => totals.some((period) => period.byStatus[status] > 0));
  return (
    <BarChart
      title={t(`chart.title.${store.grouping}`)}
      summary={t('chart.summary', { total: money(grand), from: formatPeriod(totals[0]!.period, i18n.language), to: formatPeriod(totals.at(-1)!.period, i18n.language) })}
      categories={totals.map((period) => ({ key: period.period, label: formatPeriod(period.period, i18n.language) }))}
      series={statuses.map((status) => ({ key: status, label: t(`status.${status}`), colour: COLOURS[status], values: totals.map((period) => period.byStatus[status] || null) }))}
      stacked
      totalTitle={t('chart.total')}
      formatValue={money}
      formatTick={(amount) => formatWholeMoney(amount, currency, i18n.language)}
      categoryTitle={t(`grouping.${store.grouping}`)}
    />
  );
});
