import { useFormat, usePortalTranslation } from '../../../../core/plugin-api';
import { BarChart } from '../../../../core/plugin-api/components';
import type { Bucket, Grouping } from './usage-buckets';

/** Report views over time: the shared bar chart with its table alternative, in the administration's words. */
export function UsageChart({ buckets, grouping }: { buckets: Bucket[]; grouping: Grouping }) {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const unit = t(`usage.units.${grouping}`);
  const total = buckets.reduce((sum, b) => sum + b.views, 0);
  const max = Math.max(0, ...buckets.map((b) => b.views));
  const label = (b: Bucket) => format.dayMonth(b.start);
  const first = buckets[0];
  const last = buckets[buckets.length - 1];

  return (
    <BarChart
      title={t('usage.chartTitle', { unit })}
      summary={first && last ? t('usage.chartSummary', { total, from: label(first), to: label(last), unit, max }) : ''}
      categories={buckets.map((b) => ({ key: b.start, label: label(b) }))}
      series={[{ key: 'views', label: t('usage.views'), values: buckets.map((b) => b.views) }]}
      formatValue={(value) => format.number(value)}
      wholeNumbers
      categoryTitle={t(grouping === 'day' ? 'usage.axisDay' : 'usage.axisWeek')}
      showTableLabel={t('usage.showTable')}
      hideTableLabel={t('usage.hideTable')}
    />
  );
}
