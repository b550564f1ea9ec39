import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { PageLanguage } from '../http/html';
import { readMailConfig } from '../mail/mail-config';
import { ensureCustomer } from './ensure-customer';
import { createInvitation, INVITATION_TTL_MS, InvitationError, invitationLink } from './invitations';

export const INVITE_USAGE =
  'Usage: npm run invite -- --email person@example.com --customer <customer id> [--customer-name "Name" (creates it)] --permissions reports,licences [--language en|nl] [--invited-by "name"]';

export interface InviteArgs {
  email: string;
  customerId: string;
  permissions: string[];
  language: PageLanguage;
  invitedBy: string;
  /** Creates the customer with this name when it does not exist yet. */
  customerName?: string;
}

/** The arguments after `invite`, or what is wrong with them. */
export function parseInviteArgs(argv: readonly string[]): InviteArgs | { error: string } {
  let values: Partial<
    Record<'email' | 'customer' | 'customer-name' | 'permissions' | 'language' | 'invited-by', string>
  >;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        customer: { type: 'string' },
        'customer-name': { type: 'string' },
        permissions: { type: 'string' },
        language: { type: 'string' },
        'invited-by': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const email = values.email?.trim();
  const customerId = values.customer?.trim();
  const permissions = (values.permissions ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const language = values.language?.trim().toLowerCase() || 'en';
  if (!email) return { error: '--email is required' };
  if (!customerId) return { error: '--customer is required' };
  if (permissions.length === 0) return { error: '--permissions is required: one or more, separated by commas' };
  if (language !== 'en' && language !== 'nl') return { error: `--language must be en or nl, got "${values.language}"` };
  const customerName = values['customer-name'];
  return {
    email,
    customerId,
    permissions,
    language,
    invitedBy: values['invited-by']?.trim() || 'the invite command',
    ...(customerName === undefined ? {} : { customerName }),
  };
}

/**
 * `node dist-server/main.mjs invite ...`: creates an invitation in the portal's database (migrated as the
 * server does) and prints its link; the running server's outbox sends the mail. Returns the exit code:
 * 0 done, 2 bad arguments, 1 anything else.
 */
export async function runInviteCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  root: string,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const args = parseInviteArgs(argv);
  if ('error' in args) {
    out.error(`${args.error}\n${INVITE_USAGE}`);
    return 2;
  }
  const config = loadConfig(env, root);
  config.mail = readMailConfig(env);
  const app = await buildApp({ config, logger: false });
  try {
    const db = app.portal.db;
    // One transaction: a refused invitation leaves no customer behind.
    const { token, created } = db.transaction(() => {
      const made = args.customerName === undefined ? false : ensureCustomer(db, args.customerId, args.customerName);
      return { token: createInvitation(db, { ...args, publicOrigin: config.publicOrigin }), created: made };
    })();
    out.log(
      [
        ...(created ? [`Created customer ${args.customerId} ("${args.customerName?.trim()}").`] : []),
        `Invited ${args.email.toLowerCase()} to customer ${args.customerId} with ${args.permissions.join(', ')}.`,
        `Link (single use, valid for ${INVITATION_TTL_MS / 86_400_000} days): ${invitationLink(config.publicOrigin, token)}`,
        config.mail
          ? 'The invitation mail is queued: the server sends it within seconds while it runs, else when it starts.'
          : 'The invitation mail is queued, but SMTP_URL is not set: send the link yourself, or set SMTP_URL and the server sends it.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof InvitationError)) throw error;
    out.error(`${error.message}\n${INVITE_USAGE}`);
    return 2;
  } finally {
    await app.close();
  }
}
