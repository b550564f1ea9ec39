/** The Intl locale of a UI language: the spec pairs nl with nl-NL and everything else with en-US. */
export const uiLocale = (language: string): 'nl-NL' | 'en-US' =>
  language === 'nl' || language.startsWith('nl-') ? 'nl-NL' : 'en-US';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|T)/;

// The long date of the two UI locales, written out as Intl writes it (a test holds them equal). The frame's
// deletion notice is part of the first paint, and a browser's first Intl date format loads its locale data:
// tens of milliseconds on a phone, before anything else is on screen.
const MONTHS = {
  'en-US': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'nl-NL': [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
} as const;

/** Year, month (1-12) and day as a long date in the locale: "February 25, 2027" / "25 februari 2027". */
export function longDate(locale: 'nl-NL' | 'en-US', year: number, month: number, day: number): string {
  const name = MONTHS[locale][month - 1];
  return locale === 'nl-NL' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

/**
 * A date the server gives (ISO 8601, with or without a time) as a long date in the UI language, e.g.
 * "February 25, 2027" / "25 februari 2027". The calendar date is read as written, so a deletion date does not
 * move a day for a reader in another time zone. Text that is no date comes back as it is; null gives null.
 */
export function formatCalendarDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const locale = uiLocale(language);
  const calendar = CALENDAR_DATE.exec(iso);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number);
    const time = Date.UTC(year, month - 1, day);
    const valid =
      new Date(time).getUTCMonth() === month - 1 &&
      new Date(time).getUTCDate() === day &&
      Number.isFinite(Date.parse(iso));
    // An impossible date (30 February) is shown as written, not rolled over into another month.
    return valid ? longDate(locale, year, month, day) : iso;
  }
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  const date = new Date(time);
  return longDate(locale, date.getFullYear(), date.getMonth() + 1, date.getDate());
}
