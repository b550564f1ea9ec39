import { DemoCustomers, DemoUsers, type SyncState } from '../../../../server/plugin-api';
import { setCustomerPlugins, userHeaders } from '../../../../server/plugin-api/testing';
import {
  checkQuery,
  checkRequest,
  DemoTenants,
  operationOf,
  withConnectedDemo,
} from '../../../../server/plugin-api/testing/microsoft-cloud';
import { RecommendationAdminPaths, RecommendationPaths, type ProviderRecommendation } from '../../contract';
import { ADVISOR_SOURCE } from './advisor-source';

// Every demo customer connected to its demo tenant.
const demo = withConnectedDemo({ each: true });
const { cloud } = demo;
const app = () => demo.portal().app;
beforeEach(() => {
  // The demo's Fabrikam list leaves recommendations out; here both customers have them.
  setCustomerPlugins(app(), DemoCustomers.fabrikam, null);
});

const { contoso, fabrikam } = DemoCustomers;
const sync = (customerId: string) => demo.sync('recommendations', ADVISOR_SOURCE, customerId);
const stateOf = (customerId: string): SyncState => demo.syncState('recommendations', ADVISOR_SOURCE, customerId)!;
const tenantOf = (id: string) => cloud().state.tenant(id)!;

interface AdvisorRow {
  id: string;
  advisor_id: string;
  subscription_id: string;
  resource_name: string;
  state: string;
  savings_amount: number | null;
  savings_period: string | null;
  impact: string | null;
}
const advisorRows = (customerId: string) =>
  app()
    .portal.db.prepare(
      `SELECT id, advisor_id, subscription_id, resource_name, state, savings_amount, savings_period, impact
       FROM recommendations WHERE customer_id = ? AND source = 'advisor' ORDER BY resource_name`,
    )
    .all(customerId) as AdvisorRow[];

async function providerList(customerId: string): Promise<ProviderRecommendation[]> {
  const answer = await app().inject({
    url: RecommendationAdminPaths.list(customerId),
    headers: await userHeaders(app(), DemoUsers.petra),
  });
  return answer.json().recommendations;
}

/** Every request the sync sent is a described operation with the kept description's query and body. */
function expectDescribedRequests() {
  const sent = cloud().state.calls.filter((call) => call.api === 'arm');
  expect(sent.length).toBeGreaterThan(0);
  for (const call of sent) {
    const op = operationOf(call.method, call.path);
    expect([call.path, op?.operationId ?? null]).toEqual([call.path, expect.any(String)]);
    expect([...checkQuery(op!, call.query), ...checkRequest(op!, undefined)]).toEqual([]);
  }
  return new Set(sent.map((call) => operationOf(call.method, call.path)!.operationId));
}

