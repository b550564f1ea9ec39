import { DemoCustomers } from '../plugin-api';
import { createTestPortal, type TestPortal } from '../plugin-api/testing';
import { withMicrosoftCloud } from '../plugin-api/testing/microsoft-cloud';
import { parsePluginGrants } from '../plugin-host/plugin-settings';

/** The Microsoft syncs and their sources: the Microsoft connection names the customers it serves. */
const SYNCS = [
  ['subscriptions', 'licences'],
  ['recommendations', 'recommendations'],
  ['managed-resources', 'inventory'],
  ['azure-services', 'costs'],
] as const;

describe('the Microsoft syncs without the customer directory', () => {
  withMicrosoftCloud();
  let portal: TestPortal;
  beforeAll(async () => {
    const crossCustomerDataOnly = Object.fromEntries(SYNCS.map(([plugin]) => [plugin, ['crossCustomerData']]));
    portal = await createTestPortal({
      config: {
        pluginGrants: { ...parsePluginGrants(undefined), ...crossCustomerDataOnly },
      },
      pluginJobs: {},
    });
    portal.app.portal.db.prepare('DELETE FROM customer_tenants WHERE customer_id = ?').run(DemoCustomers.northwind);
  });
  afterAll(() => portal.close());

  it.each(SYNCS)('%s serves the connected customers with crossCustomerData alone', async (plugin, source) => {
    const registered = portal.app.portal.syncs!.find(plugin, source);
    expect(registered).not.toBeNull();
    expect([...(await registered!.source.customers())].sort()).toEqual(
      [DemoCustomers.contoso, DemoCustomers.fabrikam].sort(),
    );
  });
});
