import type Database from 'better-sqlite3';
import { ALL_PERMISSIONS } from '../demo/demo-ids';
import { statement } from '../db/statements';

/**
 * The permissions an invitation may grant: the portal's standard ones and any an action of this database
 * requires (a provider's own actions may name others). Sorted, for error messages.
 */
export function knownPermissions(db: Database.Database): string[] {
  const required = statement(db, 'SELECT DISTINCT required_permission AS p FROM actions WHERE required_permission IS NOT NULL').all() as { p: string }[];
  return [...new Set<string>([...ALL_PERMISSIONS, ...required.map((r) => r.p)])].sort();
}
