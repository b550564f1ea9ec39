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
