import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { chartColour, niceTicks } from './chart-scale';
import { PLUGIN_API_NAMESPACE } from './PluginSurface';
import { useElementWidth } from './use-element-width';

export interface BarChartCategory {
  key: string;
  /** Shown under the bars and as the table's row heading: short (a month, a day, a measure). */
  label: string;
}

export interface BarChartSeries {
  key: string;
  label: string;
  /** One value per category, in the categories' order; null: no figure (no bar, "-" in the table). */
  values: readonly (number | null)[];
  /** A fixed colour (e.g. green for paid); it must keep 3:1 contrast on light and dark surfaces. Default: the palette's. */
  colour?: string;
}

export interface BarChartProps {
  /** The chart's accessible name and the table's caption. */
  title: string;
  /** What the picture shows in a sentence or two (totals, the highest value): read by screen readers with the title. */
  summary?: string;
  categories: readonly BarChartCategory[];
  /** One series: plain bars; several: grouped side by side, or stacked with `stacked`. */
  series: readonly BarChartSeries[];
  stacked?: boolean;
  /** A target per category, drawn as a dashed line across its bars (e.g. an SLA target). */
  target?: { label?: string; values: readonly (number | null)[] };
  /** A value as the reader reads it (a currency, a percentage), for tooltips, the table and the axis. */
  formatValue: (value: number) => string;
  /** The axis' own wording (e.g. without decimals); default `formatValue`. */
  formatTick?: (value: number) => string;
  /** The value axis' top, e.g. 100 for percentages; default: a round number above the highest value. */
  maxValue?: number;
  /** Counts: the axis steps by whole numbers only. */
  wholeNumbers?: boolean;
  /** The heading of the table's first column (what a category is: "Month", "Measure"). */
  categoryTitle: string;
  /** A "Total" column in the table when several series are stacked. */
  totalTitle?: string;
  /** 'toggle' (default): the table behind a button; 'visible': always shown beneath the picture. */
  table?: 'toggle' | 'visible';
  /** The toggle's wording; default: the plugin API's "Show the chart as a table" / "Hide the table". */
  showTableLabel?: string;
  hideTableLabel?: string;
  height?: number;
}

const FONT = 12;
const CHAR = 6.6;
const MIN_WIDTH = 280;

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

const swatch = (colour: string): CSSProperties => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  background: colour,
  marginRight: 6,
  verticalAlign: 'middle',
  borderRadius: 2,
});

/**
 * A bar chart drawn in SVG at the width it is given (from 320 px up): a title and a summary for screen readers,
 * labelled axes, a tooltip per bar, and the same numbers as a table, the accessible equivalent of the picture.
 * Bars take colours with 3:1 contrast on light and dark surfaces; text and lines take the text colour, so the
 * chart follows the theme.
 */
