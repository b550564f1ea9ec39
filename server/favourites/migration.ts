import type { Migration } from '../db/migration';

/**
 * Each user's favourites and recently opened items per customer (issue 34): the item as a search hit describes it,
 * keyed by its route. `at` orders them (epoch ms, raised past the newest so two writes in one millisecond keep
 * their order).
 */
export const savedItemsMigration: Migration = {
  id: 'core-saved-items-001',
  sql: `
CREATE TABLE saved_items (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  list TEXT NOT NULL CHECK (list IN ('favourite', 'recent')),
  route TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT,
  external INTEGER NOT NULL DEFAULT 0,
  new_window INTEGER NOT NULL DEFAULT 0,
  at INTEGER NOT NULL,
  PRIMARY KEY (user_id, customer_id, list, route)
);
`,
};
