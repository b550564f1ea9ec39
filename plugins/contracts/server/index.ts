import { defineServerPlugin } from '../../../server/plugin-api';
import { ContractsData } from '../contract';
import { seedContracts } from './demo-seed';
import { migrations } from './migrations';
import { contractRecords } from './records';
import { contractRoutes } from './routes';
import { contractSearch } from './search';

/** The active customer's contracts with their signed documents (PDF downloads). */
export default defineServerPlugin({
  id: 'contracts',
  actionTypes: ['contracts'],
  actionDataSchemas: { contracts: ContractsData },
  migrations,
  seed: seedContracts,
  routes(api) {
    contractRoutes(api);
    api.records(contractRecords);
    api.search(contractSearch);
  },
});
