import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../services/i18n/create-i18n';
import { BarChart, type BarChartProps } from './BarChart';
import { CHART_COLOURS, niceTicks } from './chart-scale';

const euro = (value: number) => `€${value}`;
const months = [
  { key: '2026-09', label: 'Sep' },
  { key: '2026-10', label: 'Oct' },
  { key: '2026-11', label: 'Nov' },
];

function show(props: Partial<BarChartProps> = {}, language: 'en' | 'nl' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language, { en: {}, nl: {} })}>
      <BarChart
        title="Cost per month"
        summary="€60 in three months."
        categories={months}
        categoryTitle="Month"
        formatValue={euro}
        series={[
          { key: 'vm', label: 'Compute', values: [10, 20, null] },
          { key: 'db', label: 'Databases', values: [5, 5, 20] },
        ]}
        {...props}
      />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('BarChart', () => {
  it('is an image named by its title and summary, with a tooltip per bar and nothing drawn for a missing figure', () => {
    show();
    const chart = screen.getByRole('img', { name: 'Cost per month €60 in three months.' });
    const titles = [...chart.querySelectorAll('rect > title')].map((title) => title.textContent);
    expect(titles).toEqual([
      'Sep, Compute: €10',
      'Sep, Databases: €5',
      'Oct, Compute: €20',
      'Oct, Databases: €5',
      'Nov, Databases: €20',
    ]);
  });

  it('shows the same numbers as a table behind a toggle, in the reader language', async () => {
    const user = show({ stacked: true, totalTitle: 'Total' }, 'nl');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Grafiek als tabel tonen' }));
    const table = screen.getByRole('table', { name: 'Cost per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Compute', 'Databases', 'Total']);
    expect(within(table).getByRole('row', { name: 'Nov - €20 €20' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tabel verbergen' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws a target as a dashed line with its own tooltip and table column', () => {
    show({
      table: 'visible',
      maxValue: 100,
      series: [{ key: 'achieved', label: 'Achieved', values: [97, 88, 99.9] }],
      target: { values: [95, 90, 99.5] },
    });
    expect(screen.queryByRole('button')).toBeNull();
    const table = screen.getByRole('table', { name: 'Cost per month' });
    expect(within(table).getByRole('row', { name: 'Oct €88 €90' })).toBeInTheDocument();
    const chart = screen.getByRole('img');
    expect(chart.querySelectorAll('line[stroke-dasharray]')).toHaveLength(3);
    expect([...chart.querySelectorAll('rect > title')].map((title) => title.textContent)).toContain('Oct, Target: €90');
  });

  it('uses bar colours with 3:1 contrast on the light and the dark surfaces', () => {
    for (const colour of CHART_COLOURS) {
      for (const surface of ['#ffffff', '#f4f6f9', '#1f2227', '#141619'])
        expect([colour, surface, contrast(colour, surface) >= 3]).toEqual([colour, surface, true]);
    }
  });

  it('draws a credit (a negative value) as no bar and scales a stack to its positive values', () => {
    show({
      stacked: true,
      series: [
        { key: 'vm', label: 'Compute', values: [100, 100, 100] },
        { key: 'refund', label: 'Refunds', values: [-60, -60, -60] },
      ],
    });
    const chart = screen.getByRole('img', { name: 'Cost per month €60 in three months.' });
    expect([...chart.querySelectorAll('rect > title')].map((title) => title.textContent)).not.toContain(
      'Sep, Refunds: €-60',
    );
    const ticks = [...chart.querySelectorAll('text')].map((text) => Number(text.textContent!.replace('€', '')));
    expect(Math.max(...ticks.filter(Number.isFinite))).toBeGreaterThanOrEqual(100);
  });

  it('puts round ticks on the axis', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(2, 1)).toEqual([0, 1, 2]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.9)).toEqual([0, 0.5, 1]);
    expect(niceTicks(0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});
