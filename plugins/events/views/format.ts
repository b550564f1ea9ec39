/** A moment in the reader's language: "26 Nov 2026, 14:05" / "26 nov 2026, 14:05". */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language.startsWith('nl') ? 'nl-NL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
