/**
 * Server tests on PostgreSQL (real-server-suite.ts), a share of them: the plugins ported from the raw handle to
 * the scoped data access (nulls sort differently, ids come back) that take requests from customers.
 */
import { runServerTestsOnPostgres } from './real-server-suite';

runServerTestsOnPostgres([
  '../../../plugins/recommendations/server/recommendations-api.test.ts',
  '../../../plugins/azure-subscriptions/server/azure-subscriptions-api.test.ts',
  '../../../plugins/service-requests/server/service-requests-api.test.ts',
  // The service catalogue's forms and versions, and its filed requests.
  '../../../plugins/service-requests/server/catalogue/catalogue-api.test.ts',
  // Surveys as records (fields under a JSON key) and their answers read across customers.
  '../../../plugins/surveys/server/survey-records.test.ts',
  '../../../plugins/surveys/server/survey-answers-admin.test.ts',
]);
