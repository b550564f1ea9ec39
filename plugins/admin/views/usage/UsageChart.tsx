import Button from 'antd/es/button';
import { useId, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { axisTicks, type Bucket, type Grouping } from './usage-buckets';

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 44, left: 52 };
const MAX_X_LABELS = 8;

export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('nl') ? 'nl-NL' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T00:00:00Z`));
}

/**
 * Views over time as a bar chart drawn in SVG: a title and a summary for screen readers, labelled axes, and the
 * same numbers as a table behind a toggle (the table is the accessible equivalent, not a copy of the picture).
 */
export function UsageChart({ buckets, grouping }: { buckets: Bucket[]; grouping: Grouping }) {
  const { t, i18n } = usePortalTranslation('admin');
  const ids = useId();
  const [showTable, setShowTable] = useState(false);
  const unit = t(`usage.units.${grouping}`);
  const total = buckets.reduce((sum, b) => sum + b.views, 0);
  const max = Math.max(0, ...buckets.map((b) => b.views));
  const ticks = axisTicks(max);
  const top = ticks[ticks.length - 1]!;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, buckets.length);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.ceil(buckets.length / MAX_X_LABELS);
  const label = (b: Bucket) => dayLabel(b.start, i18n.language);
  const first = buckets[0];
  const last = buckets[buckets.length - 1];

  return (
    <figure style={{ margin: '0 0 16px' }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${ids}-title ${ids}-desc`} style={{ maxWidth: WIDTH, display: 'block' }}>
        <title id={`${ids}-title`}>{t('usage.chartTitle', { unit })}</title>
        <desc id={`${ids}-desc`}>
          {first && last ? t('usage.chartSummary', { total, from: label(first), to: label(last), unit, max }) : ''}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="currentColor">{tick}</text>
          </g>
        ))}
        <text transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill="currentColor">{t('usage.axisViews')}</text>
        {buckets.map((b, index) => {
          const x = MARGIN.left + index * band;
          return (
            <g key={b.start}>
              <rect x={x + band * 0.15} width={Math.max(1, band * 0.7)} y={y(b.views)} height={MARGIN.top + plotHeight - y(b.views)} fill="var(--ant-color-primary, #1f5fa8)">
                <title>{t('usage.barLabel', { label: label(b), count: b.views })}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text x={x + band / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize={12} fill="currentColor">{label(b)}</text>
              ) : null}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.6} />
        <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill="currentColor">
          {t(grouping === 'day' ? 'usage.axisDay' : 'usage.axisWeek')}
        </text>
      </svg>
      <Button type="link" aria-expanded={showTable} aria-controls={`${ids}-table`} onClick={() => setShowTable((shown) => !shown)} style={{ paddingLeft: 0 }}>
        {showTable ? t('usage.hideTable') : t('usage.showTable')}
      </Button>
      <div id={`${ids}-table`} hidden={!showTable} style={{ maxHeight: 320, overflowY: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', minWidth: 240 }}>
          <caption style={{ textAlign: 'left' }}>{t('usage.chartTitle', { unit })}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>{t(grouping === 'day' ? 'usage.axisDay' : 'usage.axisWeek')}</th>
              <th scope="col" style={{ textAlign: 'right' }}>{t('usage.views')}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.start}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', paddingRight: 24 }}>{label(b)}</th>
                <td style={{ textAlign: 'right' }}>{b.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
