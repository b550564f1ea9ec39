import { randomBytes } from 'node:crypto';
import { createTestPortal, type TestPortal } from '../plugin-api/testing';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { readMailConfig } from './mail-config';
import { enqueueMail, MailSender } from './outbox';

const MAILS = 12;
const mailConfig = (port: number) =>
  readMailConfig({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'portal@msp.example',
    PROVIDER_MAIL_TO: 'sales@msp.example',
  })!;
/** The portals' own senders wait longer than any test; the test flushes by hand. */
const quietOutbox = { intervalMs: 3_600_000 };

function queue(portal: TestPortal): string[] {
  const subjects = Array.from({ length: MAILS }, (_, i) => `Mail ${i + 1}`);
  for (const subject of subjects)
    enqueueMail(portal.app.portal.db, { to: 'someone@example.com', subject, text: 'Hello' });
  return subjects;
}

const sentRows = (portal: TestPortal) =>
  portal.app.portal.db.prepare('SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NOT NULL').pluck().get();

describe('the mail outbox with several senders on one database', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('sends every mail exactly once when two senders flush the same outbox at the same time (SQLite)', async () => {
    const portal = await createTestPortal({ config: { mail: mailConfig(smtp.port) }, mailOutbox: quietOutbox });
    const other = new MailSender(portal.app.portal.db, mailConfig(smtp.port));
    try {
      const subjects = queue(portal);
      const [a, b] = await Promise.all([portal.app.portal.mailSender!.flush(), other.flush()]);
      expect(a + b).toBe(MAILS);
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
      expect(sentRows(portal)).toBe(MAILS);
    } finally {
      await other.stop();
      await portal.close();
    }
  });

  const unavailable = postgresUnavailable();
  (unavailable ? it.skip : it)(
    'sends every mail exactly once when two instances on one PostgreSQL database flush together',
    async () => {
      let cluster: PostgresCluster | null = null;
      const portals: TestPortal[] = [];
      try {
        cluster = await startPostgresCluster();
        const config = {
          databaseFile: cluster.url,
          secret: randomBytes(32).toString('base64url'),
          mail: mailConfig(smtp.port),
        };
        portals.push(
          await createTestPortal({ config, mailOutbox: quietOutbox }),
          await createTestPortal({ config, mailOutbox: quietOutbox }),
        );
        const subjects = queue(portals[0]);
        const flushed = await Promise.all(portals.map((portal) => portal.app.portal.mailSender!.flush()));
        expect(flushed.reduce((sum, n) => sum + n, 0)).toBe(MAILS);
        expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
        expect(sentRows(portals[1])).toBe(MAILS);
      } finally {
        for (const portal of portals) await portal.close();
        cluster?.stop();
      }
    },
    120_000,
  );
});
