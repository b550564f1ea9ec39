import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  customerData,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { RecommendationAdminPaths, RecommendationPaths } from '../contract';
import type { AdvisorRecord } from './advisor/advisor-records';
import { storeAdvisorReport } from './advisor/advisor-store';
import { migrations } from './migrations';

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(async () => {
  await portal.close();
});

const SUB = '0b1f6c1e-0000-4000-a000-000000000002';
const VM: AdvisorRecord = {
  advisorId: `/subscriptions/${SUB}/resourceGroups/rg/providers/Microsoft.Compute/virtualMachines/vm-a/providers/Microsoft.Advisor/recommendations/r1`,
  resourceName: 'vm-a',
  description: 'Right-size or shutdown underutilized virtual machines: Resize vm-a to a smaller size',
  subscriptionId: SUB,
  subscriptionName: 'Contoso Production',
  impact: 'High',
  savings: { amount: 2472, currency: 'EUR', period: 'year' },
  lastUpdated: '2026-11-28T10:00:00.000Z',
};

const contoso = () => customerData(portal.app.portal.db, 'recommendations', migrations, DemoCustomers.contoso);
const advise = (records: AdvisorRecord[]) => storeAdvisorReport(contoso(), records, [SUB], new Date().toISOString());
const applyAt = new Date(Date.now() + 3 * 86_400_000).toISOString();

async function accept(id: string) {
  return portal.app.inject({
    method: 'POST',
    url: RecommendationPaths.accept(id),
    headers: await userHeaders(portal.app, DemoUsers.anna),
    payload: { applyAt },
  });
}

const providerView = async (id: string) =>
  (
    await portal.app.inject({
      url: RecommendationAdminPaths.list(DemoCustomers.contoso),
      headers: await userHeaders(portal.app, DemoUsers.petra),
    })
  )
    .json()
    .recommendations.find((r: { id: string }) => r.id === id);

describe('an accepted recommendation from Advisor becomes work for the provider', () => {
  it('files a service request scheduled for the chosen moment and keeps its number with the recommendation', async () => {
    const [id] = advise([VM]).added;
    const before = count(portal.app, 'service_requests');
    const answer = await accept(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id, state: 'AcceptedByCustomer', applyAt });
    expect(count(portal.app, 'service_requests')).toBe(before + 1);
    const { serviceRequestNumber } = await providerView(id);
    expect(serviceRequestNumber).toEqual(expect.any(String));
    const filed = portal.app.portal.db
      .prepare(
        'SELECT customer_id, category, source, user_id, name, description FROM service_requests WHERE number = ?',
      )
      .get(serviceRequestNumber) as Record<string, string>;
    expect(filed).toMatchObject({
      customer_id: 'contoso',
      category: 'change',
      source: 'recommendations',
      user_id: 'anna',
      name: 'Apply the Azure recommendation for vm-a',
    });
    expect(filed.description).toContain(applyAt);
    expect(filed.description).toContain(VM.advisorId);
    expect(filed.description).toContain('2472 EUR per year');
  });

  it("the portal's own recommendations are accepted as before, without a request", async () => {
    const before = count(portal.app, 'service_requests');
    expect((await accept('rec-contoso-1')).statusCode).toBe(200);
    expect(count(portal.app, 'service_requests')).toBe(before);
    expect(await providerView('rec-contoso-1')).toMatchObject({
      state: 'AcceptedByCustomer',
      serviceRequestNumber: null,
    });
  });

  it('without the support desk for the customer the acceptance still stands, with no request number', async () => {
    const [id] = advise([VM]).added;
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['recommendations', 'report']);
    expect((await accept(id)).statusCode).toBe(200);
    expect(await providerView(id)).toMatchObject({ state: 'AcceptedByCustomer', serviceRequestNumber: null });
  });

  it('declining files nothing and changes nothing', async () => {
    const [id] = advise([VM]).added;
    const before = count(portal.app, 'service_requests');
    const answer = await portal.app.inject({
      method: 'POST',
      url: RecommendationPaths.decline(id),
      headers: await userHeaders(portal.app, DemoUsers.anna),
      payload: {},
    });
    expect(answer.json()).toMatchObject({ state: 'New' });
    expect(count(portal.app, 'service_requests')).toBe(before);
    expect(await providerView(id)).toMatchObject({ state: 'New', serviceRequestNumber: null });
  });
});

describe('Advisor no longer reporting a recommendation', () => {
  it("is offered to the provider as finished once accepted, and one nobody decided on leaves the customer's list", async () => {
    const other = { ...VM, advisorId: VM.advisorId.replace(/r1$/, 'r2'), resourceName: 'vm-b' };
    const [accepted, undecided] = advise([VM, other]).added;
    expect((await accept(accepted)).statusCode).toBe(200);
    advise([]);
    expect(await providerView(accepted)).toMatchObject({ state: 'AcceptedByCustomer', goneSince: expect.any(String) });
    expect(await providerView(undecided)).toMatchObject({ state: 'New', goneSince: expect.any(String) });
    const list = await portal.app.inject({
      url: RecommendationPaths.list,
      headers: await userHeaders(portal.app, DemoUsers.anna),
    });
    const ids = list.json().map((r: { id: string }) => r.id);
    expect(ids).toContain(accepted);
    expect(ids).not.toContain(undecided);
    // Withdrawn: the customer can no longer decide on it.
    expect((await accept(undecided)).statusCode).toBe(409);
    // Reported again: offered again.
    advise([other]);
    expect(await providerView(undecided)).toMatchObject({ goneSince: null });
  });
});
