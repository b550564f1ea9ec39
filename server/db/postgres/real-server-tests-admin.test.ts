/** The administration's and the report's server tests on PostgreSQL (real-server-suite.ts), a share of them. */
import { runServerTestsOnPostgres } from './real-server-suite';

runServerTestsOnPostgres([
  '../../../plugins/admin/server/customers-api.test.ts',
  // The merge finds every column naming a user in PostgreSQL's catalog, not SQLite's.
  '../../../plugins/admin/server/identities-api.test.ts',
  // The report plugin on the scoped data access (grouped counts over the core's report_log, bookmarks' order), and
  // the menus the administration writes through the guarded data access.
  '../../../plugins/report/server/admin/provider-usage-routes.test.ts',
  '../../../plugins/report/server/personal/bookmark-routes.test.ts',
  '../../../plugins/admin/server/menu-api.test.ts',
  // A contract's empty document column (BYTEA) beside its file in the file storage.
  '../../../plugins/contracts/server/contract-records-api.test.ts',
]);
