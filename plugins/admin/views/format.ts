/** A date and time in the UI language (nl: 23-11-2026 18:04, en: 11/23/2026, 6:04 PM). */
export function formatMoment(iso: string | null, language: string, withTime = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language.startsWith('nl') ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
