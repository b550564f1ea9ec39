const pad = (n: number) => String(n).padStart(2, '0');

/** The local "YYYY-MM-DDTHH:mm" a datetime-local input uses. */
export function toLocalInputValue(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as a Date, or null when empty or unreadable. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A saving per month, for sorting savings of different periods together. */
export const monthlySavings = (
  savings: { amount: number; period: 'month' | 'year' } | null | undefined,
): number | null => (savings ? (savings.period === 'year' ? savings.amount / 12 : savings.amount) : null);
