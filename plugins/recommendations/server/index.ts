import { defineServerPlugin } from '../../../server/plugin-api';
import { RecommendationsData } from '../contract';
import { seedRecommendations } from './demo-seed';
import { migrations } from './migrations';
import { recommendationRoutes } from './routes';

/**
 * Azure cost recommendations of the active customer. Accepting stores the moment the change is applied;
 * declining is only recorded.
 */
export default defineServerPlugin({
  id: 'recommendations',
  actionTypes: ['recommendations'],
  actionDataSchemas: { recommendations: RecommendationsData },
  migrations,
  seed: seedRecommendations,
  routes: recommendationRoutes,
});
