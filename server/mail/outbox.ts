import type Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { statement } from '../db/statements';
import { isLoopbackHost, type MailConfig } from './mail-config';

export interface OutgoingMail {
  /** An address; null: the provider, PROVIDER_MAIL_TO when it is sent (so mail queued before it was set still arrives). */
  to: string | null;
  subject: string;
  /** Plain text. */
  text: string;
}

/**
 * Queues a mail in mail_outbox, due at once. Synchronous, so a caller queues it inside the transaction that
 * makes it true (a registration and its mails are stored together or not at all).
 */
export function enqueueMail(db: Database.Database, mail: OutgoingMail, now = Date.now()): void {
  statement(
    db,
    `INSERT INTO mail_outbox (recipient, subject, text_body, created_at, attempts, next_attempt_at)
     VALUES (?, ?, ?, ?, 0, ?)`,
  ).run(mail.to, mail.subject.replace(/[\r\n]+/g, ' '), mail.text, new Date(now).toISOString(), now);
}

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** Failures of the server or the connection, not of one message: the rest of the batch would fail the same way. */
const SERVER_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ETLS', 'EPROTOCOL']);

const BATCH = 20;
const TIMEOUT_MS = 5_000;
/**
 * A mail is claimed before it is sent by pushing its next attempt this far ahead, only if it is still due: of
 * several instances flushing the same outbox exactly one claims it. An instance that dies mid-send leaves the
 * mail due again after this long (a mail is sent at least once, and twice only then).
 */
const CLAIM_MS = 2 * 60_000;

interface DueRow {
  id: number;
  recipient: string | null;
  subject: string;
  text_body: string;
  attempts: number;
}

export interface MailSenderOptions {
  /** The clock (epoch ms); tests move it instead of waiting. */
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Sends the outbox's due mails through SMTP, one at a time, and schedules a failed one's next try. Each mail is
 * claimed first, so several instances on one database never send the same mail twice.
 */
export class MailSender {
  private readonly transport: Transporter;
  private readonly now: () => number;
  private readonly log: Pick<FastifyBaseLogger, 'warn'> | undefined;
  private timer: NodeJS.Timeout | null = null;
  /** Flushes run one after another, so no mail is sent twice by overlapping runs. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database.Database,
    private readonly config: MailConfig,
    options: MailSenderOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log;
    const { smtp } = config;
    this.transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      // A password never crosses the network in clear text.
      requireTLS: !smtp.secure && smtp.auth !== null && !isLoopbackHost(smtp.host),
      auth: smtp.auth ?? undefined,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
      logger: false,
    });
  }

  /** Sends every due mail (up to a batch); resolves to how many went out. */
  flush(): Promise<number> {
    const run = this.queue.then(() => this.sendDue());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Flushes every `intervalMs` until stop(); the timer does not keep the process alive. */
  start(intervalMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.log?.warn({ err: error }, 'mail outbox: flush failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a flush under way (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
    this.transport.close();
  }

  private async sendDue(): Promise<number> {
    const rows = statement(
      this.db,
      `SELECT id, recipient, subject, text_body, attempts FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ${BATCH}`,
    ).all(this.now()) as DueRow[];
    let sent = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!this.claim(row)) continue;
      try {
        await this.transport.sendMail({
          from: this.config.from.name
            ? { name: this.config.from.name, address: this.config.from.address }
            : this.config.from.address,
          to: row.recipient ?? this.config.providerTo,
          subject: row.subject,
          text: row.text_body,
        });
        statement(
          this.db,
          'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
        ).run(new Date(this.now()).toISOString(), row.id);
        sent++;
      } catch (error) {
        const failed = SERVER_ERRORS.has(errorCode(error)) ? rows.slice(i) : [row];
        const message = this.describe(error);
        // The rest of the batch is postponed only where still due: another instance may have claimed some.
        for (const r of failed) this.markFailed(r, message, r === row);
        this.log?.warn(`mail outbox: sending failed (${failed.length} mail(s) postponed): ${message}`);
        if (failed.length > 1) break;
      }
    }
    return sent;
  }

  /** Claims a due mail for this sender; false when another sender claimed or sent it first. */
  private claim(row: DueRow): boolean {
    const now = this.now();
    return (
      statement(
        this.db,
        'UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND next_attempt_at <= ?',
      ).run(now + CLAIM_MS, row.id, now).changes === 1
    );
  }

  private markFailed(row: DueRow, message: string, claimed: boolean): void {
    const attempts = row.attempts + 1;
    const now = this.now();
    statement(
      this.db,
      `UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?
      WHERE id = ? AND sent_at IS NULL AND (? = 1 OR next_attempt_at <= ?)`,
    ).run(attempts, now + retryDelayMs(attempts), message, row.id, claimed ? 1 : 0, now);
  }

  /** A short reason for last_error and the log: the error's code and message, without the password. */
  private describe(error: unknown): string {
    const code = errorCode(error);
    let text = `${code ? code + ': ' : ''}${error instanceof Error ? error.message : String(error)}`;
    const pass = this.config.smtp.auth?.pass;
    if (pass) text = text.split(pass).join('***');
    return text.replace(/\s+/g, ' ').slice(0, 200);
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}
