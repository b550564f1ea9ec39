import type Database from 'better-sqlite3';
import { statement } from '../db/statements';

/**
 * Whether the database holds the demo seed: demo users carry the description the demo sign-in page shows,
 * which no real user has. A production server refuses such a database rather than serve demo customers.
 */
export function holdsDemoData(db: Database.Database): boolean {
  return statement(db, 'SELECT 1 FROM users WHERE demo_description IS NOT NULL LIMIT 1').get() !== undefined;
}
