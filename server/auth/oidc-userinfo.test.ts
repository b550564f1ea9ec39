import { ApiPaths, SESSION_COOKIE } from '../../core/contract';
import { bootstrapProviderAdmin } from '../admin-cli/bootstrap';
import { cookieOf, createTestPortal, type TestPortal } from '../plugin-api/testing';
import {
  followToCallback,
  startTestProvider,
  testOidcConfig,
  type TestAccount,
  type TestProvider,
} from '../testing/oidc-test-provider';
import { OIDC_LOGIN_COOKIE } from './oidc-logins';

const PUBLIC_ORIGIN = 'http://portal.test:8080';
const ADMIN = 'admin@msp.example';

/**
 * A first deployment (empty database, the first provider administrator bootstrapped from the command line)
 * signing in at a provider configured like oidc-provider's default: the ID token carries only `sub`; the
 * address and name are at the userinfo endpoint.
 */
describe('sign-in at a provider that releases the address only at its userinfo endpoint', () => {
  let provider: TestProvider;
  /** A provider putting every claim in the ID token, as Entra ID does (with no email_verified). */
  let inToken: TestProvider;
  let portal: TestPortal;
  beforeAll(async () => {
    provider = await startTestProvider(PUBLIC_ORIGIN, ['portal'], {}, { claimsOnlyInUserinfo: true });
    inToken = await startTestProvider(PUBLIC_ORIGIN);
  });
  beforeEach(async () => {
    const identityProviders = [
      testOidcConfig(provider.issuer),
      testOidcConfig(inToken.issuer, { id: 'in-token', label: 'In token' }),
    ];
    portal = await createTestPortal({
      logger: false,
      config: { demoMode: false, publicOrigin: PUBLIC_ORIGIN, identityProviders },
    });
    bootstrapProviderAdmin(portal.app.portal.db, { email: ADMIN, force: false }, PUBLIC_ORIGIN);
  });
  afterEach(async () => {
    await portal?.close();
  });
  afterAll(async () => {
    await provider?.close();
    await inToken?.close();
  });

  async function signInAs(account: TestAccount, at = provider) {
    at.next = { account };
    const started = await portal.app.inject({
      url: `${ApiPaths.login}?provider=${at === provider ? 'oidc' : 'in-token'}`,
    });
    const url = await followToCallback(String(started.headers.location), PUBLIC_ORIGIN);
    const response = await portal.app.inject({
      url: url.pathname + url.search,
      headers: { cookie: `${OIDC_LOGIN_COOKIE}=${cookieOf(started, OIDC_LOGIN_COOKIE)}` },
    });
    expect(response.statusCode).toBe(303);
    const me = await portal.app.inject({
      url: ApiPaths.identity,
      headers: { cookie: `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}` },
    });
    return me.json() as { isAuthorized: boolean; userName: string; fullName: string };
  }

  const users = () =>
    portal.app.portal.db
      .prepare(
        'SELECT user_name, email, oid, oid_issuer, is_authorized, is_provider_admin FROM users ORDER BY user_name',
      )
      .all();

  it('signs the bootstrapped administrator in as that administrator, linking the identity (no second, unauthorized user)', async () => {
    const me = await signInAs({ sub: 'ada-at-the-provider', email: ADMIN, name: 'Ada Admin' });
    expect(me).toMatchObject({ isAuthorized: true, userName: ADMIN });
    expect(users()).toEqual([
      {
        user_name: ADMIN,
        email: ADMIN,
        oid: 'ada-at-the-provider',
        oid_issuer: provider.issuer,
        is_authorized: 1,
        is_provider_admin: 1,
      },
    ]);
  });

  it('does not hand the bootstrapped administrator to a person whose address the provider has not verified', async () => {
    const me = await signInAs({ sub: 'mallory', email: ADMIN, email_verified: false, name: 'Mallory' });
    expect(me).toMatchObject({ isAuthorized: false, userName: 'mallory' });
    const rows = users();
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({
      user_name: ADMIN,
      email: ADMIN,
      oid: '',
      oid_issuer: '',
      is_authorized: 1,
      is_provider_admin: 1,
    });
    expect(rows).toContainEqual({
      user_name: 'mallory',
      email: '',
      oid: 'mallory',
      oid_issuer: provider.issuer,
      is_authorized: 0,
      is_provider_admin: 0,
    });
  });

  it('does not link by an address the provider does not say it verified (no email_verified claim)', async () => {
    const me = await signInAs({ sub: 'unsure', email: ADMIN, email_verified: null }, inToken);
    expect(me).toMatchObject({ isAuthorized: false, userName: 'unsure' });
    expect(portal.app.portal.db.prepare('SELECT oid FROM users WHERE user_name = ?').pluck().get(ADMIN)).toBe('');
  });
});