export function BarChart(props: BarChartProps) {
  const {
    title,
    summary,
    categories,
    series,
    stacked = false,
    target,
    formatValue,
    maxValue,
    categoryTitle,
    totalTitle,
  } = props;
  const { t } = useTranslation(PLUGIN_API_NAMESPACE);
  const ids = useId();
  const { ref, width: measured } = useElementWidth<HTMLDivElement>(720);
  const [tableShown, setTableShown] = useState(props.table === 'visible');
  const formatTick = props.formatTick ?? formatValue;
  const width = Math.max(MIN_WIDTH, measured);
  const height = props.height ?? 260;

  const highest = Math.max(
    0,
    ...categories.map((_, index) =>
      stacked
        ? // Only positive values are drawn (a credit is in the table): the stack's height is their sum.
          sum(series.map((s) => Math.max(0, s.values[index] ?? 0)))
        : Math.max(0, ...series.map((s) => s.values[index] ?? 0)),
    ),
    ...(target?.values.map((value) => value ?? 0) ?? []),
  );
  const ticks = niceTicks(maxValue ?? highest, props.wholeNumbers ? 1 : 0);
  const top = maxValue ?? ticks[ticks.length - 1]!;
  const shownTicks = ticks.filter((tick) => tick <= top);
  const margin = {
    top: 12,
    right: 8,
    bottom: 28,
    left: Math.ceil(Math.max(...shownTicks.map((tick) => formatTick(tick).length)) * CHAR) + 12,
  };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const band = plotWidth / Math.max(1, categories.length);
  const y = (value: number) => margin.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const longestLabel = Math.max(1, ...categories.map((c) => c.label.length));
  const labelEvery = Math.max(1, Math.ceil((longestLabel * CHAR + 8) / band));
  const barGroup = band * 0.72;
  const barWidth = stacked || series.length <= 1 ? barGroup : barGroup / series.length;
  const targetLabel = target?.label ?? t('chart.target');

  const bars = categories.flatMap((category, index) => {
    const left = margin.left + index * band + (band - barGroup) / 2;
    let base = 0;
    return series.flatMap((s, seriesIndex) => {
      const value = s.values[index];
      if (value === null || value === undefined || value <= 0) return [];
      const from = stacked ? base : 0;
      base = stacked ? base + value : base;
      const x = stacked || series.length <= 1 ? left : left + seriesIndex * barWidth;
      return [
        <rect
          key={`${category.key}-${s.key}`}
          x={x}
          width={Math.max(1, barWidth - (stacked ? 0 : 1))}
          y={y(from + value)}
          height={Math.max(0, y(from) - y(from + value))}
          fill={s.colour ?? chartColour(seriesIndex)}
        >
          <title>{`${category.label}, ${s.label}: ${formatValue(value)}`}</title>
        </rect>,
      ];
    });
  });

  const targets = target
    ? categories.flatMap((category, index) => {
        const value = target.values[index];
        if (value === null || value === undefined) return [];
        const x = margin.left + index * band + (band - barGroup) / 2 - 4;
        return [
          <g key={`target-${category.key}`}>
            <line
              x1={x}
              x2={x + barGroup + 8}
              y1={y(value)}
              y2={y(value)}
              stroke="currentColor"
              strokeWidth={2.5}
              strokeDasharray="6 3"
            />
            <rect x={x} width={barGroup + 8} y={y(value) - 5} height={10} fill="transparent">
              <title>{`${category.label}, ${targetLabel}: ${formatValue(value)}`}</title>
            </rect>
          </g>,
        ];
      })
    : [];

  const legend = series.length > 1 || target;
  const cell: CSSProperties = { padding: '4px 12px 4px 0', textAlign: 'right', whiteSpace: 'nowrap' };
  const show = (value: number | null | undefined) => (value === null || value === undefined ? '-' : formatValue(value));

  return (
    <figure className="portal-bar-chart" style={{ margin: '0 0 16px', minWidth: 0 }}>
      <div ref={ref} style={{ width: '100%', minWidth: 0 }}>
        <svg
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${ids}-title ${ids}-desc`}
          style={{ display: 'block', overflow: 'visible' }}
        >
          <title id={`${ids}-title`}>{title}</title>
          <desc id={`${ids}-desc`}>{summary ?? ''}</desc>
          {shownTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <text
                x={margin.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={FONT}
                fill="currentColor"
              >
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {bars}
          {targets}
          {categories.map((category, index) =>
            index % labelEvery === 0 ? (
              <text
                key={category.key}
                x={margin.left + index * band + band / 2}
                y={height - margin.bottom + 16}
                textAnchor="middle"
                fontSize={FONT}
                fill="currentColor"
              >
                {category.label}
              </text>
            ) : null,
          )}
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(0)}
            y2={y(0)}
            stroke="currentColor"
            strokeOpacity={0.6}
          />
        </svg>
      </div>
      {legend ? (
        <ul
          aria-hidden="true"
          style={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4px 16px',
            padding: 0,
            margin: '8px 0 0',
            fontSize: 13,
          }}
        >
          {series.map((s, index) => (
            <li key={s.key}>
              <span style={swatch(s.colour ?? chartColour(index))} />
              {s.label}
            </li>
          ))}
          {target ? (
            <li>
              <span style={{ ...swatch('transparent'), height: 0, borderTop: '3px dashed currentColor' }} />
              {targetLabel}
            </li>
          ) : null}
        </ul>
      ) : null}
      {props.table === 'visible' ? null : (
        <button
          type="button"
          className="btn btn-link"
          aria-expanded={tableShown}
          aria-controls={`${ids}-table`}
          onClick={() => setTableShown((shown) => !shown)}
          style={{
            minHeight: 44,
            padding: '0 0',
            background: 'none',
            border: 0,
            color: 'inherit',
            textDecoration: 'underline',
            cursor: 'pointer',
            font: 'inherit',
          }}
        >
          {tableShown ? (props.hideTableLabel ?? t('chart.hideTable')) : (props.showTableLabel ?? t('chart.showTable'))}
        </button>
      )}
      <div
        id={`${ids}-table`}
        hidden={!tableShown}
        role="group"
        aria-label={title}
        tabIndex={tableShown ? 0 : -1}
        style={{ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' }}
      >
        <table style={{ borderCollapse: 'collapse', minWidth: 240 }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                {categoryTitle}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" style={cell}>
                  {s.label}
                </th>
              ))}
              {stacked && series.length > 1 && totalTitle ? (
                <th scope="col" style={cell}>
                  {totalTitle}
                </th>
              ) : null}
              {target ? (
                <th scope="col" style={cell}>
                  {targetLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category.key}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {category.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} style={cell}>
                    {show(s.values[index])}
                  </td>
                ))}
                {stacked && series.length > 1 && totalTitle ? (
                  <td style={cell}>{formatValue(sum(series.map((s) => s.values[index] ?? null)))}</td>
                ) : null}
                {target ? <td style={cell}>{show(target.values[index])}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
