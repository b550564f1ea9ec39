import { DemoCustomers } from '../plugin-api';
import { withConnectedDemo } from '../plugin-api/testing/microsoft-cloud';
import { parsePluginGrants } from '../plugin-host/plugin-settings';

/** The Microsoft syncs and their sources: the Microsoft connection names the customers they serve. */
const SYNCS = [
  ['subscriptions', 'licences'],
  ['recommendations', 'recommendations'],
  ['managed-resources', 'inventory'],
  ['azure-services', 'costs'],
] as const;
const crossCustomerDataOnly = Object.fromEntries(SYNCS.map(([plugin]) => [plugin, ['crossCustomerData']]));

describe('the Microsoft syncs without the customer directory', () => {
  const demo = withConnectedDemo({
    portal: { config: { pluginGrants: { ...parsePluginGrants(undefined), ...crossCustomerDataOnly } }, pluginJobs: {} },
    disconnected: [DemoCustomers.northwind],
  });

  it.each(SYNCS)('%s serves the connected customers with crossCustomerData alone', async (plugin, source) => {
    expect(await demo.served(plugin, source)).toEqual([DemoCustomers.contoso, DemoCustomers.fabrikam]);
  });
});
