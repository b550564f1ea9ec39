import {
  checkRecord,
  PROVIDER_ID_FIELD,
  valueFieldsOf,
  type RecordFieldInfo,
  type RecordImportMode,
  type RecordImportReport,
  type RecordImportRequest,
  type RecordRefusal,
  type RecordValue,
} from '../../core/contract';
import { isPlainObject } from '../data/json';
import { CsvSyntaxError, formatCsv, parseCsv } from './csv';
import { reasonOf, refusalOf } from './problem-texts';
import type { RecordTable } from './record-table';

/** A write the table's own rules refused (a unique value taken by another record, a check). */
export const isConstraintError = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_CONSTRAINT');

class ConflictAt extends Error {
  constructor(readonly line: number) {
    super(`Line ${line} conflicts with another record.`);
  }
}

interface ImportLine {
  line: number;
  input: Record<string, unknown>;
}

/** An import's report, with the records a replace deleted (for their files; not part of the answer). */
export type ImportReport = RecordImportReport & { removedRecords: Record<string, RecordValue>[] };

const refusedFile = (refused: RecordRefusal[]): ImportReport => ({
  applied: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  refused,
  removedRecords: [],
});

/** Thrown out of a preview's transaction once it counted everything, so nothing it wrote stays. */
class PreviewDone extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('Preview: rolled back.');
  }
}

/** What an applied import did: the counts, and the records a replace deleted (for their files and the audit). */
export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  removed: Record<string, RecordValue>[];
}

export interface ImportOptions {
  mode: RecordImportMode;
  /** Check and count, then roll back: the report of what the import would do. */
  preview: boolean;
}

/** The file's records with their line numbers (CSV: the line in the file; JSON: the position, 1 first), or why not. */
function linesOf(request: RecordImportRequest): ImportLine[] | RecordRefusal {
  if (request.format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.content);
    } catch {
      return { line: 0, field: '', reason: reasonOf('syntax', 'JSON') };
    }
    if (!Array.isArray(parsed)) return { line: 0, field: '', reason: reasonOf('syntax', 'JSON') };
    return parsed.map((input, index) => ({ line: index + 1, input: isPlainObject(input) ? input : { '': input } }));
  }
  let records;
  try {
    records = parseCsv(request.content);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { line: error.line, field: '', reason: reasonOf('syntax', 'CSV') };
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const names = header.cells.map((name) => name.trim());
  return rows.map(({ line, cells }) => ({
    line,
    input: Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])),
  }));
}

/**
 * An import of one customer's records: every line checked first; any refused line refuses the whole file (nothing
 * written, each refusal reported); else every record upserted on its provider id in one transaction, and with
 * `replace` the managed records the file does not have deleted in the same transaction.
 */
export function importRecords(
  fields: readonly RecordFieldInfo[],
  request: RecordImportRequest,
  table: RecordTable,
  transaction: (work: () => ImportOutcome) => ImportOutcome,
  options: ImportOptions = { mode: 'upsert', preview: false },
): ImportReport {
  const lines = linesOf(request);
  if (!Array.isArray(lines)) return refusedFile([lines]);
  if (lines.length === 0) return refusedFile([{ line: 0, field: '', reason: reasonOf('empty') }]);
  const refused: RecordRefusal[] = [];
  const seen = new Set<string>();
  const records: { line: number; values: Record<string, RecordValue> }[] = [];
  for (const { line, input } of lines) {
    if ('' in input && Object.keys(input).length === 1 && request.format === 'json') {
      refused.push(refusalOf(line, { field: '', code: 'notAnObject' }));
      continue;
    }
    const { values, problems } = checkRecord(fields, input, { strict: true });
    refused.push(...problems.map((problem) => refusalOf(line, problem)));
    if (problems.length === 0) refused.push(...table.problemsOf(values).map((problem) => ({ line, ...problem })));
    const providerId = String(values[PROVIDER_ID_FIELD]);
    if (problems.length === 0 && seen.has(providerId))
      refused.push(refusalOf(line, { field: PROVIDER_ID_FIELD, code: 'duplicate' }));
    seen.add(providerId);
    records.push({ line, values });
  }
  if (refused.length > 0) return refusedFile(refused);
  let outcome: ImportOutcome;
  try {
    outcome = transaction(() => {
      const done: ImportOutcome = { created: 0, updated: 0, unchanged: 0, removed: [] };
      for (const { line, values } of records) {
        try {
          done[table.upsert(values)] += 1;
        } catch (error) {
          // The transaction is lost on PostgreSQL after a failed statement: the first such line refuses the file.
          throw isConstraintError(error) ? new ConflictAt(line) : error;
        }
      }
      if (options.mode === 'replace') done.removed = table.removeAllBut(seen);
      if (options.preview) throw new PreviewDone(done);
      return done;
    });
  } catch (error) {
    if (error instanceof PreviewDone) outcome = error.outcome;
    else if (error instanceof ConflictAt)
      return refusedFile([{ line: error.line, field: '', reason: reasonOf('conflict') }]);
    else throw error;
  }
  const { removed, ...counts } = outcome;
  return { applied: !options.preview, ...counts, removed: removed.length, refused: [], removedRecords: removed };
}

/** A customer's records as an import file: what the import reads back unchanged. */
export function exportRecords(
  fields: readonly RecordFieldInfo[],
  records: readonly Record<string, RecordValue>[],
  format: 'csv' | 'json',
): string {
  const names = [PROVIDER_ID_FIELD, ...valueFieldsOf(fields).map((field) => field.name)];
  const picked = records.map((record) => Object.fromEntries(names.map((name) => [name, record[name] ?? null])));
  if (format === 'json') return JSON.stringify(picked, null, 2);
  return formatCsv(
    names,
    picked.map((record) => names.map((name) => (record[name] === null ? '' : String(record[name])))),
  );
}
