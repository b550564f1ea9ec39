import type { AuditRow } from '../contract';

const COLUMNS = [
  'id',
  'at',
  'actor',
  'actorUserId',
  'action',
  'targetType',
  'targetId',
  'customerId',
  'before',
  'after',
] as const;

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (leading =, +, -, @, tab or carriage return) gets
 * a leading apostrophe (OWASP's advice against CSV injection); every cell is quoted, quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number'
          ? String(value)
          : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit rows as CSV (header first, CRLF line ends as RFC 4180 says). */
export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
