import { createHash, generateKeyPairSync, sign, X509Certificate } from 'node:crypto';
import { buildMicrosoftCloud } from './app';
import { DEMO_CLIENT_ID, DemoTenants } from './demo-tenants';
import { throwawayCertificate } from './https';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('certificate credential (client assertion)', () => {
  const { key, cert } = throwawayCertificate('rsa');
  const cloud = buildMicrosoftCloud();
  cloud.state.seed.apps[0].certificatePem = cert;
  const x5t = createHash('sha1').update(new X509Certificate(cert).raw).digest('base64url');
  const endpoint = `/${DemoTenants.contoso}/oauth2/v2.0/token`;

  function assertion(
    claims: Record<string, unknown> = {},
    signingKey: string | ReturnType<typeof generateKeyPairSync>['privateKey'] = key,
  ) {
    const now = Math.floor(Date.now() / 1000);
    const body = `${b64({ alg: 'RS256', typ: 'JWT', x5t })}.${b64({ iss: DEMO_CLIENT_ID, sub: DEMO_CLIENT_ID, aud: `http://localhost:80${endpoint}`, exp: now + 600, nbf: now, jti: 'x', ...claims })}`;
    return `${body}.${sign('sha256', Buffer.from(body), signingKey).toString('base64url')}`;
  }

  const token = (clientAssertion: string) =>
    cloud.app.inject({
      method: 'POST',
      url: endpoint,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DEMO_CLIENT_ID,
        scope: 'https://management.azure.com/.default',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: clientAssertion,
      }).toString(),
    });
  const code = async (clientAssertion: string) => {
    const answer = await token(clientAssertion);
    return [answer.statusCode, answer.json<{ error_codes?: number[] }>().error_codes?.[0]];
  };

  it("issues a token for an assertion signed with the registered certificate's key", async () => {
    expect((await token(assertion())).statusCode).toBe(200);
  });

  it('refuses another key, an expired assertion, another audience and another issuer', async () => {
    expect(await code(assertion({}, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey))).toEqual([
      401, 700027,
    ]);
    expect(await code(assertion({ exp: Math.floor(Date.now() / 1000) - 10 }))).toEqual([401, 700024]);
    expect(await code(assertion({ aud: 'https://login.microsoftonline.com/other/oauth2/v2.0/token' }))).toEqual([
      401, 700021,
    ]);
    expect(await code(assertion({ sub: 'someone-else' }))).toEqual([401, 700023]);
    expect(await code('not.a.jwt')).toEqual([401, 50027]);
  });
});
