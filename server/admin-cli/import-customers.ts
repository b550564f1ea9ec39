import type Database from 'better-sqlite3';
import {
  COMMAND_LINE,
  createCustomer,
  CUSTOMER_ID_PATTERN,
  customerFieldProblems,
  EMPTY_CUSTOMER_FIELDS,
  toCustomerRecord,
  updateCustomer,
  type CustomerFields,
} from '../admin';
import { findCustomer } from '../data/users';
import type { UrlRules } from '../security/configured-url';
import type { CsvRow } from './csv';

/** Columns of a customers file; id and name are required, the others optional (an absent column is left as it is). */
const COLUMNS = {
  id: 'id',
  name: 'name',
  theme: 'theme',
  logo_url: 'logoUrl',
  custom_stylesheet: 'customStylesheet',
  plugins: 'plugins',
  monitoring_location: 'monitoringLocation',
} as const;
type Column = keyof typeof COLUMNS;

export interface ImportOutcome {
  /** Line-numbered problems; when any, nothing was written. */
  problems: string[];
  created: number;
  updated: number;
  unchanged: number;
}

const emptyToNull = (value: string) => (value === '' ? null : value);

function fieldsOf(cells: Record<string, string>): Partial<CustomerFields> {
  const fields: Partial<CustomerFields> = {};
  for (const [column, value] of Object.entries(cells) as [Column, string][]) {
    if (column === 'id') continue;
    if (column === 'name') fields.name = value;
    else if (column === 'plugins') fields.plugins = value === '' ? null : value.split(/[;\s]+/).filter(Boolean);
    else
      fields[COLUMNS[column] as 'theme' | 'logoUrl' | 'customStylesheet' | 'monitoringLocation'] = emptyToNull(value);
  }
  return fields;
}

export function headerProblems(
  header: readonly string[],
  required: readonly string[],
  known: readonly string[],
): string[] {
  return [
    ...required.filter((name) => !header.includes(name)).map((name) => `line 1: the header lacks the column "${name}"`),
    ...header
      .filter((name) => !known.includes(name))
      .map((name) => `line 1: unknown column "${name}" (known: ${known.join(', ')})`),
    ...header
      .filter((name, i) => header.indexOf(name) !== i)
      .map((name) => `line 1: the column "${name}" appears twice`),
  ];
}

/**
 * Creates or updates the customers of a file: every row is checked first and nothing is written when any is
 * bad; then all in one transaction, each change audited. Re-running the same file changes nothing.
 */
export function importCustomers(
  db: Database.Database,
  header: readonly string[],
  rows: readonly CsvRow[],
  rules: UrlRules,
): ImportOutcome {
  const problems = headerProblems(header, ['id', 'name'], Object.keys(COLUMNS));
  const outcome: ImportOutcome = { problems, created: 0, updated: 0, unchanged: 0 };
  if (problems.length > 0) return outcome;
  const seen = new Map<string, number>();
  for (const row of rows) {
    const id = row.cells.id ?? '';
    if (!CUSTOMER_ID_PATTERN.test(id))
      problems.push(`line ${row.line}: id must be lower-case letters, digits and hyphens (at most 64), got "${id}"`);
    const earlier = seen.get(id);
    if (earlier !== undefined) problems.push(`line ${row.line}: customer "${id}" is on line ${earlier} already`);
    seen.set(id, row.line);
    for (const problem of customerFieldProblems(fieldsOf(row.cells), rules))
      problems.push(`line ${row.line}: ${problem}`);
  }
  if (problems.length > 0) return outcome;
  db.transaction(() => {
    for (const row of rows) {
      const id = row.cells.id!;
      const fields = fieldsOf(row.cells);
      if (!findCustomer(db, id)) {
        createCustomer(db, COMMAND_LINE, id, { ...EMPTY_CUSTOMER_FIELDS, name: fields.name ?? id, ...fields }, rules);
        outcome.created++;
        continue;
      }
      const before = JSON.stringify(toCustomerRecord(findCustomer(db, id)!));
      const after = JSON.stringify(updateCustomer(db, COMMAND_LINE, id, fields, rules));
      if (after !== before) outcome.updated++;
      else outcome.unchanged++;
    }
  })();
  return outcome;
}
