/** A schema change of the core or a plugin. */
export interface Migration {
  /** Unique and stable, e.g. 'notifications-001'. Applied once, in list order, recorded in the database. */
  id: string;
  sql: string;
  /** The script on PostgreSQL (DATABASE_URL), when `sql` does not translate mechanically (server/db/postgres/dialect.ts). */
  postgres?: string;
}
