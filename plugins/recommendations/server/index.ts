import { defineServerPlugin } from '../../../server/plugin-api';
import { RecommendationsData } from '../contract';
import { seedRecommendations } from './demo-seed';
import { migrations } from './migrations';
import { recommendationAdminRoutes } from './admin-routes';
import { advisorSource } from './advisor/advisor-source';
import { recommendationRoutes } from './routes';

/**
 * Azure cost recommendations of the active customer. Accepting stores the moment the change is applied;
 * declining is only recorded.
 */
export default defineServerPlugin({
  id: 'recommendations',
  // The administration and the sync name the customer they work for (the provider's approval, Advisor's data);
  // the Microsoft connection names the connected customers.
  capabilities: ['crossCustomerData'],
  actionTypes: ['recommendations'],
  actionDataSchemas: { recommendations: RecommendationsData },
  migrations,
  seed: seedRecommendations,
  routes: (api) => {
    recommendationRoutes(api);
    recommendationAdminRoutes(api);
    advisorSource(api);
  },
});
