import { randomBytes } from 'node:crypto';
import { ApiPaths, SESSION_COOKIE } from '../../core/contract';
import type { OidcConfig } from '../auth/oidc-config';
import { OIDC_LOGIN_COOKIE } from '../auth/oidc-logins';
import { DemoCustomers, DemoUsers } from '../demo/demo-ids';
import { readMailConfig } from '../mail/mail-config';
import { cookieOf, count, createTestPortal, type TestPortal } from '../plugin-api/testing';
import { followToCallback, startTestProvider, testOidcConfig, type TestProvider } from '../testing/oidc-test-provider';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { INVITATION_PAGE_TEXTS } from './invitation-page-texts';
import { createInvitation, findUsableInvitation, INVITATION_TTL_MS, type NewInvitation } from './invitations';

const PUBLIC_ORIGIN = 'http://portal.test:8080';

const oidcConfig = (provider: TestProvider): OidcConfig => testOidcConfig(provider.issuer);

const invitation = (change: Partial<NewInvitation> = {}): NewInvitation => ({
  email: 'Nina.Nieuw@Contoso.example',
  customerId: DemoCustomers.contoso,
  permissions: ['reports', 'licences'],
  invitedBy: 'Pieter at the MSP',
  publicOrigin: PUBLIC_ORIGIN,
  ...change,
});

/** Everything an invitation link or its sign-in may write. */
const written = (portal: TestPortal) => ({
  users: count(portal.app, 'users'),
  sessions: count(portal.app, 'sessions'),
  memberships: count(portal.app, 'user_customers'),
  used: portal.app.portal.db.prepare('SELECT COUNT(*) FROM invitations WHERE used_at IS NOT NULL').pluck().get(),
  authorized: portal.app.portal.db.prepare('SELECT COUNT(*) FROM users WHERE is_authorized = 1').pluck().get(),
});

const open = (portal: TestPortal, token: string, acceptLanguage = 'en') =>
  portal.app.inject({ url: `/account/invitation/${token}`, headers: { 'accept-language': acceptLanguage } });

function expectPage(
  response: Awaited<ReturnType<typeof open>>,
  status: number,
  refusal: keyof typeof INVITATION_PAGE_TEXTS.en.titles,
  lang: 'en' | 'nl' = 'en',
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toContain(INVITATION_PAGE_TEXTS[lang].titles[refusal]);
  expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  // No sign-in is started (a callback clears the cookie of the one it ended).
  expect(cookieOf(response, OIDC_LOGIN_COOKIE) ?? '').toBe('');
}