describe("Azure Advisor's cost recommendations, synced per connected customer through the emulator", () => {
  it("two customers in two tenants: each gets its own tenant's recommendations as New, with impact and yearly savings, never the other's", async () => {
    expect(await demo.served('recommendations', ADVISOR_SOURCE)).toEqual(expect.arrayContaining([contoso, fabrikam]));
    expect(await sync(contoso)).toBe('succeeded');
    expect(await sync(fabrikam)).toBe('succeeded');
    const contosoSub = tenantOf(DemoTenants.contoso).azureSubscriptions[0]!.subscriptionId;
    const fabrikamSub = tenantOf(DemoTenants.fabrikam).azureSubscriptions[0]!.subscriptionId;

    const mine = advisorRows(contoso);
    expect(mine.map((row) => row.resource_name)).toEqual([
      'disk-contoso-old-01',
      'sql-contoso-ecd',
      'vm-contoso-web-01',
    ]);
    expect(mine.every((row) => row.subscription_id === contosoSub && row.advisor_id.includes(contosoSub))).toBe(true);
    expect(mine.every((row) => row.state === 'New')).toBe(true);
    expect(mine.find((row) => row.resource_name === 'vm-contoso-web-01')).toMatchObject({
      impact: 'High',
      savings_amount: 2472,
      savings_period: 'year',
    });
    const theirs = advisorRows(fabrikam);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((row) => row.subscription_id === fabrikamSub && !row.advisor_id.includes(contosoSub))).toBe(
      true,
    );

    // Each customer's calls carried its own tenant's token.
    const calls = cloud().state.calls.filter((call) => call.api === 'arm' && call.path.includes('Advisor'));
    expect(calls.map((call) => [call.path.includes(contosoSub) ? 'contoso' : 'fabrikam', call.tenantId])).toEqual([
      ['contoso', DemoTenants.contoso],
      ['fabrikam', DemoTenants.fabrikam],
    ]);
    expect(expectDescribedRequests()).toEqual(new Set(['Subscriptions_List', 'Recommendations_List']));

    // The customer's screen reads the same table: Anna (Contoso) sees Contoso's, never Fabrikam's.
    const list = await app().inject({
      url: RecommendationPaths.list,
      headers: await userHeaders(app(), DemoUsers.anna),
    });
    const names = list.json().map((r: { resourceName: string }) => r.resourceName);
    expect(names).toEqual(
      expect.arrayContaining(['vm-contoso-web-01', 'vm-contoso-web-01'.replace('web-01', 'web-01')]),
    );
    expect(names.some((name: string) => name.includes('fabrikam'))).toBe(false);
    expect(stateOf(contoso)).toMatchObject({ lastSuccessAt: expect.any(String), lastError: null });
  });

  it('a second sync keeps the decisions made, approves by the rule, and offers applied accepted work as Finished', async () => {
    await sync(contoso);
    const [disk, sql, vm] = advisorRows(contoso);
    const anna = await userHeaders(app(), DemoUsers.anna);
    const applyAt = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (
        await app().inject({
          method: 'POST',
          url: RecommendationPaths.accept(disk!.id),
          headers: anna,
          payload: { applyAt },
        })
      ).statusCode,
    ).toBe(200);
    const petra = await userHeaders(app(), DemoUsers.petra);
    await app().inject({
      method: 'PUT',
      url: RecommendationAdminPaths.rule(contoso),
      headers: petra,
      payload: { minYearlySavings: 2000, currency: 'EUR', impacts: [] },
    });
    expect(advisorRows(contoso).map((row) => row.state)).toEqual(['AcceptedByCustomer', 'New', 'Approved']);

    // The disk was deleted: Advisor no longer reports it.
    const diskName = disk!.advisor_id.split('/').at(-1)!;
    expect(cloud().state.applyRecommendation(diskName)).toBe(true);
    expect(await sync(contoso)).toBe('succeeded');
    const byId = new Map((await providerList(contoso)).map((r) => [r.id, r]));
    expect(byId.get(disk!.id)).toMatchObject({ state: 'AcceptedByCustomer', goneSince: expect.any(String) });
    expect(byId.get(sql!.id)).toMatchObject({ state: 'New', goneSince: null });
    expect(byId.get(vm!.id)).toMatchObject({ state: 'Approved', goneSince: null });
    expect(advisorRows(contoso)).toHaveLength(3);
  });

  it('Advisor throttled (429) keeps the last good data and records the failure; the next run recovers', async () => {
    expect(await sync(contoso)).toBe('succeeded');
    const before = advisorRows(contoso);
    // More 429s than the connection's three waits of Retry-After.
    cloud().state.faults.add({
      api: 'arm',
      match: 'Microsoft.Advisor',
      kind: 'throttle',
      retryAfterSeconds: 1,
      times: 4,
    });
    expect(await sync(contoso)).toBe('failed');
    expect(stateOf(contoso).lastError).toMatchObject({ kind: 'throttled' });
    expect(advisorRows(contoso)).toEqual(before);
    const list = await app().inject({
      url: RecommendationPaths.list,
      headers: await userHeaders(app(), DemoUsers.anna),
    });
    expect(list.json().filter((r: { id: string }) => before.some((row) => row.id === r.id))).toHaveLength(
      before.length,
    );

    expect(await sync(contoso)).toBe('succeeded');
    expect(stateOf(contoso)).toMatchObject({ lastError: null, consecutiveFailures: 0 });
    expect(advisorRows(contoso)).toEqual(before);
  }, 30_000);

  it('a subscription refused: the others are stored, its own are not marked gone, and the failure names it', async () => {
    const tenant = tenantOf(DemoTenants.contoso);
    const production = tenant.azureSubscriptions[0]!;
    tenant.azureSubscriptions.push({
      ...production,
      subscriptionId: '7e57c0de-0000-4000-a000-00000000c0de',
      displayName: 'Contoso Test',
      recommendations: production.recommendations.map((r) => ({ ...r, name: `${r.name.slice(0, -4)}7e57` })),
    });
    expect(await sync(contoso)).toBe('succeeded');
    expect(advisorRows(contoso)).toHaveLength(6);

    production.subscriptionScopeAccess = false;
    // Meanwhile one of the test subscription's was applied: the run still reads that subscription.
    const applied = tenant.azureSubscriptions[1]!.recommendations[0]!.name;
    expect(cloud().state.applyRecommendation(applied)).toBe(true);
    expect(await sync(contoso)).toBe('failed');
    expect(stateOf(contoso).lastError).toMatchObject({
      kind: 'access-denied',
      detail: expect.stringContaining('Contoso Zorg'),
    });
    const list = await providerList(contoso);
    expect(list.filter((r) => r.source === 'advisor' && r.goneSince === null)).toHaveLength(5);
    const gone = advisorRows(contoso).find((row) => row.advisor_id.endsWith(applied))!;
    expect(list.find((r) => r.id === gone.id)).toMatchObject({ goneSince: expect.any(String) });
    // The refused subscription's recommendations stay on the customer's screen.
    const anna = await app().inject({
      url: RecommendationPaths.list,
      headers: await userHeaders(app(), DemoUsers.anna),
    });
    expect(
      anna
        .json()
        .filter(
          (r: { id: string; subscriptionName: string }) =>
            r.id.startsWith('adv-') && r.subscriptionName === production.displayName,
        ),
    ).toHaveLength(3);
  });

  it('Northwind, connected without Azure, gets no recommendation and keeps its own; an unlinked customer is not served', async () => {
    const ownBefore = app().portal.db.prepare("SELECT * FROM recommendations WHERE customer_id = 'northwind'").all();
    expect(await sync(DemoCustomers.northwind)).toBe('succeeded');
    expect(app().portal.db.prepare("SELECT * FROM recommendations WHERE customer_id = 'northwind'").all()).toEqual(
      ownBefore,
    );
    app().portal.db.prepare('DELETE FROM customer_tenants WHERE customer_id = ?').run(fabrikam);
    const served = await demo.served('recommendations', ADVISOR_SOURCE);
    expect(served).toContain(contoso);
    expect(served).not.toContain(fabrikam);
    expect(await sync(fabrikam)).toBe('not-served');
    expect(advisorRows(fabrikam)).toEqual([]);
  });
});
