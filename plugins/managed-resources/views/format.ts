/** An ISO 8601 moment with its date and time in the user's language. */
export function formatMoment(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(time);
}

export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);
