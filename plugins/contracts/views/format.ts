/** An ISO date (YYYY-MM-DD, or a moment) as a calendar day in the user's language, never shifted by the time zone. */
export function formatDay(iso: string, language: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}
