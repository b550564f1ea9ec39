import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { AzureServicePaths } from '../contract';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal.close());

const get = async (url: string, user: string = DemoUsers.anna) =>
  portal.app.inject({ url, headers: await userHeaders(portal.app, user) });
const stored = () => ({
  services: count(portal.app, 'azure_services'),
  costs: count(portal.app, 'azure_service_costs'),
});

describe('GET /api/azure-services', () => {
  it("answers the active customer's services with 6 months of costs by default, 12 on request", async () => {
    const six = (await get(AzureServicePaths.list)).json();
    expect(six.months).toHaveLength(6);
    expect(six.services.map((s: { name: string }) => s.name)).toContain('sql-contoso-ecd');
    expect(
      six.services.every(
        (s: { id: string; costs: unknown[] }) => s.id.startsWith('az-contoso-') && s.costs.length === 6,
      ),
    ).toBe(true);
    expect(six.services[0]).toMatchObject({
      resourceGroup: 'rg-web-prod',
      subscription: 'Contoso Zorg - Production',
      category: 'Compute',
      currency: 'EUR',
    });
    expect((await get(`${AzureServicePaths.list}?months=12`)).json().services[0].costs).toHaveLength(12);
  });

  it.each([
    ['months=7', '?months=7'],
    ['months=abc', '?months=abc'],
    ['an unknown parameter', '?customerId=fabrikam'],
  ])('answers 400 for %s and writes nothing', async (_label, query) => {
    const before = stored();
    const response = await get(`${AzureServicePaths.list}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(stored()).toEqual(before);
  });

  it('answers 401 signed out, 403 without the azure permission (dirk) and to an unauthorized user, 404 where the plugin is off', async () => {
    expect((await portal.app.inject({ url: AzureServicePaths.list })).statusCode).toBe(401);
    expect((await get(AzureServicePaths.list, DemoUsers.dirk)).statusCode).toBe(403);
    expect((await get(AzureServicePaths.list, DemoUsers.carla)).statusCode).toBe(403);
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['claims']);
    try {
      expect((await get(AzureServicePaths.list)).statusCode).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
  });
});
