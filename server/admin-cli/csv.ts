/** One data row of a CSV file: its cells by header name and the line it starts on (1 = the header). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export type CsvParse = { ok: true; header: string[]; rows: CsvRow[] } | { ok: false; error: string };

/**
 * RFC 4180 CSV: comma separated, optional double quotes (a quote inside doubled, line breaks allowed inside),
 * CRLF or LF; a UTF-8 byte order mark and blank lines are ignored. The first row is the header (names are
 * trimmed and lower-cased); cells are trimmed.
 */
export function parseCsv(text: string): CsvParse {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((v) => v.trim() !== '')) records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) return { ok: false, error: `line ${recordLine}: a quoted cell is not closed` };
  cells.push(cell);
  if (cells.some((v) => v.trim() !== '')) records.push({ line: recordLine, cells });
  const [head, ...data] = records;
  if (!head) return { ok: false, error: 'the file is empty: it needs a header row' };
  const header = head.cells.map((name) => name.trim().toLowerCase());
  const rows: CsvRow[] = [];
  for (const record of data) {
    if (record.cells.length !== header.length) {
      return { ok: false, error: `line ${record.line}: ${record.cells.length} cells, the header has ${header.length}` };
    }
    rows.push({
      line: record.line,
      cells: Object.fromEntries(header.map((name, i) => [name, record.cells[i]!.trim()])),
    });
  }
  return { ok: true, header, rows };
}
