import { randomBytes } from 'node:crypto';
import { ApiPaths, CSRF_COOKIE, SESSION_COOKIE } from '../../core/contract';
import { OIDC_LOGIN_COOKIE } from '../auth/oidc-logins';
import { DemoCustomers, DemoUsers } from '../demo/demo-ids';
import { LOGIN_PAGE_TEXTS } from '../features/login-page-texts';
import { SERVER_PAGE_TEXTS } from '../http/page-texts';
import { INVITATION_PAGE_TEXTS } from '../invitations/invitation-page-texts';
import { createInvitation, findUsableInvitation, type NewInvitation } from '../invitations/invitations';
import { readMailConfig } from '../mail/mail-config';
import { cookieOf, count, createTestPortal, type TestPortal } from '../plugin-api/testing';
import { startTestProvider, testOidcConfig, type TestProvider } from '../testing/oidc-test-provider';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../testing/smtp-test-server';
import { EMAIL_SIGN_IN_TEXTS } from './email-sign-in-texts';
import { createEmailSignIn, EMAIL_SIGN_IN_TTL_MS } from './email-sign-ins';

const PUBLIC_ORIGIN = 'http://portal.test:8080';
const EN = EMAIL_SIGN_IN_TEXTS.en;
const NL = EMAIL_SIGN_IN_TEXTS.nl;

const invitation = (change: Partial<NewInvitation> = {}): NewInvitation => ({
  email: 'Nina.Nieuw@Contoso.example',
  customerId: DemoCustomers.contoso,
  permissions: ['reports', 'licences'],
  invitedBy: 'Pieter at the MSP',
  publicOrigin: PUBLIC_ORIGIN,
  ...change,
});

type Response = Awaited<ReturnType<TestPortal['app']['inject']>>;

/** Everything a link, its page or its use may write. */
const written = (portal: TestPortal) => {
  const one = (sql: string) => portal.app.portal.db.prepare(sql).pluck().get();
  return {
    users: count(portal.app, 'users'),
    sessions: count(portal.app, 'sessions'),
    memberships: count(portal.app, 'user_customers'),
    links: count(portal.app, 'email_sign_ins'),
    mails: count(portal.app, 'mail_outbox'),
    usedLinks: one('SELECT COUNT(*) FROM email_sign_ins WHERE used_at IS NOT NULL'),
    usedInvitations: one('SELECT COUNT(*) FROM invitations WHERE used_at IS NOT NULL'),
    authorized: one('SELECT COUNT(*) FROM users WHERE is_authorized = 1'),
    oidcLogins: count(portal.app, 'oidc_logins'),
    lastMail: one('SELECT coalesce(max(id), 0) FROM mail_outbox'),
  };
};

function expectHtml(response: Response, status: number, text: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain(text);
}

function expectNoSignIn(response: Response) {
  expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  expect(cookieOf(response, OIDC_LOGIN_COOKIE) ?? '').toBe('');
}

