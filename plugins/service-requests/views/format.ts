/** A moment in the reader's language: 26 Nov 2026, 14:05. */
export function formatMoment(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '-';
  return new Intl.DateTimeFormat(language.startsWith('nl') ? 'nl-NL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** A size in kB (at least 1). */
export const formatSize = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language.startsWith('nl') ? 'nl-NL' : 'en-GB').format(Math.max(1, Math.ceil(bytes / 1000)))} kB`;
