import { buildMicrosoftCloud } from './app';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DemoTenants } from './demo-tenants';
import { requestToken } from './testing/cloud-client';
import { readAccessToken } from './tokens';

describe('Entra token endpoint (client credentials)', () => {
  const cloud = buildMicrosoftCloud();
  const error = async (answer: Promise<{ statusCode: number; json: <T>() => T }>) => {
    const reply = await answer;
    return [
      reply.statusCode,
      reply.json<{ error: string; error_codes: number[] }>().error,
      reply.json<{ error_codes: number[] }>().error_codes[0],
    ];
  };

  it('issues a token bound to the tenant asked and the resource of the scope', async () => {
    const answer = await requestToken(cloud, DemoTenants.contoso, 'arm');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ token_type: string; expires_in: number; access_token: string }>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    const check = readAccessToken(cloud.state.signingKey, body.access_token, Date.now());
    expect(check.ok && check.claims).toMatchObject({
      tid: DemoTenants.contoso,
      aud: 'https://management.azure.com/',
      appid: DEMO_CLIENT_ID,
    });
  });

  it('takes the client credentials from HTTP Basic too', async () => {
    const answer = await cloud.app.inject({
      method: 'POST',
      url: `/${DemoTenants.partner}/oauth2/v2.0/token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${DEMO_CLIENT_ID}:${DEMO_CLIENT_SECRET}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.partnercenter.microsoft.com%2F.default',
    });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses an unknown tenant, an unknown app, a wrong secret, a scope without .default and another grant', async () => {
    expect(await error(requestToken(cloud, '00000000-0000-4000-a000-000000000000', 'graph'))).toEqual([
      400,
      'invalid_request',
      90002,
    ]);
    expect(
      await error(requestToken(cloud, DemoTenants.contoso, 'graph', DEMO_CLIENT_SECRET, 'not-registered')),
    ).toEqual([400, 'unauthorized_client', 700016]);
    expect(await error(requestToken(cloud, DemoTenants.contoso, 'graph', 'wrong'))).toEqual([
      401,
      'invalid_client',
      7000215,
    ]);
    expect(await error(requestToken(cloud, DemoTenants.contoso, 'https://graph.microsoft.com/User.Read'))).toEqual([
      400,
      'invalid_scope',
      1002012,
    ]);
    const other = await cloud.app.inject({
      method: 'POST',
      url: `/${DemoTenants.contoso}/oauth2/v2.0/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ error: string }>().error).toBe('unsupported_grant_type');
  });

  it('refuses a tenant where the application has no consent (no service principal)', async () => {
    const unconsented = buildMicrosoftCloud();
    unconsented.state.seed.apps[0].consentedTenants = [DemoTenants.partner];
    expect(await error(requestToken(unconsented, DemoTenants.fabrikam, 'graph'))).toEqual([
      400,
      'invalid_client',
      7000229,
    ]);
  });

  it("publishes the tenant's OpenID configuration with its token endpoint", async () => {
    const answer = await cloud.app.inject({ url: `/${DemoTenants.contoso}/v2.0/.well-known/openid-configuration` });
    expect(answer.json<{ token_endpoint: string }>().token_endpoint).toMatch(
      new RegExp(`/${DemoTenants.contoso}/oauth2/v2.0/token$`),
    );
  });
});
