/**
 * Round numbers for a value axis: 0, a step (1, 2 or 5 times a power of ten, at least `minStep`: 1 for counts)
 * and its multiples up to `max` or just above.
 */
export function niceTicks(max: number, minStep = 0): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = Math.max(minStep, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  // Multiplying (not adding) keeps decimal steps such as 0.2 exact enough to print.
  for (let i = 0; i * step <= top + step / 1e6; i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/**
 * Colours of the bars, one per series: each has at least 3:1 contrast (WCAG 1.4.11, non-text) against the
 * light surfaces (#ffffff, #f4f6f9) and the dark ones (#1f2227, #141619), so one palette serves both themes.
 */
export const CHART_COLOURS = ['#3a80d0', '#c4631d', '#2a9060', '#8a63d2', '#a57d10', '#c2417a'] as const;

export const chartColour = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length]!;
