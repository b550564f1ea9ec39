/** The contract test kit: what scripts/contract-test.mjs bundles and runs, and what tests import. */
export { runContractTest, UNKNOWN_ACTION_ID, type ContractTestOptions } from './checker';
export { coreOpenApiDocument } from './core-contract';
export {
  failedCalls,
  formatCheck,
  formatHeader,
  formatReport,
  formatSummary,
  type Check,
  type ContractReport,
} from './report';
