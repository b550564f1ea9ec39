/** Sorts nulls last; ISO dates compare as text. */
export function compareOptional(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b);
}

/** What a change from `from` to `to` licences costs per month, when the subscription has a price. */
export function costImpact(
  subscription: { unitPrice?: number | null; currency?: string | null },
  from: number,
  to: number,
) {
  const { unitPrice, currency } = subscription;
  if (unitPrice === null || unitPrice === undefined || !currency) return null;
  return { currency, unitPrice, before: unitPrice * from, after: unitPrice * to, change: unitPrice * (to - from) };
}
