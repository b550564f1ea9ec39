/** The Intl locale of a UI language: the spec pairs nl with nl-NL and everything else with en-US. */
export const uiLocale = (language: string): 'nl-NL' | 'en-US' => (language === 'nl' || language.startsWith('nl-') ? 'nl-NL' : 'en-US');

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|T)/;

/**
 * A date the server gives (ISO 8601, with or without a time) as a long date in the UI language, e.g.
 * "February 25, 2027" / "25 februari 2027". The calendar date is read as written, so a deletion date does not
 * move a day for a reader in another time zone. Text that is no date comes back as it is; null gives null.
 */
export function formatCalendarDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const format = (time: number, timeZone?: string) =>
    new Intl.DateTimeFormat(uiLocale(language), { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(time);
  const calendar = CALENDAR_DATE.exec(iso);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number);
    const time = Date.UTC(year, month - 1, day);
    const valid = new Date(time).getUTCMonth() === month - 1 && new Date(time).getUTCDate() === day && Number.isFinite(Date.parse(iso));
    // An impossible date (30 February) is shown as written, not rolled over into another month.
    return valid ? format(time, 'UTC') : iso;
  }
  const time = Date.parse(iso);
  return Number.isFinite(time) ? format(time) : iso;
}
