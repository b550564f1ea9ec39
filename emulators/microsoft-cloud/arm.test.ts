import { buildMicrosoftCloud } from './app';
import { DemoTenants } from './demo-tenants';
import { OWNER_ROLE_ID } from './role-assignments';
import { accessToken, call } from './testing/cloud-client';

describe('Azure Resource Manager: Advisor, Resource Graph, Cost Management, subscription aliases and owners', () => {
  let now = Date.now();
  const cloud = buildMicrosoftCloud(undefined, { now: () => now, aliasProvisioningMs: 5000 });
  const contoso = () => cloud.state.tenant(DemoTenants.contoso)!;
  const sub = () => contoso().azureSubscriptions[0].subscriptionId;
  let arm: string;
  beforeAll(async () => {
    arm = await accessToken(cloud, DemoTenants.contoso, 'arm');
  });

  it('lists Cost recommendations with their impact and yearly savings; another category is empty', async () => {
    const base = `/subscriptions/${sub()}/providers/Microsoft.Advisor/recommendations?api-version=2023-01-01`;
    const cost = await call(cloud, 'GET', `${base}&$filter=${encodeURIComponent("Category eq 'Cost'")}`, arm);
    const value = cost.json<{
      value: {
        properties: { category: string; impact: string; extendedProperties: { annualSavingsAmount: string } };
      }[];
    }>().value;
    expect(value).toHaveLength(3);
    expect(value[0].properties).toMatchObject({
      category: 'Cost',
      impact: 'High',
      extendedProperties: { annualSavingsAmount: '2472' },
    });
    expect(cloud.state.applyRecommendation(contoso().azureSubscriptions[0].recommendations[2].name)).toBe(true);
    const after = await call(cloud, 'GET', `${base}&$filter=${encodeURIComponent("Category eq 'Cost'")}`, arm);
    expect(after.json<{ value: unknown[] }>().value).toHaveLength(2);
    const security = await call(cloud, 'GET', `${base}&$filter=${encodeURIComponent("Category eq 'Security'")}`, arm);
    expect(security.json<{ value: unknown[] }>().value).toEqual([]);
  });

  it("lists the token's tenant's subscriptions only; one the app may not read at its scope is listed, and refused", async () => {
    const list = async (token: string) =>
      (await call(cloud, 'GET', '/subscriptions?api-version=2022-12-01', token))
        .json<{ value: { subscriptionId: string; displayName: string }[] }>()
        .value.map((s) => s.subscriptionId);
    expect(await list(arm)).toEqual([sub()]);
    const fabrikam = cloud.state.tenant(DemoTenants.fabrikam)!;
    expect(await list(await accessToken(cloud, DemoTenants.fabrikam, 'arm'))).toEqual([
      fabrikam.azureSubscriptions[0].subscriptionId,
    ]);
    expect(await list(await accessToken(cloud, DemoTenants.northwind, 'arm'))).toEqual([]);
    contoso().azureSubscriptions[0].subscriptionScopeAccess = false;
    expect(await list(arm)).toEqual([sub()]);
    const advisor = await call(
      cloud,
      'GET',
      `/subscriptions/${sub()}/providers/Microsoft.Advisor/recommendations?api-version=2023-01-01`,
      arm,
    );
    expect([advisor.statusCode, advisor.json<{ error: { code: string } }>().error.code]).toEqual([
      403,
      'AuthorizationFailed',
    ]);
    delete contoso().azureSubscriptions[0].subscriptionScopeAccess;
    contoso().access.azure = false;
    expect(await list(arm)).toEqual([]);
    contoso().access.azure = true;
  });

  it('counts the inventory per resource type with Resource Graph, and never mixes in another tenant', async () => {
    const url = '/providers/Microsoft.ResourceGraph/resources?api-version=2021-03-01';
    const answer = await call(cloud, 'POST', url, arm, {
      subscriptions: [sub()],
      query: 'Resources | summarize count() by type | order by type asc',
    });
    expect(answer.json<{ data: { type: string; count_: number }[] }>().data[0]).toEqual({
      type: 'microsoft.compute/virtualmachines',
      count_: 2,
    });
    const fabrikamSub = cloud.state.tenant(DemoTenants.fabrikam)!.azureSubscriptions[0].subscriptionId;
    const mixed = await call(cloud, 'POST', url, arm, { subscriptions: [sub(), fabrikamSub], query: 'Resources' });
    expect(mixed.statusCode).toBe(403);
    const all = await call(cloud, 'POST', url, arm, { query: 'Resources | project name, subscriptionId' });
    expect(new Set(all.json<{ data: { subscriptionId: string }[] }>().data.map((r) => r.subscriptionId))).toEqual(
      new Set([sub()]),
    );
    const first = (
      await call(cloud, 'POST', url, arm, { query: 'Resources | project name', options: { $top: 4 } })
    ).json<{ $skipToken: string; data: unknown[]; totalRecords: number }>();
    const rest = (
      await call(cloud, 'POST', url, arm, {
        query: 'Resources | project name',
        options: { $top: 4, $skipToken: first.$skipToken },
      })
    ).json<{ $skipToken?: string; data: unknown[] }>();
    expect([first.totalRecords, first.data.length, rest.data.length, rest.$skipToken]).toEqual([6, 4, 2, undefined]);
    const invalid = await call(cloud, 'POST', url, arm, { query: 'Resources | extend x = 1' });
    expect(invalid.json<{ error: { details: { code: string }[] } }>().error.details[0].code).toBe('InvalidQuery');
  });

  it('answers the cost per service and month', async () => {
    const answer = await call(
      cloud,
      'POST',
      `/subscriptions/${sub()}/providers/Microsoft.CostManagement/query?api-version=2023-03-01`,
      arm,
      {
        type: 'ActualCost',
        timeframe: 'Custom',
        timePeriod: { from: new Date(now - 200 * 86_400_000).toISOString(), to: new Date(now).toISOString() },
        dataset: {
          granularity: 'Monthly',
          aggregation: { totalCost: { name: 'Cost', function: 'Sum' } },
          grouping: [{ type: 'Dimension', name: 'ServiceName' }],
        },
      },
    );
    const { columns, rows } = answer.json<{ properties: { columns: { name: string }[]; rows: unknown[][] } }>()
      .properties;
    expect(columns.map((c) => c.name)).toEqual(['Cost', 'BillingMonth', 'ServiceName', 'Currency']);
    expect(new Set(rows.map((r) => r[2]))).toEqual(
      new Set(['Virtual Machines', 'SQL Database', 'Storage', 'Azure App Service', 'VPN Gateway']),
    );
    expect(rows.length).toBeGreaterThanOrEqual(5 * 6);
    const refused = await call(
      cloud,
      'POST',
      `/subscriptions/${sub()}/providers/Microsoft.CostManagement/query?api-version=2023-03-01`,
      arm,
      { type: 'Nonsense', timeframe: 'MonthToDate' },
    );
    expect(refused.statusCode).toBe(400);
  });

  it('creates a subscription through an alias (Accepted, then Succeeded) and makes the named user its owner', async () => {
    const partnerArm = await accessToken(cloud, DemoTenants.partner, 'arm');
    const url = '/providers/Microsoft.Subscription/aliases/contoso-dev?api-version=2021-10-01';
    const put = await call(cloud, 'PUT', url, partnerArm, {
      properties: { displayName: 'Contoso Dev', workload: 'DevTest', billingScope: contoso().billingScope },
    });
    expect([
      put.statusCode,
      put.json<{ properties: { provisioningState: string } }>().properties.provisioningState,
    ]).toEqual([201, 'Accepted']);
    now += 6000;
    const polled = await call(cloud, 'GET', url, partnerArm);
    const { provisioningState, subscriptionId } = polled.json<{
      properties: { provisioningState: string; subscriptionId: string };
    }>().properties;
    expect(provisioningState).toBe('Succeeded');
    const graph = await accessToken(cloud, DemoTenants.contoso, 'graph');
    const owner = (
      await call(cloud, 'GET', `/v1.0/users/${encodeURIComponent('admin@contosozorg.onmicrosoft.com')}`, graph)
    ).json<{ id: string }>();
    const assignment = `/subscriptions/${subscriptionId}/providers/Microsoft.Authorization/roleAssignments/0b8d7f35-1f3a-4c55-9a31-3c1f8f3e8a01?api-version=2022-04-01`;
    const body = {
      properties: {
        roleDefinitionId: `/subscriptions/${subscriptionId}/providers/Microsoft.Authorization/roleDefinitions/${OWNER_ROLE_ID}`,
        principalId: owner.id,
        principalType: 'User',
      },
    };
    expect((await call(cloud, 'PUT', assignment, arm, body)).statusCode).toBe(201);
    expect((await call(cloud, 'PUT', assignment, arm, body)).json<{ error: { code: string } }>().error.code).toBe(
      'RoleAssignmentExists',
    );
    const stranger = { properties: { ...body.properties, principalId: '99999999-9999-4999-a999-999999999999' } };
    expect(
      (await call(cloud, 'PUT', assignment.replace('0b8d', '1b8d'), arm, stranger)).json<{ error: { code: string } }>()
        .error.code,
    ).toBe('PrincipalNotFound');
  });

  it("ends a provisioning Failed when told to, and refuses another tenant's billing scope", async () => {
    cloud.state.failAlias = true;
    const partnerArm = await accessToken(cloud, DemoTenants.partner, 'arm');
    const url = '/providers/Microsoft.Subscription/aliases/contoso-broken?api-version=2021-10-01';
    await call(cloud, 'PUT', url, partnerArm, {
      properties: { displayName: 'Broken', workload: 'Production', billingScope: contoso().billingScope },
    });
    now += 6000;
    expect(
      (await call(cloud, 'GET', url, partnerArm)).json<{ properties: { provisioningState: string } }>().properties
        .provisioningState,
    ).toBe('Failed');
    const fabrikamArm = await accessToken(cloud, DemoTenants.fabrikam, 'arm');
    const foreign = await call(
      cloud,
      'PUT',
      '/providers/Microsoft.Subscription/aliases/steal?api-version=2021-10-01',
      fabrikamArm,
      { properties: { displayName: 'X', workload: 'Production', billingScope: contoso().billingScope } },
    );
    expect(foreign.statusCode).toBe(403);
  });
});
