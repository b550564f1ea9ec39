import type { Localized } from '../contract';

/** A survey's text in the reader's language. */
export const pick = (text: Localized, language: string) => (language.startsWith('nl') ? text.nl : text.en);

/** A moment as a date in the reader's language. */
export function formatDate(iso: string | null, language: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language.startsWith('nl') ? 'nl-NL' : 'en-GB', { dateStyle: 'medium' } as Intl.DateTimeFormatOptions);
}
