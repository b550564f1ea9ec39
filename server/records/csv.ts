/**
 * CSV as spreadsheets write it (RFC 4180): comma-separated, fields with a comma, quote or line break in double
 * quotes, quotes doubled. A cell a spreadsheet would run as a formula (= + - @ at the start) is written with a
 * leading apostrophe, and the apostrophe is read off again, so an export imports back unchanged.
 */

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`A quoted field that is not closed starts on line ${line}.`);
  }
}

/** The file's records, each with the line it starts on; blank lines are skipped. Throws CsvSyntaxError for an unclosed quote. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells: cells.map(unescapeFormula) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(start);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const unescapeFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

const NUMBER = /^-?\d+(\.\d+)?$/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV text, CRLF line ends, a header line first. */
export function formatCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
