import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, SESSION_COOKIE } from '../../core/contract';
import { OIDC_PAGE_TEXTS } from '../features/oidc-sign-in-texts';
import { cookieOf, count, createTestPortal } from '../plugin-api/testing';
import { followToCallback, startTestProvider, testOidcConfig, type TestProvider } from '../testing/oidc-test-provider';
import { readPrivateKeyFile } from './client-private-key';
import { OIDC_LOGIN_COOKIE } from './oidc-logins';

const PUBLIC_ORIGIN = 'http://portal.test:8080';

/** A key pair: the private key in a PEM file for the portal, the public JWK for the provider's client registration. */
function keyPair(dir: string, name: string, type: 'rsa' | 'ec') {
  const { privateKey, publicKey } =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const file = path.join(dir, `${name}.pem`);
  writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: name, use: 'sig' } as Record<string, unknown>;
  return { file, jwk };
}

describe('client authentication with private_key_jwt against a real oidc-provider', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pkjwt-'));
  const rsa = keyPair(dir, 'rsa-key', 'rsa');
  const ec = keyPair(dir, 'ec-key', 'ec');
  const stranger = keyPair(dir, 'stranger-key', 'rsa');
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider(PUBLIC_ORIGIN, ['portal'], { 'portal-rsa': rsa.jwk, 'portal-ec': ec.jwk });
    provider.next = { account: { sub: 'key-person', email: 'key.person@example.com' } };
  });
  afterAll(async () => {
    await provider.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function signIn(clientId: string, keyFile: string, kid: string | null) {
    const privateKey = readPrivateKeyFile('OIDC_PRIVATE_KEY_FILE', keyFile, kid);
    const portal = await createTestPortal({
      logger: false,
      config: {
        demoMode: false,
        publicOrigin: PUBLIC_ORIGIN,
        identityProviders: [testOidcConfig(provider.issuer, { clientId, clientSecret: null, privateKey })],
      },
    });
    try {
      const started = await portal.app.inject({ url: ApiPaths.login });
      const url = await followToCallback(String(started.headers.location), PUBLIC_ORIGIN);
      const response = await portal.app.inject({
        url: url.pathname + url.search,
        headers: { cookie: `${OIDC_LOGIN_COOKIE}=${cookieOf(started, OIDC_LOGIN_COOKIE)}` },
      });
      return { response, sessions: count(portal.app, 'sessions'), users: count(portal.app, 'users') };
    } finally {
      await portal.close();
    }
  }

  it.each([
    ['an RSA key (RS256) with its kid', 'portal-rsa', () => rsa.file, 'rsa-key'],
    ['an EC P-256 key (ES256) without a kid', 'portal-ec', () => ec.file, null],
  ])('signs in with %s, sending no client secret', async (_case, clientId, file, kid) => {
    const { response, sessions } = await signIn(clientId, file(), kid);
    expect(response.statusCode).toBe(303);
    expect(cookieOf(response, SESSION_COOKIE)).toBeDefined();
    expect(sessions).toBe(1);
  });

  it('is refused by the provider with a key it does not know: a clear page, nothing written', async () => {
    const { response, sessions, users } = await signIn('portal-rsa', stranger.file, 'rsa-key');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(OIDC_PAGE_TEXTS.en.failedText);
    expect({ sessions, users }).toEqual({ sessions: 0, users: 0 });
  });
});
