/** A date of the contract (ISO 8601) in the user's language, or null when absent or unreadable. */
export function formatDate(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(time);
}

/** Sorts nulls last; ISO dates compare as text. */
export function compareOptional(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b);
}

/** A whole number in the user's language (1,000 in English, 1.000 in Dutch). */
export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);

/** An amount of money in the user's language; `signed` adds + or - (for a change). */
export function formatMoney(amount: number, currency: string, language: string, signed = false): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, ...(signed ? { signDisplay: 'exceptZero' } : {}) }).format(amount);
  } catch {
    // A code Intl does not know: the code and the amount, still in the user's number format.
    const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...(signed ? { signDisplay: 'exceptZero' } : {}) }).format(amount);
    return `${currency} ${number}`;
  }
}

/** What a change from `from` to `to` licences costs per month, when the subscription has a price. */
export function costImpact(subscription: { unitPrice?: number | null; currency?: string | null }, from: number, to: number) {
  const { unitPrice, currency } = subscription;
  if (unitPrice === null || unitPrice === undefined || !currency) return null;
  return { currency, unitPrice, before: unitPrice * from, after: unitPrice * to, change: unitPrice * (to - from) };
}