describe('sign-in with a one-time e-mail link (EMAIL_SIGN_IN on), through a real SMTP server', () => {
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
        emailSignIn: true,
        publicOrigin: PUBLIC_ORIGIN,
        identityProviders: [testOidcConfig(provider.issuer)],
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

  const db = () => portal.app.portal.db;

  /** A page as a browser opens it: the answer and the CSRF token its forms carry (the cookie given, or the one it sets). */
  async function open(url: string, lang = 'en', csrf?: string) {
    const response = await portal.app.inject({
      url,
      headers: { accept: 'text/html', 'accept-language': lang, ...(csrf ? { cookie: `${CSRF_COOKIE}=${csrf}` } : {}) },
    });
    return { response, csrf: csrf ?? cookieOf(response, CSRF_COOKIE)! };
  }

  /** A form posted as a browser does: the CSRF cookie, and the token in the form (`formCsrf`, default the cookie's). */
  const post = (
    url: string,
    csrf: string,
    fields: Record<string, string> = {},
    options: { lang?: string; formCsrf?: string; cookie?: string } = {},
  ) =>
    portal.app.inject({
      method: 'POST',
      url,
      headers: {
        accept: 'text/html',
        'accept-language': options.lang ?? 'en',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [`${CSRF_COOKIE}=${csrf}`, ...(options.cookie ? [options.cookie] : [])].join('; '),
      },
      payload: new URLSearchParams({ _csrf: options.formCsrf ?? csrf, ...fields }).toString(),
    });

  /** Invites (the invitation mail is sent and forgotten) and returns the invitation link's token. */
  async function invite(change: Partial<NewInvitation> = {}): Promise<string> {
    const token = createInvitation(db(), invitation(change));
    expect(await portal.app.portal.mailSender!.flush()).toBe(1);
    smtp.received.length = 0;
    return token;
  }

  /** Sends the outbox: exactly one mail, with a sign-in link; returns it and the link's token. */
  async function mailedLink(): Promise<{ mail: ReceivedMail; token: string }> {
    expect(await portal.app.portal.mailSender!.flush()).toBe(1);
    const mail = smtp.received.at(-1)!;
    const token = new RegExp(`${PUBLIC_ORIGIN}/account/email-sign-in/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return { mail, token: token! };
  }

  /** Opens the invitation and presses "E-mail me a sign-in link". */
  async function askInvitationLink(invitationToken: string, lang = 'en') {
    const page = await open(`/account/invitation/${invitationToken}`, lang);
    return post(`/account/invitation/${invitationToken}`, page.csrf, {}, { lang });
  }

  /** Opens the mail's link and presses "Sign in". */
  async function signInWith(token: string) {
    const page = await open(`/account/email-sign-in/${token}`);
    expectHtml(page.response, 200, EN.confirmButton);
    return post(`/account/email-sign-in/${token}`, page.csrf);
  }

  const identity = async (response: Response) =>
    (
      await portal.app.inject({
        url: ApiPaths.identity,
        headers: { cookie: `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}` },
      })
    ).json();

  it("shows the invitation page with a button per identity provider and the e-mail link, in the reader's language, writing nothing", async () => {
    const token = await invite();
    const before = written(portal);
    const { response, csrf } = await open(`/account/invitation/${token}`);
    expectHtml(response, 200, 'You are invited to Contoso Zorg');
    expect(response.body).toContain(
      `<a class="button-link" href="/account/invitation/${token}?provider=oidc">Sign in with your work account</a>`,
    );
    expect(response.body).toContain(`<form method="post" action="/account/invitation/${token}">`);
    expect(response.body).toContain(`name="_csrf" value="${csrf}"`);
    expect(response.body).toContain(EN.invitedEmailText('nina.nieuw@contoso.example'));
    expect(response.body).toContain(`<button type="submit">${EN.invitedEmailButton}</button>`);
    expectNoSignIn(response);

    const dutch = await open(`/account/invitation/${token}`, 'nl-NL,nl;q=0.9');
    expectHtml(dutch.response, 200, 'U bent uitgenodigd voor Contoso Zorg');
    expect(dutch.response.body).toContain('<html lang="nl">');
    expect(dutch.response.body).toContain(LOGIN_PAGE_TEXTS.nl.signInWithWorkAccount);
    expect(written(portal)).toEqual(before);

    // A provider's button starts its sign-in carrying the invitation.
    const started = await portal.app.inject({ url: `/account/invitation/${token}?provider=oidc` });
    expect(started.statusCode).toBe(303);
    expect(String(started.headers.location)).toMatch(new RegExp(`^${provider.issuer}`));
    expect(
      portal.app.portal.db.prepare('SELECT invitation_id FROM oidc_logins ORDER BY rowid DESC LIMIT 1').pluck().get(),
    ).toBe(findUsableInvitation(db(), token)!.id);
  });

  it("mails a one-time link to the invited address in the invitation's language; opening it uses nothing up", async () => {
    const token = await invite({ email: 'jan.nieuw@contoso.example', language: 'nl' });
    const answer = await askInvitationLink(token);
    expectHtml(answer, 200, EN.invitationSent('jan.nieuw@contoso.example'));
    expect(answer.body).toContain(
      'We sent a sign-in link to jan.nieuw@contoso.example. It works once, for 15 minutes.',
    );
    expectNoSignIn(answer);

    const { mail, token: linkToken } = await mailedLink();
    expect(mail.to).toEqual(['jan.nieuw@contoso.example']);
    expect(mail.subject).toBe('Uw inloglink voor het klantportaal');
    expect(mail.text).toContain('om uw uitnodiging voor het klantportaal van Contoso Zorg te accepteren');
    expect(mail.text).toContain('De link werkt één keer en verloopt over 15 minuten.');
    expect(mail.text).toContain('Dan kunt u dit bericht negeren');
    const stored = db().prepare('SELECT * FROM email_sign_ins ORDER BY id DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ email: 'jan.nieuw@contoso.example', user_id: null, used_at: null });
    expect(JSON.stringify(stored)).not.toContain(linkToken);
    expect((stored.expires_at as number) - Date.parse(stored.created_at as string)).toBe(EMAIL_SIGN_IN_TTL_MS);

    // A mail scanner fetching the link, then the person: the confirmation page each time, nothing used.
    const before = written(portal);
    for (const lang of ['en', 'nl']) {
      const page = await open(`/account/email-sign-in/${linkToken}`, lang);
      expectHtml(page.response, 200, EMAIL_SIGN_IN_TEXTS[lang as 'en' | 'nl'].confirmText);
      expect(page.response.body).toContain(`<form method="post" action="/account/email-sign-in/${linkToken}">`);
      expectNoSignIn(page.response);
    }
    expect(written(portal)).toEqual(before);
  });

  it('the Sign in button accepts the invitation and signs in with the customer and permissions; a second press answers 410 and writes nothing', async () => {
    const token = await invite();
    await askInvitationLink(token);
    const { mail, token: linkToken } = await mailedLink();
    expect(mail.to).toEqual(['nina.nieuw@contoso.example']);
    expect(mail.subject).toBe('Your sign-in link for the customer portal');
    expect(mail.text).toContain('to accept your invitation to the customer portal of Contoso Zorg');
    expect(mail.text).toContain('The link works once and expires in 15 minutes.');
    expect(mail.text).toContain('If you did not ask for it, you can ignore this message');

    const response = await signInWith(linkToken);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(await identity(response)).toMatchObject({
      isAuthenticated: true,
      isAuthorized: true,
      userName: 'nina.nieuw@contoso.example',
      permissions: ['reports', 'licences'],
      activeCustomerId: 'contoso',
      customers: [expect.objectContaining({ customerId: 'contoso', customerName: 'Contoso Zorg' })],
    });
    const user = db()
      .prepare("SELECT id, email, oid, oid_issuer FROM users WHERE user_name = 'nina.nieuw@contoso.example'")
      .get() as Record<string, string>;
    expect(user).toMatchObject({ email: 'nina.nieuw@contoso.example', oid: '', oid_issuer: '' });
    expect(db().prepare('SELECT used_by_user_id FROM invitations WHERE used_at IS NOT NULL').pluck().all()).toContain(
      user.id,
    );
    expect(db().prepare('SELECT kind FROM sessions WHERE user_id = ?').pluck().all(user.id)).toEqual(['email']);
    expect(findUsableInvitation(db(), token)).toBeNull();

    const before = written(portal);
    const again = await open(`/account/email-sign-in/${linkToken}`);
    expectHtml(again.response, 410, EN.refusalTitles.used);
    const second = await post(`/account/email-sign-in/${linkToken}`, again.csrf);
    expectHtml(second, 410, EN.refusalTitles.used);
    expect(second.body).toContain('<a class="button-link" href="/account/login">To the sign-in page</a>');
    expectNoSignIn(second);
    // The invitation link too is used now.
    expectHtml((await open(`/account/invitation/${token}`)).response, 410, INVITATION_PAGE_TEXTS.en.titles.used);
    expect(written(portal)).toEqual(before);
  });

  it('adds the invited customer to the user the address already is', async () => {
    const token = await invite({ email: 'Bram.Jansen@northwind.example', permissions: ['support'] });
    await askInvitationLink(token);
    const response = await signInWith((await mailedLink()).token);
    expect(response.statusCode).toBe(303);
    expect(await identity(response)).toMatchObject({
      userName: 'bram.jansen@northwind.example',
      activeCustomerId: 'northwind',
      isAuthorized: true,
    });
    expect(
      db()
        .prepare('SELECT customer_id FROM user_customers WHERE user_id = ? ORDER BY sort_order')
        .pluck()
        .all(DemoUsers.bram),
    ).toEqual(['northwind', 'contoso']);
  });

  it('sends no link for an invited address whose user signs in with an identity provider, and a link made before that signs nobody in', async () => {
    db().prepare("UPDATE users SET oid_issuer = 'https://login.example.com/' WHERE id = ?").run(DemoUsers.dirk);
    try {
      const token = await invite({ email: 'dirk.visser@contoso.example' });
      const before = written(portal);
      expectHtml(await askInvitationLink(token), 403, EN.refusalTitles.refused);
      expect(written(portal)).toEqual(before);

      const linkToken = createEmailSignIn(db(), 'dirk.visser@contoso.example', {
        invitationId: findUsableInvitation(db(), token)!.id,
      });
      const refused = await signInWith(linkToken);
      expectHtml(refused, 403, EN.refusalTitles.refused);
      expectNoSignIn(refused);
      expect({ ...written(portal), links: before.links }).toEqual(before);
      expect(findUsableInvitation(db(), token)).not.toBeNull();
    } finally {
      db().prepare("UPDATE users SET oid_issuer = '' WHERE id = ?").run(DemoUsers.dirk);
    }
  });

  it('answers an expired link with 410 and an unknown one with 404, writing nothing', async () => {
    const token = await invite({ email: 'late@contoso.example' });
    const expired = createEmailSignIn(
      db(),
      'late@contoso.example',
      { invitationId: findUsableInvitation(db(), token)!.id },
      Date.now() - EMAIL_SIGN_IN_TTL_MS - 1,
    );
    const before = written(portal);
    const page = await open(`/account/email-sign-in/${expired}`);
    expectHtml(page.response, 410, EN.refusalTitles.expired);
    expectHtml(await post(`/account/email-sign-in/${expired}`, page.csrf), 410, EN.refusalTexts.expired);
    expectHtml((await open(`/account/email-sign-in/${expired}`, 'nl')).response, 410, NL.refusalTitles.expired);
    for (const unknown of [randomBytes(32).toString('base64url'), 'not-a-token', 'x'.repeat(180)]) {
      expectHtml((await open(`/account/email-sign-in/${unknown}`)).response, 404, EN.refusalTitles.unknown);
      const posted = await post(`/account/email-sign-in/${unknown}`, page.csrf);
      expectHtml(posted, 404, EN.refusalTitles.unknown);
      expectNoSignIn(posted);
    }
    expect(written(portal)).toEqual(before);
  });

  it("refuses the Sign in button without the page's CSRF token, using nothing", async () => {
    const token = await invite({ email: 'csrf@contoso.example' });
    await askInvitationLink(token);
    const { token: linkToken } = await mailedLink();
    const page = await open(`/account/email-sign-in/${linkToken}`);
    const before = written(portal);
    const forged = await post(
      `/account/email-sign-in/${linkToken}`,
      page.csrf,
      {},
      { formCsrf: randomBytes(32).toString('base64url') },
    );
    expectHtml(forged, 403, SERVER_PAGE_TEXTS.en.formExpiredTitle);
    expectNoSignIn(forged);
    const noCookie = await portal.app.inject({
      method: 'POST',
      url: `/account/email-sign-in/${linkToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${page.csrf}`,
    });
    expect(noCookie.statusCode).toBe(403);
    // The invitation's form, likewise: no mail.
    const invitationForm = await post(`/account/invitation/${token}`, page.csrf, {}, { formCsrf: 'a'.repeat(43) });
    expect(invitationForm.statusCode).toBe(403);
    expect(written(portal)).toEqual(before);
    // The link still works.
    expect((await post(`/account/email-sign-in/${linkToken}`, page.csrf)).statusCode).toBe(303);
  });

  describe('returning users', () => {
    /** Opens the sign-in page and asks for a link for `email`. */
    async function askLink(email: string, lang = 'en') {
      const page = await open('/account/login', lang);
      return post('/account/email-sign-in', page.csrf, { email }, { lang });
    }

    it('the sign-in page shows the e-mail form under the identity providers instead of going straight to the one provider', async () => {
      const { response, csrf } = await open('/account/login');
      expect(response.statusCode).toBe(200);
      const providerAt = response.body.indexOf('Sign in with your work account');
      const formAt = response.body.indexOf(EN.requestHeading);
      expect(providerAt).toBeGreaterThan(0);
      expect(formAt).toBeGreaterThan(providerAt);
      expect(response.body).toContain('<form method="post" action="/account/email-sign-in">');
      expect(response.body).toContain(`name="_csrf" value="${csrf}"`);
      expect(response.body).toContain(`<label for="email-sign-in-address">${EN.emailLabel}</label>`);
      expect(response.body).toMatch(
        /<input id="email-sign-in-address" name="email" type="email" autocomplete="email" required maxlength="254" value="">/,
      );
      expect((await open('/account/login', 'nl')).response.body).toContain(NL.requestHeading);
    });

    it('mails a link to an authorized user without an identity provider, in the language of the request, which signs that user in', async () => {
      const before = written(portal);
      const answer = await askLink('Anna.deVries@Contoso.example', 'nl-BE,nl;q=0.9');
      expectHtml(answer, 200, NL.requestSent('anna.devries@contoso.example'));
      expect(written(portal)).toMatchObject({ links: before.links + 1, mails: before.mails + 1 });
      const { mail, token } = await mailedLink();
      expect(mail.to).toEqual(['anna.devries@contoso.example']);
      expect(mail.subject).toBe('Uw inloglink voor het klantportaal');
      expect(mail.text).toContain('om in te loggen op het klantportaal');

      const response = await signInWith(token);
      expect(response.statusCode).toBe(303);
      expect(await identity(response)).toMatchObject({
        isAuthenticated: true,
        isAuthorized: true,
        userName: 'anna.devries@contoso.example',
        activeCustomerId: 'contoso',
      });
      expect((await post(`/account/email-sign-in/${token}`, 'b'.repeat(43))).statusCode).toBe(410);
    });

    it('answers an unknown address, a user linked to an identity provider and an unauthorized user the same, and mails nothing', async () => {
      db()
        .prepare(
          "INSERT INTO users (id, user_name, email, oid, is_authorized, permissions) VALUES ('frank', 'frank@fabrikam.example', '', '', 1, '[]')",
        )
        .run();
      db().prepare("UPDATE users SET oid_issuer = 'https://login.example.com/' WHERE id = ?").run(DemoUsers.dirk);
      try {
        const before = written(portal);
        for (const email of ['nobody@contoso.example', 'dirk.visser@contoso.example', 'carla.smit@example.com']) {
          const answer = await askLink(email);
          expectHtml(
            answer,
            200,
            `If ${email} belongs to a user of this portal who signs in by e-mail, a link is on its way. It works once, for 15 minutes.`,
          );
          // Word for word the answer a user who gets a link gets.
          expect(answer.body.replace(email, 'X')).toBe(
            (await askLink('frank@fabrikam.example')).body.replace('frank@fabrikam.example', 'X'),
          );
          await portal.app.portal.mailSender!.flush();
        }
        // Only the three requests for Frank queued a mail.
        expect(db().prepare('SELECT recipient FROM mail_outbox WHERE id > ?').pluck().all(before.lastMail)).toEqual(
          Array(3).fill('frank@fabrikam.example'),
        );
        expect(smtp.received.map((m) => m.to)).toEqual(Array(3).fill(['frank@fabrikam.example']));
        expect(written(portal).links - before.links).toBe(3);
      } finally {
        db().prepare("UPDATE users SET oid_issuer = '' WHERE id = ?").run(DemoUsers.dirk);
      }
    });

    it('queues at most 3 links per address in 15 minutes: the 4th request gets the same answer and no mail', async () => {
      db()
        .prepare(
          "INSERT INTO users (id, user_name, email, oid, is_authorized, permissions) VALUES ('eve', 'eve@fabrikam.example', '', '', 1, '[]')",
        )
        .run();
      // Links older than 15 minutes do not count.
      for (let i = 0; i < 3; i++)
        createEmailSignIn(db(), 'eve@fabrikam.example', { userId: 'eve' }, Date.now() - EMAIL_SIGN_IN_TTL_MS - 1000);
      const mails = count(portal.app, 'mail_outbox');
      for (let i = 0; i < 3; i++) expect((await askLink('eve@fabrikam.example')).statusCode).toBe(200);
      expect(count(portal.app, 'mail_outbox')).toBe(mails + 3);
      const fourth = await askLink('EVE@fabrikam.example');
      expectHtml(fourth, 200, EN.requestSent('eve@fabrikam.example'));
      expect(count(portal.app, 'mail_outbox')).toBe(mails + 3);
      expect(await portal.app.portal.mailSender!.flush()).toBe(3);
    });

    it('gives a malformed address the form back with a message and the typed value (400), mailing nothing', async () => {
      const before = written(portal);
      for (const typed of ['nina at contoso', '', `${'a'.repeat(250)}@contoso.example`, '<b>x</b>@']) {
        const answer = await askLink(typed);
        expectHtml(answer, 400, EN.invalidAddress);
        expect(answer.body).toContain(
          `value="${typed.replace(/</g, '&lt;').replace(/>/g, '&gt;')}" aria-invalid="true" aria-describedby="email-sign-in-error"`,
        );
        expect(answer.body).not.toContain('<b>');
      }
      expectHtml(await askLink('nina at contoso', 'nl'), 400, NL.invalidAddress);
      expect(written(portal)).toEqual(before);
    });

    it('a link whose user was linked to an identity provider since signs nobody in', async () => {
      await askLink('bram.jansen@northwind.example');
      const { token } = await mailedLink();
      db().prepare("UPDATE users SET oid_issuer = 'https://login.example.com/' WHERE id = ?").run(DemoUsers.bram);
      try {
        const before = written(portal);
        const refused = await signInWith(token);
        expectHtml(refused, 403, EN.refusalTexts.refused);
        expectNoSignIn(refused);
        expect(written(portal)).toEqual(before);
      } finally {
        db().prepare("UPDATE users SET oid_issuer = '' WHERE id = ?").run(DemoUsers.bram);
      }
    });

    it('a link whose user was disabled since signs nobody in', async () => {
      await askLink('bram.jansen@northwind.example');
      const { token } = await mailedLink();
      db().prepare("UPDATE users SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").run(DemoUsers.bram);
      try {
        const before = written(portal);
        const refused = await signInWith(token);
        expectHtml(refused, 403, EN.refusalTexts.refused);
        expectNoSignIn(refused);
        expect(written(portal)).toEqual(before);
      } finally {
        db().prepare('UPDATE users SET disabled_at = NULL WHERE id = ?').run(DemoUsers.bram);
      }
    });
  });
});

describe('e-mail sign-in without an identity provider', () => {
  it('offers only the e-mail link, on the invitation page and the sign-in page', async () => {
    const portal = await createTestPortal({ seedDemo: true, config: { demoMode: false, emailSignIn: true } });
    try {
      const token = createInvitation(portal.app.portal.db, invitation());
      const page = await portal.app.inject({ url: `/account/invitation/${token}` });
      expectHtml(page, 200, EN.invitedEmailButton);
      expect(page.body).not.toContain('provider=');
      expect(page.body).not.toContain(EN.invitedEmailHeading);
      const login = await portal.app.inject({ url: '/account/login' });
      expect(login.body).toContain(EN.requestHeading);
      expect(login.body).not.toContain(LOGIN_PAGE_TEXTS.en.noProvider);
    } finally {
      await portal.close();
    }
  });
});

describe('EMAIL_SIGN_IN off', () => {
  let provider: TestProvider;
  let portal: TestPortal;
  beforeAll(async () => {
    provider = await startTestProvider(PUBLIC_ORIGIN);
    portal = await createTestPortal({
      seedDemo: true,
      config: { demoMode: false, publicOrigin: PUBLIC_ORIGIN, identityProviders: [testOidcConfig(provider.issuer)] },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await provider?.close();
  });

  it('has no e-mail sign-in routes: 404', async () => {
    const db = portal.app.portal.db;
    const token = createInvitation(db, invitation());
    const linkToken = createEmailSignIn(db, 'anna.devries@contoso.example', { userId: DemoUsers.anna });
    const csrf = 'c'.repeat(43);
    const headers = {
      cookie: `${CSRF_COOKIE}=${csrf}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    };
    const before = { mails: count(portal.app, 'mail_outbox'), sessions: count(portal.app, 'sessions') };
    for (const [method, url] of [
      ['POST', '/account/email-sign-in'],
      ['GET', `/account/email-sign-in/${linkToken}`],
      ['POST', `/account/email-sign-in/${linkToken}`],
      ['POST', `/account/invitation/${token}`],
    ] as const) {
      const response = await portal.app.inject({
        method,
        url,
        headers,
        payload: method === 'POST' ? `_csrf=${csrf}&email=anna.devries%40contoso.example` : undefined,
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect({ mails: count(portal.app, 'mail_outbox'), sessions: count(portal.app, 'sessions') }).toEqual(before);
  });

  it('keeps the pages as they were: the invitation link and the sign-in page go straight to the one provider', async () => {
    const token = createInvitation(portal.app.portal.db, invitation({ email: 'off@contoso.example' }));
    for (const url of [`/account/invitation/${token}`, '/account/login']) {
      const response = await portal.app.inject({ url });
      expect(response.statusCode).toBe(303);
      expect(String(response.headers.location)).toMatch(new RegExp(`^${provider.issuer}`));
    }
  });
});

describe('the request log', () => {
  it('carries no token of an invitation or a sign-in link', async () => {
    const lines: string[] = [];
    // Every level fastify logs at, into `lines` (a variable: BuildAppOptions names only the level).
    const logger = { level: 'trace', stream: { write: (line: string) => void lines.push(line) } };
    const portal = await createTestPortal({
      seedDemo: true,
      logger,
      config: { demoMode: false, emailSignIn: true, publicOrigin: PUBLIC_ORIGIN },
    });
    try {
      const db = portal.app.portal.db;
      const invitationToken = createInvitation(db, invitation());
      const linkToken = createEmailSignIn(db, 'anna.devries@contoso.example', { userId: DemoUsers.anna });
      const first = await portal.app.inject({ url: `/account/invitation/${invitationToken}` });
      const csrf = cookieOf(first, CSRF_COOKIE)!;
      const form = {
        cookie: `${CSRF_COOKIE}=${csrf}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      };
      await portal.app.inject({
        method: 'POST',
        url: `/account/invitation/${invitationToken}`,
        headers: form,
        payload: `_csrf=${csrf}`,
      });
      expect((await portal.app.inject({ url: `/account/email-sign-in/${linkToken}` })).statusCode).toBe(200);
      expect(
        (
          await portal.app.inject({
            method: 'POST',
            url: `/account/email-sign-in/${linkToken}`,
            headers: form,
            payload: `_csrf=${csrf}`,
          })
        ).statusCode,
      ).toBe(303);
      expect(
        (
          await portal.app.inject({
            method: 'POST',
            url: '/account/email-sign-in',
            headers: form,
            payload: `_csrf=${csrf}&email=anna.devries%40contoso.example`,
          })
        ).statusCode,
      ).toBe(200);
      const mailed = db.prepare('SELECT text_body FROM mail_outbox').pluck().all() as string[];
      const tokens = [
        invitationToken,
        linkToken,
        ...mailed.flatMap((text) => /email-sign-in\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? []),
      ];
      expect(tokens).toHaveLength(4);
      // The logger is on (the request for a link is logged), and no line holds a token.
      expect(lines.join('')).toContain('/account/email-sign-in');
      for (const token of tokens) expect(lines.join('')).not.toContain(token);
    } finally {
      await portal.close();
    }
  });
});
