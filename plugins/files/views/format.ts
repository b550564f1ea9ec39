/** An upload date (ISO 8601) in the user's language, with the time; the text as given when unreadable. */
export function formatDateTime(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(time);
}

/** A file size in the user's language: bytes, kB, MB or GB (binary units, as the server's limits count). */
export function formatSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} kB`;
  if (bytes < 1024 * 1024 * 1024) return `${number(bytes / 1024 / 1024, 1)} MB`;
  return `${number(bytes / 1024 / 1024 / 1024, 1)} GB`;
}
