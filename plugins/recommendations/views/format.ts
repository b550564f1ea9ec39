/** An ISO 8601 moment in the user's language; `withTime` adds hours and minutes. */
export function formatMoment(iso: string, language: string, withTime = false): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric', month: 'short', day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(time);
}

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

/** An amount of money in the user's language (€ 1.234,50 in Dutch, €1,234.50 in English). */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // A code Intl does not know: the code and the amount, still in the user's number format.
    return `${currency} ${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
  }
}

/** A saving per month, for sorting savings of different periods together. */
export const monthlySavings = (savings: { amount: number; period: 'month' | 'year' } | null | undefined): number | null =>
  savings ? (savings.period === 'year' ? savings.amount / 12 : savings.amount) : null;
