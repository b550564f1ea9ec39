import { PROVIDER_ID_FIELD, type RecordFieldInfo, type RecordValue } from '../../core/contract';
import { sql, type CustomerData, type DataValue, type Row, type SqlCondition } from '../plugin-api/data';
import type { RecordFieldDeclaration, RecordTypeDeclaration } from '../plugin-api/records';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/** The published form of a declared field (what the browser's screen and the checks read). */
export const fieldInfoOf = (field: RecordFieldDeclaration): RecordFieldInfo => {
  const { column: _column, scale: _scale, jsonKey: _jsonKey, required, listed, ...info } = field;
  return { ...info, required: required ?? false, listed: listed ?? true };
};

function toColumn(field: RecordFieldDeclaration, value: RecordValue): DataValue {
  if (value === null) return null;
  if (field.kind === 'boolean') return value ? 1 : 0;
  if (field.kind === 'decimal' && field.scale) return Math.round(Number(value) * field.scale);
  return value;
}

/** A field's value under its key of the column's JSON object (null when absent or unreadable). */
function fromJsonKey(key: string, value: unknown): RecordValue {
  if (typeof value !== 'string') return null;
  try {
    const entry: unknown = (JSON.parse(value) as Record<string, unknown> | null)?.[key];
    return typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean' ? entry : null;
  } catch {
    return null;
  }
}

function fromColumn(field: RecordFieldDeclaration, value: unknown): RecordValue {
  if (field.jsonKey) return fromJsonKey(field.jsonKey, value);
  if (value === null || value === undefined) return null;
  if (field.kind === 'boolean') return Number(value) === 1 || value === true;
  if (field.kind === 'decimal' || field.kind === 'integer')
    return field.scale ? Number(value) / field.scale : Number(value);
  return String(value);
}

/** One customer's records of a declared type in the plugin's table: read, written and compared as records. */
export class RecordTable {
  constructor(
    private readonly declaration: RecordTypeDeclaration,
    private readonly data: CustomerData,
  ) {}

  private get table() {
    return this.data.table(this.declaration.table);
  }

  private get fixed(): [string, DataValue][] {
    return Object.entries(this.declaration.rowsWhere ?? {});
  }

  /** The type's rows, and a further condition. */
  private where(condition = '', ...params: DataValue[]): SqlCondition {
    const parts = [...this.fixed.map(([column]) => `${column} = ?`), ...(condition ? [condition] : [])];
    return sql(parts.join(' AND ') || '1 = 1', ...this.fixed.map(([, value]) => value), ...params);
  }

  private get rowId() {
    return this.declaration.rowIdColumn ?? 'id';
  }

  rows(): Row[] {
    return this.table.find(this.where(), {
      orderBy: this.declaration.orderBy ?? [this.declaration.providerIdColumn],
    });
  }

  /** The row of a provider id, and the condition that finds it again (by row id while it has no provider id). */
  private located(providerId: string): { row: Row; at: SqlCondition } | null {
    const column = this.declaration.providerIdColumn;
    const byId = this.where(`${column} = ?`, providerId);
    const row = this.table.first(byId);
    if (row) return { row, at: byId };
    const unnamed = /^portal-(\d{1,15})$/.exec(providerId);
    if (!unnamed) return null;
    const byRow = this.where(`${column} IS NULL AND ${this.rowId} = ?`, Number(unnamed[1]));
    const found = this.table.first(byRow);
    return found ? { row: found, at: byRow } : null;
  }

  row(providerId: string): Row | undefined {
    return this.located(providerId)?.row;
  }

  private providerIdOf(row: Row): string {
    const stored = row[this.declaration.providerIdColumn];
    return stored === null || stored === undefined ? `portal-${String(row[this.rowId])}` : String(stored);
  }

  /** A row's values by field name (files: the stored file's id), the provider id first. */
  valuesOf(row: Row): Record<string, RecordValue> {
    const values: Record<string, RecordValue> = { [PROVIDER_ID_FIELD]: this.providerIdOf(row) };
    for (const field of this.declaration.fields) values[field.name] = fromColumn(field, row[field.column]);
    return values;
  }

  private columnsOf(values: Readonly<Record<string, RecordValue>>): Record<string, DataValue> {
    const columns: Record<string, DataValue> = {};
    const objects: Record<string, Record<string, RecordValue>> = {};
    for (const field of this.declaration.fields) {
      if (!(field.name in values)) continue;
      const value = toColumn(field, values[field.name] ?? null) as RecordValue;
      if (!field.jsonKey) columns[field.column] = value;
      else if (value !== null) (objects[field.column] ??= {})[field.jsonKey] = value;
      else objects[field.column] ??= {};
    }
    for (const [column, object] of Object.entries(objects))
      columns[column] = Object.keys(object).length > 0 ? JSON.stringify(object) : null;
    return columns;
  }

  /** The plugin's own rules for a record (RecordTypeDeclaration.check). */
  problemsOf(values: Readonly<Record<string, RecordValue>>) {
    return this.declaration.check?.(values) ?? [];
  }

  /**
   * Creates the record or changes the one with its provider id; a record already as given is left alone (so a
   * repeated import writes nothing). Fields absent from `values` keep their stored value.
   */
  upsert(values: Readonly<Record<string, RecordValue>>): UpsertOutcome {
    const providerId = String(values[PROVIDER_ID_FIELD]);
    const column = this.declaration.providerIdColumn;
    const columns = { ...this.columnsOf(values), [column]: providerId };
    const existing = this.located(providerId);
    if (!existing) {
      this.table.insert({ ...this.declaration.newRow?.(), ...this.declaration.rowsWhere, ...columns });
      return 'created';
    }
    const changed = Object.fromEntries(
      Object.entries(columns).filter(([name, value]) => !sameValue(existing.row[name], value)),
    );
    if (Object.keys(changed).length === 0) return 'unchanged';
    this.table.update(changed, existing.at);
    return 'updated';
  }

  /**
   * Deletes the type's rows the import manages (those with a provider id) whose provider id is not kept; rows
   * written elsewhere without one (a seed, a push, a sync outside rowsWhere) stay. Answers the deleted records.
   */
  removeAllBut(kept: ReadonlySet<string>): Record<string, RecordValue>[] {
    const column = this.declaration.providerIdColumn;
    const gone = this.table.find(this.where(`${column} IS NOT NULL`)).filter((row) => !kept.has(String(row[column])));
    for (const row of gone) this.table.remove(this.where(`${column} = ?`, String(row[column])));
    return gone.map((row) => this.valuesOf(row));
  }

  remove(providerId: string): boolean {
    const existing = this.located(providerId);
    return existing ? this.table.remove(existing.at) > 0 : false;
  }
}

/** Stored and given values compared as the database hands them back (numbers may come back as text or bigint). */
function sameValue(stored: unknown, given: DataValue): boolean {
  if (stored === null || stored === undefined || given === null) return (stored ?? null) === given;
  if (typeof given === 'number') return Number(stored) === given;
  return String(stored) === String(given);
}
