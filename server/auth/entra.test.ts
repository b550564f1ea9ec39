import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths, SESSION_COOKIE } from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../demo/demo-ids';
import { OIDC_PAGE_TEXTS } from '../features/oidc-sign-in-texts';
import { cookieOf, count, createTestPortal, type TestPortal } from '../plugin-api/testing';
import { startEntraTestProvider, type EntraTestProvider } from '../testing/entra-test-provider';
import { followToCallback, startTestProvider, testOidcConfig, type TestProvider } from '../testing/oidc-test-provider';
import { createInvitation } from '../invitations/invitations';
import { readEntraTenants } from './entra-tenants';
import { OIDC_LOGIN_COOKIE } from './oidc-logins';

const PUBLIC_ORIGIN = 'http://portal.test:8080';
const CONTOSO_TENANT = '11111111-1111-4111-8111-111111111111';
const FABRIKAM_TENANT = '22222222-2222-4222-8222-222222222222';
const STRANGER_TENANT = '33333333-3333-4333-8333-333333333333';
/** Allowed, but mapped to a customer the database does not have. */
const ORPHAN_TENANT = '44444444-4444-4444-8444-444444444444';

const rows = (portal: TestPortal) => ({
  users: count(portal.app, 'users'),
  sessions: count(portal.app, 'sessions'),
  memberships: count(portal.app, 'user_customers'),
});

