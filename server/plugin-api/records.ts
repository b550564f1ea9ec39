import type { RecordFieldInfo } from '../../core/contract';
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
  /** The column holding the provider's own id of a record: unique per customer, the import's key. */
  providerIdColumn: string;
  fields: readonly RecordFieldDeclaration[];
  /** The columns a new row needs besides the fields (e.g. a generated key), computed per new row. */
  newRow?(): Readonly<Record<string, DataValue>>;
  /** The list's order (columns, each optionally ASC or DESC); default the provider id. */
  orderBy?: readonly string[];
}
