import { ApiPaths } from '../../core/contract';
import { anonymous, count, createTestPortal, type TestPortal } from '../plugin-api/testing';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { readMailConfig } from './mail-config';
import { MailSender } from './outbox';

const registration = {
  firstName: 'Eva',
  lastName: 'Peeters',
  gender: 'female',
  email: 'Eva.Peeters@Example.com',
  telephone: '+32 470 12 34 56',
  companyName: 'Peeters & Zonen',
  acceptTerms: true,
};

const mailEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Customer portal <portal@msp.example>',
  PROVIDER_MAIL_TO: 'sales@msp.example',
  ...extra,
});

interface OutboxRow {
  id: number;
  recipient: string | null;
  subject: string;
  attempts: number;
  next_attempt_at: number;
  sent_at: string | null;
  last_error: string | null;
}

const outbox = (portal: TestPortal) =>
  portal.app.portal.db.prepare('SELECT * FROM mail_outbox ORDER BY id').all() as OutboxRow[];

async function register(portal: TestPortal, change: Record<string, unknown> = {}, acceptLanguage = 'en-GB,en;q=0.9') {
  const browser = await anonymous(portal.app);
  return portal.app.inject({
    method: 'POST',
    url: ApiPaths.register,
    headers: browser.headers({ 'accept-language': acceptLanguage }),
    payload: { ...registration, ...change },
  });
}

/** A portal whose outbox sends to `port`, on a clock the test moves (`clock.skew` ms ahead of real time). */
async function mailingPortal(port: number, clock = { skew: 0 }, env: Record<string, string> = {}) {
  return createTestPortal({
    config: { mail: readMailConfig(mailEnv(port, env)) },
    // The test flushes by hand; the timer waits longer than any test.
    mailOutbox: { now: () => Date.now() + clock.skew, intervalMs: 3_600_000 },
  });
}

