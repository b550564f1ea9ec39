import { buildMicrosoftCloud } from './app';
import { DemoTenants } from './demo-tenants';
import { accessToken, call } from './testing/cloud-client';

/** Two customers in two tenants: each tenant's token sees its own data and nothing of the other's. */
describe('isolation between customer tenants', () => {
  const cloud = buildMicrosoftCloud();
  const subOf = (tenant: string) => cloud.state.tenant(tenant)!.azureSubscriptions[0].subscriptionId;

  it.each([
    [DemoTenants.contoso, DemoTenants.fabrikam],
    [DemoTenants.fabrikam, DemoTenants.contoso],
  ])(
    'a token of %s reads its own licences, inventory, recommendations and costs, and none of %s',
    async (own, other) => {
      const graph = await accessToken(cloud, own, 'graph');
      const arm = await accessToken(cloud, own, 'arm');
      const skus = (await call(cloud, 'GET', '/v1.0/subscribedSkus', graph)).json<{ value: { accountId: string }[] }>()
        .value;
      expect(new Set(skus.map((s) => s.accountId))).toEqual(new Set([own]));
      const rows = (
        await call(cloud, 'POST', '/providers/Microsoft.ResourceGraph/resources?api-version=2021-03-01', arm, {
          query: 'Resources',
        })
      ).json<{
        data: { tenantId: string }[];
      }>().data;
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([own]));
      const advisor = (sub: string) =>
        `/subscriptions/${sub}/providers/Microsoft.Advisor/recommendations?api-version=2023-01-01`;
      const cost = (sub: string) =>
        `/subscriptions/${sub}/providers/Microsoft.CostManagement/query?api-version=2023-03-01`;
      expect((await call(cloud, 'GET', advisor(subOf(own)), arm)).statusCode).toBe(200);
      expect((await call(cloud, 'GET', advisor(subOf(other)), arm)).statusCode).toBe(401);
      expect(
        (await call(cloud, 'POST', cost(subOf(other)), arm, { type: 'ActualCost', timeframe: 'MonthToDate' }))
          .statusCode,
      ).toBe(401);
      const query = { subscriptions: [subOf(other)], query: 'Resources' };
      expect(
        (await call(cloud, 'POST', '/providers/Microsoft.ResourceGraph/resources?api-version=2021-03-01', arm, query))
          .statusCode,
      ).toBe(403);
    },
  );
});
