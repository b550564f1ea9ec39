/** The core's server tests on PostgreSQL (real-server-suite.ts); the other shares run beside this one. */
import { runServerTestsOnPostgres } from './real-server-suite';

runServerTestsOnPostgres([
  '../../routes.test.ts',
  // The scoped data access's SQL and its refusals (PostgreSQL has functions that run SQL given as text).
  '../../plugin-host/planted-plugin.test.ts',
  // Two instances on one database claim a plugin job's run atomically.
  '../../plugin-host/scheduler.test.ts',
  // The core's report_log opened by the report plugin (coreTables), on a new database and one that recorded report-004.
  '../../plugin-host/core-tables.test.ts',
  // The API keys' tables, found by hash, and the audit of each use, on every machine route.
  '../../api-keys/cross-customer.test.ts',
  // Records a provider maintains: upserts on the provider id, an import's one transaction.
  '../../records/declared-record-types.test.ts',
  // An import that replaces: the deletions and a preview's rollback in the import's one transaction.
  '../../records/import-replace.test.ts',
  // Search: LIKE is case-sensitive on PostgreSQL, and its escapes.
  '../../search/search-api.test.ts',
  // Sign-offs: each decision one conditional update.
  '../../sign-offs/sign-offs-api.test.ts',
]);