describe('Microsoft Entra ID multi-tenant sign-in (organizations endpoint) beside a generic provider', () => {
  let entra: EntraTestProvider;
  let okta: TestProvider;
  let portal: TestPortal;
  beforeAll(async () => {
    entra = await startEntraTestProvider(PUBLIC_ORIGIN, [
      CONTOSO_TENANT,
      FABRIKAM_TENANT,
      STRANGER_TENANT,
      ORPHAN_TENANT,
    ]);
    okta = await startTestProvider(PUBLIC_ORIGIN);
    const tenants = readEntraTenants(
      `${CONTOSO_TENANT}=${DemoCustomers.contoso},${FABRIKAM_TENANT}=${DemoCustomers.fabrikam},${ORPHAN_TENANT}=gone`,
    );
    portal = await createTestPortal({
      seedDemo: true,
      logger: false,
      config: {
        demoMode: false,
        publicOrigin: PUBLIC_ORIGIN,
        identityProviders: [
          testOidcConfig(entra.authority, { id: 'entra', label: 'Microsoft', tenants }),
          testOidcConfig(okta.issuer, { id: 'oidc', label: 'Okta' }),
        ],
      },
    });
  });
  afterAll(async () => {
    await portal.close();
    await entra.close();
    await okta.close();
  });

  async function start(provider: string, query = '') {
    const response = await portal.app.inject({ url: `${ApiPaths.login}?provider=${provider}${query}` });
    expect(response.statusCode).toBe(303);
    return { authorizationUrl: String(response.headers.location), cookie: cookieOf(response, OIDC_LOGIN_COOKIE)! };
  }

  const finish = (url: URL, cookie: string) =>
    portal.app.inject({
      url: url.pathname + url.search,
      headers: { cookie: `${OIDC_LOGIN_COOKIE}=${cookie}`, 'accept-language': 'en' },
    });

  async function signInWithMicrosoft(change: (callback: URL) => void = () => {}) {
    const started = await start('entra');
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    change(url);
    return finish(url, started.cookie);
  }

  const identityOf = async (response: LightMyRequestResponse) =>
    (
      await portal.app.inject({
        url: ApiPaths.identity,
        headers: { cookie: `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}` },
      })
    ).json();

  function expectRefused(response: LightMyRequestResponse, status: number, title: string, text: string) {
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(title);
    expect(response.body).toContain(text);
    expect(response.body).toContain(`href="${ApiPaths.login}"`);
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  }

  it('lists both providers on the sign-in page, in English and Dutch, each starting its own sign-in', async () => {
    const en = await portal.app.inject({
      url: `${ApiPaths.login}?returnUrl=%2Fsettings`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Choose how to sign in.');
    expect(en.body).toContain(
      'href="/account/login?provider=entra&amp;returnUrl=%2Fsettings">Sign in with Microsoft</a>',
    );
    expect(en.body).toContain('href="/account/login?provider=oidc&amp;returnUrl=%2Fsettings">Sign in with Okta</a>');
    const nl = await portal.app.inject({ url: ApiPaths.login, headers: { 'accept-language': 'nl' } });
    expect(nl.body).toContain('Kies hoe u wilt inloggen.');
    expect(nl.body).toContain('>Inloggen met Microsoft</a>');
    expect(new URL((await start('entra')).authorizationUrl).href).toMatch(
      new RegExp(`^${entra.authority}/authorize\\?`),
    );
    expect(new URL((await start('oidc')).authorizationUrl).origin).toBe(okta.issuer);
  });

  it("signs a person of an allowed tenant in as an authorized member of that tenant's customer, returning to the page asked for", async () => {
    entra.next = {
      tenant: CONTOSO_TENANT,
      account: {
        sub: 'pairwise-sub-1',
        oid: 'a0000000-0000-4000-8000-000000000001',
        email: 'eva@contoso.example',
        name: 'Eva Peters',
      },
    };
    const started = await start('entra', '&returnUrl=%2Fsettings');
    const response = await finish(await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN), started.cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/settings');
    const me = await identityOf(response);
    expect(me).toMatchObject({
      isAuthenticated: true,
      isAuthorized: true,
      userName: 'eva@contoso.example',
      activeCustomerId: DemoCustomers.contoso,
    });
    expect(me.customers.map((c: { customerId: string }) => c.customerId)).toEqual([DemoCustomers.contoso]);
    // Linked by Entra's object id at the tenant's issuer.
    expect(
      portal.app.portal.db.prepare("SELECT oid, oid_issuer FROM users WHERE user_name = 'eva@contoso.example'").get(),
    ).toEqual({ oid: 'a0000000-0000-4000-8000-000000000001', oid_issuer: entra.tenantIssuer(CONTOSO_TENANT) });
    // Signing in again is the same user.
    const before = rows(portal);
    const again = await signInWithMicrosoft();
    expect(again.statusCode).toBe(303);
    expect(rows(portal)).toEqual({ ...before, sessions: before.sessions + 1 });
  });

  it("matches a known user by the Entra object id the provider set, and adds the tenant's customer to theirs", async () => {
    const bramOid = portal.app.portal.db
      .prepare('SELECT oid FROM users WHERE id = ?')
      .pluck()
      .get(DemoUsers.bram) as string;
    entra.next = { tenant: FABRIKAM_TENANT, account: { sub: 'pairwise-sub-of-bram', oid: bramOid } };
    const response = await signInWithMicrosoft();
    expect(response.statusCode).toBe(303);
    const me = await identityOf(response);
    expect(me.userName).toBe('bram.jansen@northwind.example');
    expect(me.customers.map((c: { customerId: string }) => c.customerId).sort()).toEqual([
      DemoCustomers.fabrikam,
      DemoCustomers.northwind,
    ]);
  });

  it.each([
    ['outside the allow-list', STRANGER_TENANT],
    ['allowed but matched to a customer that does not exist', ORPHAN_TENANT],
  ])("refuses a tenant %s with a clear page in the reader's language, writing nothing", async (_case, tenant) => {
    entra.next = {
      tenant,
      account: { sub: `someone-of-${tenant}`, oid: `b-${tenant}`, email: 'someone@stranger.example' },
    };
    const before = rows(portal);
    const response = await signInWithMicrosoft();
    expectRefused(response, 403, OIDC_PAGE_TEXTS.en.tenantTitle, OIDC_PAGE_TEXTS.en.tenantText);
    expect(rows(portal)).toEqual(before);
    expect(
      portal.app.portal.db
        .prepare("SELECT COUNT(*) FROM users WHERE user_name = 'someone@stranger.example'")
        .pluck()
        .get(),
    ).toBe(0);
  });

  it('refuses an ID token whose issuer is another tenant than its tid claims', async () => {
    // Issued by the stranger tenant, claiming to be of Contoso.
    entra.next = { tenant: STRANGER_TENANT, account: { sub: 'forger', oid: 'c-forger', tid: CONTOSO_TENANT } };
    const before = rows(portal);
    expectRefused(await signInWithMicrosoft(), 400, OIDC_PAGE_TEXTS.en.failedTitle, OIDC_PAGE_TEXTS.en.failedText);
    expect(rows(portal)).toEqual(before);
  });

  it('refuses a callback whose state or issuer (iss) does not match, and a replayed one', async () => {
    entra.next = {
      tenant: CONTOSO_TENANT,
      account: { sub: 'pairwise-sub-1', oid: 'a0000000-0000-4000-8000-000000000001' },
    };
    const before = rows(portal);
    const failed = [OIDC_PAGE_TEXTS.en.failedTitle, OIDC_PAGE_TEXTS.en.failedText] as const;
    expectRefused(await signInWithMicrosoft((url) => url.searchParams.set('state', 's'.repeat(43))), 400, ...failed);
    expectRefused(
      await signInWithMicrosoft((url) => url.searchParams.set('iss', entra.tenantIssuer(FABRIKAM_TENANT))),
      400,
      ...failed,
    );
    expect(rows(portal)).toEqual(before);
    const started = await start('entra');
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    expect((await finish(url, started.cookie)).statusCode).toBe(303);
    const signedIn = rows(portal);
    expectRefused(await finish(url, started.cookie), 400, ...failed);
    expect(rows(portal)).toEqual(signedIn);
  });

  it('refuses a sign-in started at one provider and answered by the other', async () => {
    okta.next = { account: { sub: 'okta-person', email: 'okta.person@example.com' } };
    const before = rows(portal);
    const atEntra = await start('entra');
    const fromOkta = await followToCallback((await start('oidc')).authorizationUrl, PUBLIC_ORIGIN);
    expectRefused(
      await finish(fromOkta, atEntra.cookie),
      400,
      OIDC_PAGE_TEXTS.en.failedTitle,
      OIDC_PAGE_TEXTS.en.failedText,
    );
    expect(rows(portal)).toEqual(before);
  });

  it('signs a person of the generic provider in without any tenant check, and each session signs out at its own provider', async () => {
    okta.next = { account: { sub: 'okta-person', email: 'okta.person@example.com' } };
    const started = await start('oidc');
    const viaOkta = await finish(await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN), started.cookie);
    expect(viaOkta.statusCode).toBe(303);
    expect(await identityOf(viaOkta)).toMatchObject({
      isAuthenticated: true,
      isAuthorized: false,
      userName: 'okta.person@example.com',
    });
    const oktaOut = await portal.app.inject({
      url: ApiPaths.logout,
      headers: { cookie: `${SESSION_COOKIE}=${cookieOf(viaOkta, SESSION_COOKIE)}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(new URL(String(oktaOut.headers.location)).origin).toBe(okta.issuer);

    entra.next = {
      tenant: CONTOSO_TENANT,
      account: { sub: 'pairwise-sub-1', oid: 'a0000000-0000-4000-8000-000000000001' },
    };
    const viaEntra = await signInWithMicrosoft();
    const entraOut = await portal.app.inject({
      url: ApiPaths.logout,
      headers: { cookie: `${SESSION_COOKIE}=${cookieOf(viaEntra, SESSION_COOKIE)}`, 'sec-fetch-site': 'same-origin' },
    });
    const target = new URL(String(entraOut.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${entra.authority}/logout`);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_ORIGIN}/logout`);
    // The emulator passes the sign-out on to the person's tenant, as Entra does.
    const atTenant = await fetch(target, { redirect: 'manual' });
    expect(atTenant.headers.get('location')).toMatch(
      new RegExp(`^${entra.tenantIssuer(CONTOSO_TENANT)}/session/end\\?`),
    );
  });

  it('lets an invited person choose between the providers, and signs them in through the one chosen with the invitation', async () => {
    const token = createInvitation(portal.app.portal.db, {
      email: 'ivo@fabrikam.example',
      customerId: DemoCustomers.fabrikam,
      permissions: ['reports'],
      invitedBy: 'test',
      publicOrigin: PUBLIC_ORIGIN,
    });
    const page = await portal.app.inject({ url: `/account/invitation/${token}`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/account/invitation/${token}?provider=entra">Sign in with Microsoft</a>`);
    expect(page.body).toContain(`href="/account/invitation/${token}?provider=oidc">Sign in with Okta</a>`);
    expect(page.body).not.toContain('<form');

    okta.next = { account: { sub: 'okta-ivo', email: 'ivo@fabrikam.example' } };
    const started = await portal.app.inject({ url: `/account/invitation/${token}?provider=oidc` });
    expect(new URL(String(started.headers.location)).origin).toBe(okta.issuer);
    const response = await finish(
      await followToCallback(String(started.headers.location), PUBLIC_ORIGIN),
      cookieOf(started, OIDC_LOGIN_COOKIE)!,
    );
    expect(response.statusCode).toBe(303);
    expect(await identityOf(response)).toMatchObject({
      isAuthorized: true,
      userName: 'ivo@fabrikam.example',
      activeCustomerId: DemoCustomers.fabrikam,
      permissions: ['reports'],
    });
  });
});
