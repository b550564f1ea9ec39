import type { Migration } from '../../../server/plugin-api';

/** Per customer, the resource types of the last inventory check and the names of their resources. */
export const migrations: readonly Migration[] = [
  {
    id: 'managed-resources-001',
    sql: `
CREATE TABLE managed_resource_groups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_count INTEGER NOT NULL CHECK (resource_count >= 0),
  last_check_date TEXT,
  UNIQUE (customer_id, resource_type)
);
CREATE TABLE managed_resources (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id INTEGER NOT NULL REFERENCES managed_resource_groups(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);
CREATE INDEX managed_resources_group ON managed_resources(group_id, name);
`,
  },
];
