import { uiLocaleOf } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();
const formatOf = (locale: string) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formats.set(locale, format);
  }
  return format;
};

/**
 * How long ago a moment was, in the interface language ('2 hours ago' / '2 uur geleden'), in whole minutes, hours
 * or days; null under a minute (the caller says "just now") or for an unreadable or future moment.
 */
export function timeAgo(value: string | number, now: number, language: string | undefined): string | null {
  const at = typeof value === 'number' ? value : Date.parse(value);
  const age = now - at;
  if (!Number.isFinite(age) || age < MINUTE) return null;
  const format = formatOf(uiLocaleOf(language));
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}