describe('registration mail through a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let portal: TestPortal;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    portal = await mailingPortal(smtp.port);
  });
  afterAll(async () => {
    await portal.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('queues the provider notice and the confirmation with the registration, and flush() delivers both', async () => {
    const response = await register(portal);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const rows = outbox(portal);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.sent_at)).toEqual([null, null]);

    expect(await portal.app.portal.mailSender!.flush()).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const [provider, registrant] = smtp.received;
    expect(provider.from).toBe('portal@msp.example');
    expect(provider.to).toEqual(['sales@msp.example']);
    expect(provider.subject).toBe('New portal registration: Eva Peeters (Peeters & Zonen)');
    expect(provider.raw).toMatch(/^From: Customer portal <portal@msp\.example>$/m);
    for (const line of [
      'Name: Eva Peeters',
      'Gender: female',
      'E-mail: eva.peeters@example.com',
      'Telephone: +32 470 12 34 56',
      'Company: Peeters & Zonen',
    ]) {
      expect(provider.text).toContain(line);
    }
    expect(registrant.to).toEqual(['eva.peeters@example.com']);
    expect(registrant.subject).toBe('Your registration for the customer portal');
    expect(registrant.text).toContain('Dear Eva Peeters,');

    expect(outbox(portal).every((r) => r.sent_at !== null && r.attempts === 1 && r.last_error === null)).toBe(true);
    expect(await portal.app.portal.mailSender!.flush()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('writes the confirmation in Dutch for a Dutch browser; the provider notice stays English', async () => {
    const response = await register(
      portal,
      { email: 'jan.devries@example.nl', firstName: 'Jan', lastName: 'de Vries' },
      'nl-BE,nl;q=0.9,en;q=0.5',
    );
    expect(response.statusCode).toBe(201);
    expect(await portal.app.portal.mailSender!.flush()).toBe(2);
    const registrant = smtp.received.find((m) => m.to[0] === 'jan.devries@example.nl')!;
    expect(registrant.subject).toBe('Uw registratie voor het klantportaal');
    expect(registrant.text).toContain('Beste Jan de Vries,');
    expect(registrant.text).toContain(
      'Wij hebben uw registratie voor het klantportaal ontvangen (bedrijf: Peeters & Zonen).',
    );
    const provider = smtp.received.find((m) => m.to[0] === 'sales@msp.example')!;
    expect(provider.subject).toBe('New portal registration: Jan de Vries (Peeters & Zonen)');
  });

  it('a known address or bad input queues nothing: 201 as for a new address (nothing told), 400 for bad input', async () => {
    const before = { registrations: count(portal.app, 'registrations'), mails: count(portal.app, 'mail_outbox') };
    const duplicate = await register(portal, { email: 'EVA.PEETERS@example.com' });
    expect(duplicate.statusCode).toBe(201);
    const invalid = await register(portal, { email: 'someone@example.org', telephone: 'call me' });
    expect(invalid.statusCode).toBe(400);
    const noTerms = await register(portal, { email: 'someone@example.org', acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect({ registrations: count(portal.app, 'registrations'), mails: count(portal.app, 'mail_outbox') }).toEqual(
      before,
    );
    expect(await portal.app.portal.mailSender!.flush()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });
});

/** A portal whose SMTP_URL names a free port where no mail server listens (yet), and the outbox's clock skew. */
async function portalWithMailServerDown() {
  const probe = await startSmtpTestServer();
  const port = probe.port;
  await probe.close();
  const clock = { skew: 0 };
  return { port, clock, portal: await mailingPortal(port, clock) };
}

describe('the outbox through a mail server outage', () => {
  it('keeps the mails while the server is down and sends each exactly once when it is back and their time has come', async () => {
    const { port, clock, portal } = await portalWithMailServerDown();
    let smtp: SmtpTestServer | null = null;
    try {
      expect((await register(portal)).statusCode).toBe(201);
      const sender = portal.app.portal.mailSender!;

      const tried = Date.now();
      expect(await sender.flush()).toBe(0);
      const failed = outbox(portal);
      expect(failed).toHaveLength(2);
      for (const row of failed) {
        expect(row).toMatchObject({ attempts: 1, sent_at: null });
        expect(row.next_attempt_at).toBeGreaterThanOrEqual(tried + 30_000);
        expect(row.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
        expect(row.last_error!.length).toBeLessThanOrEqual(200);
      }

      smtp = await startSmtpTestServer(port);
      expect(await sender.flush()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      clock.skew = 31_000;
      expect(await sender.flush()).toBe(2);
      expect(await sender.flush()).toBe(0);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['eva.peeters@example.com', 'sales@msp.example']);
      for (const row of outbox(portal))
        expect(row).toMatchObject({ attempts: 2, last_error: null, sent_at: expect.any(String) });
    } finally {
      await portal.close();
      await smtp?.close();
    }
  });

  it('backs off further after each failure, and two overlapping flushes send a mail once', async () => {
    const { port, clock, portal } = await portalWithMailServerDown();
    let smtp: SmtpTestServer | null = null;
    try {
      expect((await register(portal)).statusCode).toBe(201);
      const sender = portal.app.portal.mailSender!;
      await sender.flush();
      clock.skew = 31_000;
      const second = Date.now() + clock.skew;
      await sender.flush();
      for (const row of outbox(portal)) {
        expect(row.attempts).toBe(2);
        expect(row.next_attempt_at).toBeGreaterThanOrEqual(second + 60_000);
        expect(row.next_attempt_at).toBeLessThan(second + 120_000);
      }

      smtp = await startSmtpTestServer(port);
      clock.skew = 100_000;
      const sent = await Promise.all([sender.flush(), sender.flush()]);
      expect(sent.sort()).toEqual([0, 2]);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await portal.close();
      await smtp?.close();
    }
  });

  it('records a refused login without the password', async () => {
    const smtp = await startSmtpTestServer(0, 'right-password');
    const portal = await mailingPortal(
      smtp.port,
      { skew: 0 },
      { SMTP_URL: `smtp://portal:wrong-password@127.0.0.1:${smtp.port}` },
    );
    try {
      expect((await register(portal)).statusCode).toBe(201);
      expect(await portal.app.portal.mailSender!.flush()).toBe(0);
      for (const row of outbox(portal)) {
        expect(row.last_error).toMatch(/^EAUTH: /);
        expect(row.last_error).not.toContain('wrong-password');
      }
    } finally {
      await portal.close();
      await smtp.close();
    }
  });

  it('logs in with the password from SMTP_URL', async () => {
    const smtp = await startSmtpTestServer(0, 'right p@ss');
    const portal = await mailingPortal(
      smtp.port,
      { skew: 0 },
      { SMTP_URL: `smtp://portal:${encodeURIComponent('right p@ss')}@127.0.0.1:${smtp.port}` },
    );
    try {
      expect((await register(portal)).statusCode).toBe(201);
      expect(await portal.app.portal.mailSender!.flush()).toBe(2);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await portal.close();
      await smtp.close();
    }
  });
});

describe('the outbox on its own', () => {
  it('sends on its timer, without a flush() call', async () => {
    const smtp = await startSmtpTestServer();
    const portal = await createTestPortal({
      config: { mail: readMailConfig(mailEnv(smtp.port)) },
      mailOutbox: { intervalMs: 50 },
    });
    try {
      expect((await register(portal)).statusCode).toBe(201);
      for (let waited = 0; smtp.received.length < 2 && waited < 5_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      expect(smtp.received).toHaveLength(2);
    } finally {
      await portal.close();
      await smtp.close();
    }
  });

  it('without SMTP_URL keeps the mails queued; once configured, the provider notice goes to PROVIDER_MAIL_TO', async () => {
    const portal = await createTestPortal();
    const smtp = await startSmtpTestServer();
    try {
      expect(portal.app.portal.mailSender).toBeNull();
      expect((await register(portal)).statusCode).toBe(201);
      expect(outbox(portal).map((r) => [r.recipient, r.attempts, r.sent_at])).toEqual([
        [null, 0, null],
        ['eva.peeters@example.com', 0, null],
      ]);

      const sender = new MailSender(
        portal.app.portal.db,
        readMailConfig(mailEnv(smtp.port, { PROVIDER_MAIL_TO: 'approvals@msp.example' }))!,
      );
      try {
        expect(await sender.flush()).toBe(2);
      } finally {
        await sender.stop();
      }
      expect(smtp.received.map((m) => m.to[0])).toEqual(['approvals@msp.example', 'eva.peeters@example.com']);
    } finally {
      await portal.close();
      await smtp.close();
    }
  });
});
