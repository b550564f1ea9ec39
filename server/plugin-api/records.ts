import type { RecordFieldInfo, RecordValue } from '../../core/contract';
import type { DataValue } from './data';
import type { BilingualText } from './extension-points';

/** A field of a declared record type: what the administration shows and checks, and the column it is stored in. */
export interface RecordFieldDeclaration extends Omit<RecordFieldInfo, 'required' | 'listed'> {
  /** The column of the type's table that holds the value (a file field: the stored file's id). */
  column: string;
  /** Default false. */
  required?: boolean;
  /** Shown as a column of the administration's list; default true. */
  listed?: boolean;
  /** A decimal stored as whole units of 1/scale (e.g. 100 for an amount in cents); default: stored as is. */
  scale?: number;
  /**
   * The value is this key of a JSON object held in the column; fields sharing the column fill one object (a title
   * in two languages: `{ en, nl }`). The column is NULL when every such field is empty.
   */
  jsonKey?: string;
}

/** A record refused by the plugin's own rule: the field and why, in both languages. */
export interface RecordCheckProblem {
  field: string;
  reason: BilingualText;
}

/**
 * A kind of record the provider keeps for each customer in one of the plugin's tables (a contract, an invoice,
 * an SLA target, ...), declared with api.records(): the host then serves the administration's list, form, import
 * and export for it (docs/plugins.md "Records the provider maintains").
 */
export interface RecordTypeDeclaration {
  /** kebab-case, unique within the plugin (e.g. "contracts"). */
  type: string;
  label: BilingualText;
  /** One of the plugin's own tables with a customer_id column. */
  table: string;
  /**
   * The column holding the provider's own id of a record: unique per customer, the import's key. A row written
   * elsewhere without one (a demo seed, a machine route) is listed as "portal-<its rowIdColumn>" and gets that id
   * the first time the administration changes it.
   */
  providerIdColumn: string;
  /** The row's own numeric key, for rows without a provider id (default "id"). */
  rowIdColumn?: string;
  /**
   * The rows of the table that are records of this type, by column values (e.g. { source: 'manual' } beside the
   * rows a sync owns): reads and writes see only those, and a new row gets the values.
   */
  rowsWhere?: Readonly<Record<string, DataValue>>;
  fields: readonly RecordFieldDeclaration[];
  /** The columns a new row needs besides the fields (e.g. a generated key), computed per new row. */
  newRow?(): Readonly<Record<string, DataValue>>;
  /** The list's order (columns, each optionally ASC or DESC); default the provider id. */
  orderBy?: readonly string[];
  /**
   * The plugin's own rules for a record whose fields passed their checks (e.g. a JSON field's shape): each problem
   * refuses the record (the form's 400, an import's refused line) like a field's check.
   */
  check?(values: Readonly<Record<string, RecordValue>>): readonly RecordCheckProblem[];
}
