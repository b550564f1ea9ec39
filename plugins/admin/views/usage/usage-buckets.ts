import { niceTicks } from '../../../../core/plugin-api/components';

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
export const axisTicks = (max: number): number[] => niceTicks(max, 1);
