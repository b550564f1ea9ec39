/** A moment as a date in the reader's language (26 november 2026 / 26 November 2026); unreadable text as is. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(language.startsWith('nl') ? 'nl-NL' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}
