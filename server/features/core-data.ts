import { apiKeysMigration } from '../api-keys/migration';
import { coreMigrations } from '../db/core-schema';
import { seedCustomers } from '../demo/seed-customers';
import { seedMenus } from '../demo/seed-menus';
import { seedUsers } from '../demo/seed-users';
import { storageMigrations } from '../storage/migrations';
import { jobsMigration } from '../plugin-host/scheduler';
import { syncStateMigration } from '../plugin-host/sync-runner';
import type { ServerFeature } from './feature';

/** The core tables (with the storage quota's) and the demo customers, users, menus and actions. */
export const coreDataFeature: ServerFeature = {
  name: 'core-data',
  migrations: [...coreMigrations, ...storageMigrations, jobsMigration, syncStateMigration, apiKeysMigration],
  seed(db) {
    seedCustomers(db);
    seedUsers(db);
    seedMenus(db);
  },
};
