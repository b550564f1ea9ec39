import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import {
  COMMAND_LINE,
  ensureUser,
  inviteUser,
  providerAdminCount,
  setProviderAdmin,
  setUserDisabled,
  userRecord,
} from '../admin';
import { HttpError } from '../http/errors';

export interface BootstrapArgs {
  email: string;
  name?: string;
  force: boolean;
  /** Also invite the administrator into this customer (customer-admin), printing the link as `invite` does. */
  customerId?: string;
}

export interface BootstrapOutcome {
  lines: string[];
}

const Address = z.email().check(z.maxLength(254));

/**
 * Makes the first provider administrator: the user of the address, created when there is none (linked at
 * their first sign-in showing that address), promoted, enabled. Refused while another provider administrator
 * exists, unless forced. One transaction.
 */
export function bootstrapProviderAdmin(
  db: Database.Database,
  args: BootstrapArgs,
  publicOrigin: string,
): BootstrapOutcome {
  const email = args.email.trim().toLowerCase();
  if (!Address.safeParse(email).success) throw new HttpError(400, `"${args.email}" is not an e-mail address`);
  return db.transaction((): BootstrapOutcome => {
    const existing = providerAdminCount(db);
    const [firstName = '', ...rest] = (args.name ?? '').trim().split(/\s+/);
    const { userId, created } = ensureUser(db, COMMAND_LINE, { email, firstName, lastName: rest.join(' ') });
    const before = userRecord(db, userId);
    if (existing > 0 && !before.isProviderAdmin && !args.force) {
      throw new HttpError(
        409,
        `There is a provider administrator already (${existing}): add more from the admin API, or pass --force.`,
      );
    }
    setProviderAdmin(db, COMMAND_LINE, userId, true);
    if (before.disabledAt !== null) setUserDisabled(db, COMMAND_LINE, userId, false, null);
    const lines = [
      before.isProviderAdmin
        ? `${email} is a provider administrator already.`
        : `${email} is now a provider administrator${created ? ' (new user)' : ''}.`,
      `Sign in at ${publicOrigin}/account/login with the account of ${email} at your identity provider (or, with EMAIL_SIGN_IN on, a one-time link mailed to it).`,
    ];
    if (args.customerId) {
      const invitation = inviteUser(db, COMMAND_LINE, {
        email,
        customerId: args.customerId,
        role: 'customer-admin',
        permissions: [],
        language: 'en',
        publicOrigin,
      });
      lines.push(
        `Invited ${email} to customer ${args.customerId}. Link (single use, valid until ${invitation.expiresAt}): ${invitation.link}`,
      );
    }
    return { lines };
  })();
}
