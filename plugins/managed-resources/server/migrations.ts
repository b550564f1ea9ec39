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
  {
    // Where a group comes from: the provider's own checks or an import, 'manual', or Azure Resource Graph ('azure',
    // written by the inventory sync). A type may have both, side by side. SQLite cannot change a table's UNIQUE
    // constraint, so both tables are rebuilt (the names first, so no cascade runs).
    id: 'managed-resources-002',
    sql: `
CREATE TABLE managed_resource_groups_002 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_count INTEGER NOT NULL CHECK (resource_count >= 0),
  last_check_date TEXT,
  source TEXT NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'azure')),
  UNIQUE (customer_id, resource_type, source)
);
INSERT INTO managed_resource_groups_002 (id, customer_id, resource_type, resource_count, last_check_date, source)
  SELECT id, customer_id, resource_type, resource_count, last_check_date, 'manual' FROM managed_resource_groups;
CREATE TABLE managed_resources_002 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id INTEGER NOT NULL REFERENCES managed_resource_groups_002(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);
INSERT INTO managed_resources_002 (id, group_id, name) SELECT id, group_id, name FROM managed_resources;
DROP TABLE managed_resources;
DROP TABLE managed_resource_groups;
ALTER TABLE managed_resource_groups_002 RENAME TO managed_resource_groups;
ALTER TABLE managed_resources_002 RENAME TO managed_resources;
CREATE INDEX managed_resources_group ON managed_resources(group_id, name);
`,
    postgres: `
ALTER TABLE managed_resource_groups ADD COLUMN source TEXT NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'azure'));
ALTER TABLE managed_resource_groups DROP CONSTRAINT managed_resource_groups_customer_id_resource_type_key;
ALTER TABLE managed_resource_groups ADD CONSTRAINT managed_resource_groups_type_source UNIQUE (customer_id, resource_type, source);
`,
  },
  {
    // The provider's own id of a resource type it maintains (the administration's import key); the sync's have none.
    id: 'managed-resources-003',
    sql: `
ALTER TABLE managed_resource_groups ADD COLUMN provider_id TEXT;
CREATE UNIQUE INDEX managed_resource_groups_provider_id ON managed_resource_groups(customer_id, provider_id);
`,
  },
];
