/**
 * Server tests on PostgreSQL (real-server-suite.ts), a share of them: files and notifications, ported from the
 * raw handle to the scoped data access (nulls sort differently, ids come back).
 */
import { runServerTestsOnPostgres } from './real-server-suite';

runServerTestsOnPostgres([
  '../../../plugins/files/server/files-api.test.ts',
  '../../../plugins/files/server/quota-and-delete.test.ts',
  '../../../plugins/notifications/server/notifications-api.test.ts',
  '../../../plugins/notifications/server/broadcasts-api.test.ts',
  '../../../plugins/notifications/server/notice-sender.test.ts',
]);
