import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The Intl locale of a UI language, as the spec pairs them: nl gives nl-NL, anything else en-US. */
export type UiLocale = 'nl-NL' | 'en-US';

export const uiLocaleOf = (language: string | undefined): UiLocale =>
  language === 'nl' || language?.startsWith('nl-') ? 'nl-NL' : 'en-US';

/** What a formatter shows for a missing or unreadable value (never "Invalid Date" or "NaN"). */
export const NO_VALUE = '–';

/** A moment or a calendar day: ISO 8601 text ("2026-11-29", "2026-11-29T13:05:00Z"), epoch milliseconds or a Date. */
export type DateInput = string | number | Date | null | undefined;

export interface MoneyOptions {
  /** Whole amounts, e.g. a chart's axis (€ 12.000 / €12,000). */
  whole?: boolean;
  /** A change: + or - in front (a zero has no sign). */
  signed?: boolean;
}

/**
 * Dates, times, money and numbers in the interface language. Calendar days ("2026-11-29", a month "2026-11")
 * are shown as written, in every time zone; a moment (with a time) is shown in the reader's time zone (the
 * browser's, unless the formatter was made for another one). A missing or unreadable value gives NO_VALUE.
 */
export interface Formatter {
  readonly locale: UiLocale;
  /** 29 nov 2026 / Nov 29, 2026; `long`: 29 november 2026 / November 29, 2026. */
  date(value: DateInput, style?: 'medium' | 'long'): string;
  /** A day without its year, for a chart's axis: 29 nov / Nov 29. */
  dayMonth(value: DateInput): string;
  /** 29 nov 2026, 14:05 / Nov 29, 2026, 2:05 PM (a calendar day without a time gives its date). */
  dateTime(value: DateInput): string;
  /** 14:05 / 2:05 PM. */
  time(value: DateInput): string;
  /** A month ("2026-11" or a date in it): nov 2026 / Nov 2026; `long`: november 2026 / November 2026. */
  month(value: DateInput, style?: 'short' | 'long'): string;
  /** An amount in a currency (ISO 4217 code, EUR when none is given): € -1.234,50 / -€1,234.50. */
  money(amount: number | null | undefined, currency?: string, options?: MoneyOptions): string;
  /** 1.234,5 / 1,234.5 (at most `maximumFractionDigits`, 3 by default). */
  number(value: number | null | undefined, maximumFractionDigits?: number): string;
  /** A percentage given as 0-100: 99,12% / 99.12%. */
  percent(value: number | null | undefined, maximumFractionDigits?: number): string;
  /** A file size in binary units, as the server's limits count: 512 B, 12 kB, 3,4 MB / 3.4 MB, 1,2 GB. */
  fileSize(bytes: number | null | undefined): string;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** The instant to format and whether it is a calendar day (formatted in UTC so it never moves a day). */
function readDate(value: DateInput): { time: number; calendar: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value) ?? MONTH.exec(value);
    if (day) {
      const [year, month, date = 1] = day.slice(1).map(Number) as [number, number, number?];
      const time = Date.UTC(year, month - 1, date);
      const real = new Date(time).getUTCMonth() === month - 1 && new Date(time).getUTCDate() === date;
      return real ? { time, calendar: true } : null;
    }
  }
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? { time, calendar: false } : null;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A formatter for a UI language ('nl', 'en', ...). `timeZone` is for tests and servers: by default a moment is
 * shown in the browser's time zone. Intl's formatters are made once per locale, options and zone.
 */
export function createFormatter(language: string | undefined, timeZone?: string): Formatter {
  const locale = uiLocaleOf(language);
  const dates = (options: Intl.DateTimeFormatOptions, calendar: boolean) => {
    const zone = calendar ? 'UTC' : timeZone;
    return cached(
      `d|${locale}|${zone ?? ''}|${JSON.stringify(options)}`,
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }),
    );
  };
  const numbers = (options: Intl.NumberFormatOptions) =>
    cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
  const formatDate = (value: DateInput, options: Intl.DateTimeFormatOptions, calendarOptions = options) => {
    const read = readDate(value);
    if (!read) return NO_VALUE;
    return dates(read.calendar ? calendarOptions : options, read.calendar).format(read.time);
  };
  const formatter: Formatter = {
    locale,
    date: (value, style = 'medium') => formatDate(value, { dateStyle: style }),
    dayMonth: (value) => formatDate(value, { day: 'numeric', month: 'short' }),
    dateTime: (value) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, { dateStyle: 'medium' }),
    time: (value) => {
      const read = readDate(value);
      return read && !read.calendar ? dates({ timeStyle: 'short' }, false).format(read.time) : NO_VALUE;
    },
    month: (value, style = 'short') => formatDate(value, { month: style, year: 'numeric' }),
    money: (amount, currency = 'EUR', options = {}) => {
      if (!finite(amount)) return NO_VALUE;
      const shape: Intl.NumberFormatOptions = {
        ...(options.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
        ...(options.signed ? { signDisplay: 'exceptZero' } : {}),
      };
      try {
        return numbers({ style: 'currency', currency, ...shape }).format(amount);
      } catch {
        // A code Intl does not take: the code and the amount, still in the reader's number format.
        return `${currency} ${numbers({ minimumFractionDigits: options.whole ? 0 : 2, maximumFractionDigits: options.whole ? 0 : 2, ...shape }).format(amount)}`;
      }
    },
    number: (value, maximumFractionDigits = 3) =>
      finite(value) ? numbers({ maximumFractionDigits }).format(value) : NO_VALUE,
    percent: (value, maximumFractionDigits = 2) =>
      finite(value) ? numbers({ style: 'percent', maximumFractionDigits }).format(value / 100) : NO_VALUE,
    fileSize: (bytes) => {
      if (!finite(bytes) || bytes < 0) return NO_VALUE;
      const size = (value: number, digits: number, unit: string) =>
        `${numbers({ maximumFractionDigits: digits }).format(value)} ${unit}`;
      if (bytes < 1024) return size(bytes, 0, 'B');
      if (bytes < 1024 ** 2) return size(bytes / 1024, 0, 'kB');
      if (bytes < 1024 ** 3) return size(bytes / 1024 ** 2, 1, 'MB');
      return size(bytes / 1024 ** 3, 1, 'GB');
    },
  };
  return Object.freeze(formatter);
}

/** The formatter of the interface language; a view using it renders again when the language changes. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => createFormatter(language), [language]);
}
