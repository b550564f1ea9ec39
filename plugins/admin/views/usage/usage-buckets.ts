export type Grouping = 'day' | 'week';

export interface Bucket {
  /** The bucket's first day, YYYY-MM-DD (UTC, as the usage log's days). */
  start: string;
  views: number;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period's first and last day (UTC), `days` days up to and including today. */
export function periodOf(days: number, now: number): { from: string; to: string } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: dayOf(today - (days - 1) * DAY_MS), to: dayOf(today) };
}

/** Whole, round numbers for the value axis: 0, a step (1, 2 or 5 times a power of ten) and its multiples up to `max` or just above. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}
