import * as z from 'zod/mini';

/** A mailbox: the address, and the display name shown with it (null: none). */
export interface Mailbox {
  name: string | null;
  address: string;
}

/** Outgoing e-mail settings, read from the environment (SMTP_URL, MAIL_FROM, PROVIDER_MAIL_TO). */
export interface MailConfig {
  smtp: {
    host: string;
    port: number;
    /** smtps://: TLS from the first byte; smtp://: STARTTLS when the server offers it (required with a password off this machine). */
    secure: boolean;
    /** null: no authentication. */
    auth: { user: string; pass: string } | null;
  };
  from: Mailbox;
  /** Where registrations go. */
  providerTo: string;
}

const Address = z.email().check(z.maxLength(254));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Whether the SMTP server runs on this machine (then a password may travel without TLS). */
export const isLoopbackHost = (host: string) => LOOPBACK.has(host);

/** The URL with its password hidden, for error messages. */
function shown(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

function readSmtpUrl(value: string): MailConfig['smtp'] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value is not echoed: it may hold the password.
    throw new Error(
      'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587 or smtps://mail.example.com',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${shown(url)}"`);
  }
  if (!url.hostname) throw new Error(`SMTP_URL must name the mail server's host, got "${shown(url)}"`);
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    throw new Error(`SMTP_URL must hold only user, password, host and port, got "${shown(url)}"`);
  }
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  if (pass && !user) throw new Error(`SMTP_URL has a password without a user name: "${shown(url)}"`);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass } : null,
  };
}

/** `portal@example.com`, `Customer portal <portal@example.com>` or `"Example, Inc." <portal@example.com>`. */
function readMailbox(name: string, value: string): Mailbox {
  const match = /^(.*?)\s*<([^<>]*)>$/.exec(value);
  const address = (match ? match[2] : value).trim();
  const display = match
    ? match[1]
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
    : '';
  if (!Address.safeParse(address).success) {
    throw new Error(
      `${name} must be an e-mail address, optionally with a name (Customer portal <portal@example.com>), got "${value}"`,
    );
  }
  if (/[\r\n]/.test(display)) throw new Error(`${name} must be on one line`);
  return { name: display || null, address };
}

/** The mail settings, or null when SMTP_URL is unset (mails then stay in the outbox). Throws per problem. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  const smtp = readSmtpUrl(smtpUrl);
  const from = env.MAIL_FROM?.trim();
  if (!from)
    throw new Error(
      'MAIL_FROM is required when SMTP_URL is set: the sender, e.g. Customer portal <portal@example.com>',
    );
  const mailFrom = readMailbox('MAIL_FROM', from);
  const to = env.PROVIDER_MAIL_TO?.trim();
  if (to && !Address.safeParse(to).success) throw new Error(`PROVIDER_MAIL_TO must be one e-mail address, got "${to}"`);
  return { smtp, from: mailFrom, providerTo: to || mailFrom.address };
}
