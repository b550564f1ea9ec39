import { PROVIDER_ID_FIELD, type RecordFieldInfo, type RecordValue } from '../../core/contract';
import type { CustomerData, DataValue, Row } from '../plugin-api/data';
import type { RecordFieldDeclaration, RecordTypeDeclaration } from '../plugin-api/records';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/** The published form of a declared field (what the browser's screen and the checks read). */
export const fieldInfoOf = (field: RecordFieldDeclaration): RecordFieldInfo => {
  const { column: _column, scale: _scale, required, listed, ...info } = field;
  return { ...info, required: required ?? false, listed: listed ?? true };
};

function toColumn(field: RecordFieldDeclaration, value: RecordValue): DataValue {
  if (value === null) return null;
  if (field.kind === 'boolean') return value ? 1 : 0;
  if (field.kind === 'decimal' && field.scale) return Math.round(Number(value) * field.scale);
  return value;
}

function fromColumn(field: RecordFieldDeclaration, value: unknown): RecordValue {
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

  private keyOf(providerId: string) {
    return { [this.declaration.providerIdColumn]: providerId };
  }

  rows(): Row[] {
    return this.table.find(undefined, { orderBy: this.declaration.orderBy ?? [this.declaration.providerIdColumn] });
  }

  row(providerId: string): Row | undefined {
    return this.table.first(this.keyOf(providerId));
  }

  /** A row's values by field name (files: the stored file's id), the provider id first. */
  valuesOf(row: Row): Record<string, RecordValue> {
    const values: Record<string, RecordValue> = {
      [PROVIDER_ID_FIELD]: String(row[this.declaration.providerIdColumn]),
    };
    for (const field of this.declaration.fields) values[field.name] = fromColumn(field, row[field.column]);
    return values;
  }

  private columnsOf(values: Readonly<Record<string, RecordValue>>): Record<string, DataValue> {
    const columns: Record<string, DataValue> = {};
    for (const field of this.declaration.fields)
      if (field.name in values) columns[field.column] = toColumn(field, values[field.name] ?? null);
    return columns;
  }

  /**
   * Creates the record or changes the one with its provider id; a record already as given is left alone (so a
   * repeated import writes nothing). Fields absent from `values` keep their stored value.
   */
  upsert(values: Readonly<Record<string, RecordValue>>): UpsertOutcome {
    const providerId = String(values[PROVIDER_ID_FIELD]);
    const columns = this.columnsOf(values);
    const existing = this.row(providerId);
    if (!existing) {
      this.table.insert({
        ...this.declaration.newRow?.(),
        ...columns,
        [this.declaration.providerIdColumn]: providerId,
      });
      return 'created';
    }
    const changed = Object.fromEntries(
      Object.entries(columns).filter(([column, value]) => !sameValue(existing[column], value)),
    );
    if (Object.keys(changed).length === 0) return 'unchanged';
    this.table.update(changed, this.keyOf(providerId));
    return 'updated';
  }

  remove(providerId: string): boolean {
    return this.table.remove(this.keyOf(providerId)) > 0;
  }
}

/** Stored and given values compared as the database hands them back (numbers may come back as text or bigint). */
function sameValue(stored: unknown, given: DataValue): boolean {
  if (stored === null || stored === undefined || given === null) return (stored ?? null) === given;
  if (typeof given === 'number') return Number(stored) === given;
  return String(stored) === String(given);
}
