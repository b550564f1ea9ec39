import { defineServerPlugin } from '../../../server/plugin-api';
import { SurveysData } from '../contract';
import { seedSurveys } from './demo-seed';
import { surveyAdminRoutes } from './admin-routes';
import { migrations } from './migrations';
import { surveyRecords } from './records';
import { surveyRoutes } from './routes';

/**
 * Questionnaires of the active customer. Each user answers for themselves: a draft kept on the server until they
 * submit, then read-only.
 */
export default defineServerPlugin({
  id: 'surveys',
  actionTypes: ['surveys'],
  capabilities: ['crossCustomerData', 'customerDirectory'],
  actionDataSchemas: { surveys: SurveysData },
  migrations,
  seed: seedSurveys,
  routes(api) {
    surveyRoutes(api);
    api.records(surveyRecords);
    surveyAdminRoutes(api);
  },
});
