import { buildMicrosoftCloud } from './app';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DemoTenants } from './demo-tenants';
import { OWNER_ROLE_ID } from './role-assignments';
import { allOperations, checkAnswer, checkRequest, operationOf } from './testing/descriptions';

/**
 * Every request a connector sends and every answer the emulator gives, checked against the kept descriptions
 * (descriptions/README.md names their sources): successes and refusals alike.
 */
describe('the emulator against the published API descriptions', () => {
  const cloud = buildMicrosoftCloud(undefined, { aliasProvisioningMs: 0 });
  const exercised = new Set<string>();
  const tokens: Record<string, string> = {};

  async function exchange(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: { body?: unknown; token?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const op = operationOf(method, url);
    if (!op) throw new Error(`${method} ${url} is in no kept description`);
    exercised.add(op.operationId);
    const requestProblems = checkRequest(op, options.form ?? options.body);
    const answer = await cloud.app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      ...(options.form
        ? { payload: new URLSearchParams(options.form).toString() }
        : options.body === undefined
          ? {}
          : { payload: options.body as object }),
    });
    const body = answer.body ? JSON.parse(answer.body) : undefined;
    expect([...requestProblems, ...checkAnswer(op, answer.statusCode, body)]).toEqual([]);
    return { status: answer.statusCode, body };
  }

  const form = (scope: string, secret = DEMO_CLIENT_SECRET) => ({
    grant_type: 'client_credentials',
    client_id: DEMO_CLIENT_ID,
    client_secret: secret,
    scope,
  });
  const contoso = () => cloud.state.tenant(DemoTenants.contoso)!;
  const sub = () => contoso().azureSubscriptions[0].subscriptionId;

  beforeAll(async () => {
    for (const [name, tenant, scope] of [
      ['graph', DemoTenants.contoso, 'https://graph.microsoft.com/.default'],
      ['arm', DemoTenants.contoso, 'https://management.azure.com/.default'],
      ['partnerArm', DemoTenants.partner, 'https://management.azure.com/.default'],
      ['partnerCenter', DemoTenants.partner, 'https://api.partnercenter.microsoft.com/.default'],
    ])
      tokens[name] = (await exchange('POST', `/${tenant}/oauth2/v2.0/token`, { form: form(scope) })).body.access_token;
  });

  it('Entra token endpoint: tokens and refusals', async () => {
    expect(
      (
        await exchange('POST', `/${DemoTenants.contoso}/oauth2/v2.0/token`, {
          form: form('https://graph.microsoft.com/.default', 'wrong'),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await exchange('POST', '/00000000-0000-4000-a000-000000000000/oauth2/v2.0/token', {
          form: form('https://graph.microsoft.com/.default'),
        })
      ).status,
    ).toBe(400);
  });

  it('Microsoft Graph: subscribedSkus, a user by UPN, and errors', async () => {
    expect((await exchange('GET', '/v1.0/subscribedSkus', { token: tokens.graph })).status).toBe(200);
    expect(
      (await exchange('GET', '/v1.0/users/admin@contosozorg.onmicrosoft.com', { token: tokens.graph })).status,
    ).toBe(200);
    expect(
      (await exchange('GET', '/v1.0/users/nobody@contosozorg.onmicrosoft.com', { token: tokens.graph })).status,
    ).toBe(404);
    expect((await exchange('GET', '/v1.0/subscribedSkus', { token: tokens.arm })).status).toBe(401);
  });

  it('Partner Center: list, get, change, refused decrease, throttled', async () => {
    const list = await exchange('GET', `/v1/customers/${DemoTenants.contoso}/subscriptions`, {
      token: tokens.partnerCenter,
    });
    const bp = list.body.items.find((s: { offerName: string }) => s.offerName === 'Microsoft 365 Business Premium');
    const url = `/v1/customers/${DemoTenants.contoso}/subscriptions/${bp.id}`;
    const current = await exchange('GET', url, { token: tokens.partnerCenter });
    expect(
      (
        await exchange('PATCH', url, {
          token: tokens.partnerCenter,
          body: { ...current.body, quantity: bp.quantity + 1 },
          headers: { 'ms-requestid': 'a1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await exchange('PATCH', url, {
          token: tokens.partnerCenter,
          body: { ...current.body, quantity: 1 },
          headers: { 'ms-requestid': 'a2' },
        })
      ).status,
    ).toBe(400);
    cloud.state.faults.add({ api: 'partnerCenter', kind: 'throttle', retryAfterSeconds: 2 });
    expect((await exchange('GET', url, { token: tokens.partnerCenter })).status).toBe(429);
    expect(
      (await exchange('GET', `/v1/customers/${DemoTenants.contoso}/subscriptions`, { token: tokens.arm })).status,
    ).toBe(401);
  });

  it('Azure Advisor, Resource Graph and Cost Management, with their errors', async () => {
    const advisor = `/subscriptions/${sub()}/providers/Microsoft.Advisor/recommendations?api-version=2023-01-01&$filter=${encodeURIComponent("Category eq 'Cost'")}`;
    expect((await exchange('GET', advisor, { token: tokens.arm })).status).toBe(200);
    expect((await exchange('GET', advisor, { token: tokens.graph })).status).toBe(401);
    const subscriptions = await exchange('GET', '/subscriptions?api-version=2022-12-01', { token: tokens.arm });
    expect(subscriptions.body.value.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([sub()]);
    expect((await exchange('GET', '/subscriptions?api-version=2022-12-01', { token: tokens.graph })).status).toBe(401);
    contoso().azureSubscriptions[0].subscriptionScopeAccess = false;
    expect((await exchange('GET', advisor, { token: tokens.arm })).status).toBe(403);
    delete contoso().azureSubscriptions[0].subscriptionScopeAccess;
    const graphUrl = '/providers/Microsoft.ResourceGraph/resources?api-version=2021-03-01';
    expect(
      (
        await exchange('POST', graphUrl, {
          token: tokens.arm,
          body: {
            subscriptions: [sub()],
            query: 'Resources | summarize count() by type',
            options: { resultFormat: 'objectArray' },
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await exchange('POST', graphUrl, {
          token: tokens.arm,
          body: { subscriptions: [sub()], query: 'Resources | extend x = 1' },
        })
      ).status,
    ).toBe(400);
    const costUrl = `/subscriptions/${sub()}/providers/Microsoft.CostManagement/query?api-version=2023-03-01`;
    const month = { from: '2026-10-01T00:00:00Z', to: '2026-10-31T23:59:59Z' };
    const perService = {
      type: 'ActualCost',
      timeframe: 'Custom',
      timePeriod: month,
      dataset: {
        aggregation: { totalCost: { name: 'Cost', function: 'Sum' } },
        grouping: [{ type: 'Dimension', name: 'ServiceName' }],
      },
    };
    expect((await exchange('POST', costUrl, { token: tokens.arm, body: perService })).status).toBe(200);
    cloud.state.faults.add({ api: 'arm', match: 'CostManagement', kind: 'throttle', retryAfterSeconds: 60 });
    expect((await exchange('POST', costUrl, { token: tokens.arm, body: perService })).status).toBe(429);
  });

  it("subscription alias and the owner's role assignment, with their errors", async () => {
    const alias = '/providers/Microsoft.Subscription/aliases/contoso-test?api-version=2021-10-01';
    const create = {
      properties: { displayName: 'Contoso Test', workload: 'Production', billingScope: contoso().billingScope },
    };
    expect((await exchange('PUT', alias, { token: tokens.partnerArm, body: create })).status).toBe(201);
    const done = await exchange('GET', alias, { token: tokens.partnerArm });
    expect(done.body.properties.provisioningState).toBe('Succeeded');
    expect(
      (
        await exchange('PUT', '/providers/Microsoft.Subscription/aliases/x?api-version=2021-10-01', {
          token: tokens.partnerArm,
          body: { properties: { ...create.properties, billingScope: '/billingAccounts/none/customers/none' } },
        })
      ).status,
    ).toBe(404);
    const newSub = done.body.properties.subscriptionId;
    const user = contoso().users[0].id;
    const role = `/subscriptions/${newSub}/providers/Microsoft.Authorization/roleAssignments/6f0cbe49-5b3d-4c3f-8c9e-0b0a1c2d3e4f?api-version=2022-04-01`;
    const body = {
      properties: {
        roleDefinitionId: `/subscriptions/${newSub}/providers/Microsoft.Authorization/roleDefinitions/${OWNER_ROLE_ID}`,
        principalId: user,
        principalType: 'User',
      },
    };
    expect((await exchange('PUT', role, { token: tokens.arm, body })).status).toBe(201);
    expect((await exchange('PUT', role, { token: tokens.arm, body })).status).toBe(409);
  });

  it('exercised every kept operation', () => {
    expect([...exercised].sort()).toEqual(
      allOperations()
        .map((op) => op.operationId)
        .sort(),
    );
  });

  it('finds what does not conform: an invented field, a missing required one, a granularity the description does not list', () => {
    const list = operationOf('POST', '/providers/Microsoft.ResourceGraph/resources')!;
    expect(
      checkAnswer(list, 200, { totalRecords: 1, count: 1, resultTruncated: 'false', data: [], invented: 1 }),
    ).toEqual([expect.stringContaining("'invented' is not in the description")]);
    expect(checkAnswer(list, 200, { count: 1, resultTruncated: 'false', data: [] })).toEqual([
      expect.stringContaining("'totalRecords' is missing"),
    ]);
    const cost = operationOf('POST', `/subscriptions/${sub()}/providers/Microsoft.CostManagement/query`)!;
    // The service answers Monthly, but the 2023-03-01 description lists only Daily: connectors query month by month instead.
    expect(
      checkRequest(cost, { type: 'ActualCost', timeframe: 'TheLastMonth', dataset: { granularity: 'Monthly' } }),
    ).toEqual([expect.stringContaining('"Monthly" is not one of ["Daily"]')]);
  });
});
