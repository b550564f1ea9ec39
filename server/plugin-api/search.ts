import type { ContentLanguage } from '../../core/contract';
import type { RequestUser } from '../data/request-user';
import type { DataValue, Row, Where } from './data';
import type { BilingualText } from './extension-points';
import type { RecordTypeDeclaration } from './records';

/** A found record as the search shows it: the view of the provider's action type opens it by `id`. */
export interface FoundRecord {
  id: string;
  title: string;
  subtitle?: string;
}

/**
 * One kind of record a plugin makes findable from the top bar's search (api.search; docs/plugins.md "Search").
 * The host searches the provider's table with a case-insensitive "contains" on the columns, adds the customer
 * condition and the provider's own access condition, and answers a few hits per kind; a hit opens the user's
 * visible menu action of `actionType` with the record's id (OPEN_RECORD_PARAM). No menu action of that type for
 * the user: no hits of this kind.
 */
export interface SearchProviderDeclaration {
  /** kebab-case, unique over the deployment (e.g. "invoice"). */
  kind: string;
  /** The kind's name in both languages, shown above its hits (e.g. { en: 'Invoices', nl: 'Facturen' }). */
  label: BilingualText;
  /** One of the plugin's action types: the view that opens a hit. */
  actionType: string;
  /** One of the plugin's own tables with a customer_id column. */
  table: string;
  /** The columns matched (case-insensitive, the text anywhere in the value), e.g. a number and a title. */
  columns: readonly string[];
  /**
   * The rows this user may open, by the same check as the plugin's own routes: a condition (`{}`: all of the
   * customer's rows), or null for none. An HttpError thrown (the routes' 403/404) counts as none.
   */
  readableRows(user: RequestUser): Where | null;
  /** Besides the columns searched: the order of the hits (default the table's row id, newest first). */
  orderBy?: readonly string[];
  /** The columns a hit needs (default every column). */
  select?: readonly string[];
  /** A found row as the search shows it, in the reader's language. */
  hit(row: Row, language: ContentLanguage): FoundRecord;
  /**
   * The portal path of a page of the plugin that shows the one record (e.g. a request's own page); default: the
   * menu action of `actionType` with the record's id in OPEN_RECORD_PARAM. Either way a kind gives hits only to a
   * user whose menu shows an action of that type.
   */
  route?(id: string): string;
}

/** The LIKE pattern of a "contains" search for `text`, with LIKE's wildcards escaped (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The condition "any of the columns contains the pattern", ignoring case: SQLite's LIKE does for ASCII letters and
 * the PostgreSQL dialect makes it ILIKE; no LOWER() per row, which cost a third of the time of a search.
 */
export function containsCondition(columns: readonly string[], pattern: string): { sql: string; params: DataValue[] } {
  return {
    sql: `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}

/** What a record type's search needs besides the declaration (see recordSearch). */
export type RecordSearchOptions = Pick<SearchProviderDeclaration, 'kind' | 'actionType' | 'route'> & {
  /** The same check as the plugin's routes: true when the caller may open the type's records (all of the customer's). */
  readable(user: RequestUser): boolean;
};

/**
 * A search provider for a record type the plugin declares with api.records: it matches the provider's id and the
 * type's text fields, within the type's rows (rowsWhere); a hit shows the first text field and the provider's id.
 */
export function recordSearch(records: RecordTypeDeclaration, options: RecordSearchOptions): SearchProviderDeclaration {
  const text = records.fields.filter((field) => field.kind === 'text').map((field) => field.column);
  const rowId = records.rowIdColumn ?? 'id';
  const title = text[0] ?? records.providerIdColumn;
  return {
    kind: options.kind,
    label: records.label,
    actionType: options.actionType,
    table: records.table,
    columns: [records.providerIdColumn, ...text],
    select: [...new Set([rowId, records.providerIdColumn, title])],
    orderBy: records.orderBy,
    readableRows: (user) => (options.readable(user) ? { ...records.rowsWhere } : null),
    hit: (row) => ({
      id: String(row[rowId]),
      title: String(row[title]),
      ...(row[records.providerIdColumn] ? { subtitle: String(row[records.providerIdColumn]) } : {}),
    }),
    ...(options.route ? { route: options.route } : {}),
  };
}
