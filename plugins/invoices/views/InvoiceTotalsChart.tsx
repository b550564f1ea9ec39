import { observer } from 'mobx-react-lite';
import { usePortalTranslation, useFormat, type Formatter } from '../../../core/plugin-api';
import { BarChart, CHART_COLOURS } from '../../../core/plugin-api/components';
import { INVOICE_STATUSES } from '../contract';
import type { InvoicesStore } from '../stores/invoices-store';

/** YYYY-Qn as "Q4 2026"; a month (YYYY-MM) as the formatter writes it. */
const QUARTER = /^(\d{4})-Q([1-4])$/;
const periodLabel = (period: string, format: Formatter) => {
  const quarter = QUARTER.exec(period);
  return quarter ? `Q${quarter[2]} ${quarter[1]}` : format.month(period);
};

const COLOURS = { open: CHART_COLOURS[0], paid: CHART_COLOURS[2], overdue: CHART_COLOURS[5] } as const;

/** Invoiced amounts per month or quarter, stacked by status, with the table alternative. */
export const InvoiceTotalsChart = observer(function InvoiceTotalsChart({ store }: { store: InvoicesStore }) {
  const { t } = usePortalTranslation('invoices');
  const format = useFormat();
  const totals = store.totals;
  if (totals.length === 0) return null;
  const currency = store.currency;
  const money = (amount: number) => format.money(amount, currency);
  const grand = totals.reduce(
    (sum, period) => sum + period.byStatus.open + period.byStatus.paid + period.byStatus.overdue,
    0,
  );
  const statuses = INVOICE_STATUSES.filter((status) => totals.some((period) => period.byStatus[status] > 0));
  return (
    <BarChart
      title={t(`chart.title.${store.grouping}`)}
      summary={t('chart.summary', {
        total: money(grand),
        from: periodLabel(totals[0]!.period, format),
        to: periodLabel(totals.at(-1)!.period, format),
      })}
      categories={totals.map((period) => ({ key: period.period, label: periodLabel(period.period, format) }))}
      series={statuses.map((status) => ({
        key: status,
        label: t(`status.${status}`),
        colour: COLOURS[status],
        values: totals.map((period) => period.byStatus[status] || null),
      }))}
      stacked
      totalTitle={t('chart.total')}
      formatValue={money}
      formatTick={(amount) => format.money(amount, currency, { whole: true })}
      categoryTitle={t(`grouping.${store.grouping}`)}
    />
  );
});
