import { uiLocale } from '../../common/format-date';

/** A moment the server gives (ISO 8601) as a date and time in the UI language, e.g. "Nov 23, 2026, 14:05"; text that is no date comes back as it is. */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(uiLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
