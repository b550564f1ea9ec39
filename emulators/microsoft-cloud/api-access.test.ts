import { buildMicrosoftCloud } from './app';
import { DemoTenants } from './demo-tenants';
import { accessToken, call } from './testing/cloud-client';

/** Every API refuses a token that is forged, expired, for another audience or from another tenant, in its own error shape. */
describe('tokens at the APIs', () => {
  let now = Date.now();
  const cloud = buildMicrosoftCloud(undefined, { now: () => now });
  const contosoSub = () => cloud.state.tenant(DemoTenants.contoso)!.azureSubscriptions[0].subscriptionId;
  const fabrikamSub = () => cloud.state.tenant(DemoTenants.fabrikam)!.azureSubscriptions[0].subscriptionId;
  const advisor = (sub: string) =>
    `/subscriptions/${sub}/providers/Microsoft.Advisor/recommendations?api-version=2023-01-01`;

  it('refuses a token for another audience (Graph token at ARM, ARM token at Graph)', async () => {
    const graph = await accessToken(cloud, DemoTenants.contoso, 'graph');
    const arm = await accessToken(cloud, DemoTenants.contoso, 'arm');
    const atArm = await call(cloud, 'GET', advisor(contosoSub()), graph);
    expect([atArm.statusCode, atArm.json<{ error: { code: string } }>().error.code]).toEqual([
      401,
      'InvalidAuthenticationTokenAudience',
    ]);
    const atGraph = await call(cloud, 'GET', '/v1.0/subscribedSkus', arm);
    expect([atGraph.statusCode, atGraph.json<{ error: { code: string } }>().error.code]).toEqual([
      401,
      'InvalidAuthenticationToken',
    ]);
  });

  it('refuses a forged token and a missing one', async () => {
    const arm = await accessToken(cloud, DemoTenants.contoso, 'arm');
    const [head, body] = arm.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, tid: DemoTenants.fabrikam })).toString('base64url')}.${arm.split('.')[2]}`;
    expect((await call(cloud, 'GET', advisor(fabrikamSub()), forged)).statusCode).toBe(401);
    expect(
      (await cloud.app.inject({ url: advisor(contosoSub()) })).json<{ error: { code: string } }>().error.code,
    ).toBe('AuthenticationFailed');
  });

  it('refuses an expired token', async () => {
    const graph = await accessToken(cloud, DemoTenants.contoso, 'graph');
    now += 3600_000;
    const answer = await call(cloud, 'GET', '/v1.0/subscribedSkus', graph);
    now = Date.now();
    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/expired/);
  });

  it("refuses another tenant's subscription with ARM's wrong-tenant error", async () => {
    const contoso = await accessToken(cloud, DemoTenants.contoso, 'arm');
    const answer = await call(cloud, 'GET', advisor(fabrikamSub()), contoso);
    expect([answer.statusCode, answer.json<{ error: { code: string } }>().error.code]).toEqual([
      401,
      'InvalidAuthenticationTokenTenant',
    ]);
  });

  it('answers 403 where the consented app holds no permission (access denied)', async () => {
    const denied = buildMicrosoftCloud();
    const tenant = denied.state.tenant(DemoTenants.contoso)!;
    tenant.access = { graph: false, azure: false };
    const graph = await call(
      denied,
      'GET',
      '/v1.0/subscribedSkus',
      await accessToken(denied, DemoTenants.contoso, 'graph'),
    );
    expect([graph.statusCode, graph.json<{ error: { code: string } }>().error.code]).toEqual([
      403,
      'Authorization_RequestDenied',
    ]);
    const arm = await call(
      denied,
      'GET',
      advisor(tenant.azureSubscriptions[0].subscriptionId),
      await accessToken(denied, DemoTenants.contoso, 'arm'),
    );
    expect([arm.statusCode, arm.json<{ error: { code: string } }>().error.code]).toEqual([403, 'AuthorizationFailed']);
  });

  it("Partner Center takes only the partner tenant's token, and only for the partner's customers", async () => {
    const customerToken = await accessToken(cloud, DemoTenants.contoso, 'partnerCenter');
    const asCustomer = await call(cloud, 'GET', `/v1/customers/${DemoTenants.contoso}/subscriptions`, customerToken);
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.headers['www-authenticate']).toMatch(/OAuth realm/);
    const partner = await accessToken(cloud, DemoTenants.partner, 'partnerCenter');
    const stranger = await call(
      cloud,
      'GET',
      '/v1/customers/11111111-1111-4111-a111-111111111111/subscriptions',
      partner,
    );
    expect([stranger.statusCode, stranger.json<{ code: string }>().code]).toEqual([403, '20002']);
  });

  it('asks ARM callers for a supported api-version', async () => {
    const arm = await accessToken(cloud, DemoTenants.contoso, 'arm');
    const base = `/subscriptions/${contosoSub()}/providers/Microsoft.Advisor/recommendations`;
    expect((await call(cloud, 'GET', base, arm)).json<{ error: { code: string } }>().error.code).toBe(
      'MissingApiVersionParameter',
    );
    expect(
      (await call(cloud, 'GET', `${base}?api-version=1999-01-01`, arm)).json<{ error: { code: string } }>().error.code,
    ).toBe('NoRegisteredProviderFound');
  });
});