describe('invitations through a real SMTP server and a real OpenID Connect provider', () => {
  let smtp: SmtpTestServer;
  let provider: TestProvider;
  let portal: TestPortal;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    provider = await startTestProvider(PUBLIC_ORIGIN);
    portal = await createTestPortal({
      seedDemo: true,
      config: {
        demoMode: false,
        publicOrigin: PUBLIC_ORIGIN,
        identityProviders: [oidcConfig(provider)],
        mail: readMailConfig({
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'Customer portal <portal@msp.example>',
        }),
      },
      mailOutbox: { intervalMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await provider?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** Invites, delivers the mail and returns the token read from the link in it. */
  async function invite(change: Partial<NewInvitation> = {}): Promise<string> {
    const token = createInvitation(portal.app.portal.db, invitation(change));
    expect(await portal.app.portal.mailSender!.flush()).toBe(1);
    const mail = smtp.received.at(-1)!;
    const link = new RegExp(`${PUBLIC_ORIGIN}/account/invitation/([A-Za-z0-9_-]{43})`).exec(mail.text);
    expect(link?.[1]).toBe(token);
    return token;
  }

  /** Opens the link, signs in at the provider as `account`, and returns the portal's callback answer. */
  async function accept(token: string, account: { sub: string; email?: string }) {
    provider.next = { account };
    const started = await open(portal, token);
    expect(started.statusCode).toBe(303);
    const cookie = cookieOf(started, OIDC_LOGIN_COOKIE)!;
    const url = await followToCallback(String(started.headers.location), PUBLIC_ORIGIN);
    return portal.app.inject({
      url: url.pathname + url.search,
      headers: { cookie: `${OIDC_LOGIN_COOKIE}=${cookie}`, 'accept-language': 'en' },
    });
  }

  it('mails the invited person a link with a token stored only as its hash, in English or Dutch', async () => {
    const token = await invite();
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['nina.nieuw@contoso.example']);
    expect(mail.subject).toBe('Invitation to the customer portal (Contoso Zorg)');
    expect(mail.text).toContain('The link works once and is valid until');
    const stored = portal.app.portal.db.prepare('SELECT * FROM invitations ORDER BY id DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      email: 'nina.nieuw@contoso.example',
      customer_id: 'contoso',
      permissions: '["reports","licences"]',
      invited_by: 'Pieter at the MSP',
      used_at: null,
    });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((stored.expires_at as number) - Date.parse(stored.created_at as string)).toBe(INVITATION_TTL_MS);

    await invite({ email: 'jan@contoso.example', language: 'nl' });
    expect(smtp.received[1].subject).toBe('Uitnodiging voor het klantportaal (Contoso Zorg)');
    expect(smtp.received[1].text).toContain('De link werkt één keer en is geldig tot');
  });

  it('signs the invited person in with the customer and the permissions, once, audited; the link then answers 410 and writes nothing', async () => {
    const token = await invite();
    const response = await accept(token, { sub: 'nina-sub', email: 'Nina.Nieuw@contoso.example' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const session = cookieOf(response, SESSION_COOKIE);
    const me = await portal.app.inject({ url: ApiPaths.identity, headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(me.json()).toMatchObject({
      isAuthenticated: true,
      isAuthorized: true,
      // The address as the identity provider gives it (it matches the invitation's ignoring case).
      userName: 'Nina.Nieuw@contoso.example',
      permissions: ['reports', 'licences'],
      activeCustomerId: 'contoso',
      customers: [expect.objectContaining({ customerId: 'contoso' })],
    });
    const user = portal.app.portal.db.prepare("SELECT id FROM users WHERE oid = 'nina-sub'").pluck().get();
    expect(
      portal.app.portal.db.prepare('SELECT used_by_user_id FROM invitations WHERE used_at IS NOT NULL').pluck().all(),
    ).toEqual([user]);
    expect(findUsableInvitation(portal.app.portal.db, token)).toBeNull();
    const audited = portal.app.portal.db
      .prepare(
        "SELECT actor_user_id, actor, target_type, target_id, customer_id, after FROM audit_log WHERE action = 'invitation.accept'",
      )
      .all();
    expect(audited).toEqual([
      {
        actor_user_id: user,
        actor: 'Nina.Nieuw@contoso.example',
        target_type: 'invitation',
        target_id: 'nina.nieuw@contoso.example',
        customer_id: 'contoso',
        after: expect.stringContaining('"status":"used"'),
      },
    ]);

    const before = written(portal);
    const logins = count(portal.app, 'oidc_logins');
    expectPage(await open(portal, token), 410, 'used');
    expectPage(await open(portal, token, 'nl-BE,nl'), 410, 'used', 'nl');
    expect(written(portal)).toEqual(before);
    expect(count(portal.app, 'oidc_logins')).toBe(logins);
  });

  it('uses an invitation once even when two sign-ins were started from it', async () => {
    const token = await invite({ email: 'twice@contoso.example' });
    provider.next = { account: { sub: 'twice-sub', email: 'twice@contoso.example' } };
    const first = await open(portal, token);
    const second = await open(portal, token);
    const firstUrl = await followToCallback(String(first.headers.location), PUBLIC_ORIGIN);
    const secondUrl = await followToCallback(String(second.headers.location), PUBLIC_ORIGIN);
    const callback = (url: URL, started: typeof first) =>
      portal.app.inject({
        url: url.pathname + url.search,
        headers: { cookie: `${OIDC_LOGIN_COOKIE}=${cookieOf(started, OIDC_LOGIN_COOKIE)}` },
      });
    expect((await callback(firstUrl, first)).statusCode).toBe(303);
    const before = written(portal);
    expectPage(await callback(secondUrl, second), 410, 'used');
    expect(written(portal)).toEqual(before);
  });

  it('adds the customer and permissions to a person who is already a user, keeping theirs', async () => {
    const token = await invite({ email: 'bram.jansen@northwind.example', permissions: ['support'] });
    const response = await accept(token, {
      sub: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e02',
      email: 'bram.jansen@northwind.example',
    });
    expect(response.statusCode).toBe(303);
    const customers = portal.app.portal.db
      .prepare('SELECT customer_id FROM user_customers WHERE user_id = ? ORDER BY sort_order')
      .pluck()
      .all(DemoUsers.bram);
    expect(customers).toEqual(['northwind', 'contoso']);
    expect(
      portal.app.portal.db.prepare('SELECT active_customer_id FROM users WHERE id = ?').pluck().get(DemoUsers.bram),
    ).toBe('northwind');
  });

  it('refuses a person whose address is another with 403; the invitation stays usable', async () => {
    const token = await invite({ email: 'meant@contoso.example' });
    const before = written(portal);
    const response = await accept(token, { sub: 'someone-else', email: 'someone.else@contoso.example' });
    expectPage(response, 403, 'mismatch');
    expect(response.body).toContain('The invitation has not been used.');
    expect(written(portal)).toEqual(before);
    expect(findUsableInvitation(portal.app.portal.db, token)).not.toBeNull();

    const accepted = await accept(token, { sub: 'meant-sub', email: 'meant@contoso.example' });
    expect(accepted.statusCode).toBe(303);
  });

  it('answers an expired invitation with 410 and an unknown one with 404, writing nothing', async () => {
    const expired = createInvitation(
      portal.app.portal.db,
      invitation({ email: 'late@contoso.example', now: Date.now() - INVITATION_TTL_MS - 1 }),
    );
    const before = written(portal);
    const logins = count(portal.app, 'oidc_logins');
    expectPage(await open(portal, expired), 410, 'expired');
    expectPage(await open(portal, randomBytes(32).toString('base64url')), 404, 'unknown');
    expectPage(await open(portal, 'not-a-token'), 404, 'unknown');
    expectPage(await open(portal, 'x'.repeat(180), 'nl'), 404, 'unknown', 'nl');
    expect(written(portal)).toEqual(before);
    expect(count(portal.app, 'oidc_logins')).toBe(logins);
  });

  it('refuses a malformed address, an unknown customer or permission with a clear message, storing and queuing nothing', () => {
    const db = portal.app.portal.db;
    const before = { invitations: count(portal.app, 'invitations'), mails: count(portal.app, 'mail_outbox') };
    expect(() => createInvitation(db, invitation({ email: 'nina at contoso' }))).toThrow(
      '"nina at contoso" is not an e-mail address',
    );
    expect(() => createInvitation(db, invitation({ customerId: 'acme' }))).toThrow('There is no customer "acme"');
    expect(() => createInvitation(db, invitation({ permissions: ['reports', 'admin', 'root'] }))).toThrow(
      /^Unknown permissions "admin", "root"; known: .*licences.*reports/,
    );
    expect(() => createInvitation(db, invitation({ invitedBy: ' ' }))).toThrow('Say who invites');
    expect({ invitations: count(portal.app, 'invitations'), mails: count(portal.app, 'mail_outbox') }).toEqual(before);
  });
});

describe('an invitation without a sign-in provider', () => {
  it('says so on a page and writes nothing', async () => {
    const portal = await createTestPortal({ seedDemo: true, config: { demoMode: false } });
    try {
      const token = createInvitation(portal.app.portal.db, invitation());
      const response = await open(portal, token);
      expectPage(response, 503, 'noProvider');
      expect(findUsableInvitation(portal.app.portal.db, token)).not.toBeNull();
    } finally {
      await portal.close();
    }
  });
});
