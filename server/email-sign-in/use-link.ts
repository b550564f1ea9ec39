import type Database from 'better-sqlite3';
import type { InvitationRefusal } from '../invitations/invitation-page-texts';
import { isUserDisabled } from '../data/users';
import { redeemInvitationFor } from '../invitations/invitations';
import { createEmailUser, userOfAddress } from './address-users';
import type { EmailLinkRefusal } from './email-sign-in-texts';
import { lookUpEmailSignIn, markEmailSignInUsed, type EmailSignIn } from './email-sign-ins';

export type LinkUse =
  | { ok: true; userId: string }
  | { ok: false; refusal: EmailLinkRefusal }
  /** The link was good but its invitation no longer is (used or expired meanwhile). */
  | { ok: false; invitationRefusal: InvitationRefusal };

/** Ends the transaction without a trace: thrown inside, answered outside. */
class Refused extends Error {
  constructor(readonly use: Exclude<LinkUse, { ok: true }>) {
    super('e-mail sign-in refused');
  }
}

const refused = (refusal: EmailLinkRefusal) => new Refused({ ok: false, refusal });

/** The returning user a link was made for, if that user may still sign in by e-mail. */
function returningUser(db: Database.Database, link: EmailSignIn & { userId: string }): string {
  const user = userOfAddress(db, link.email);
  if (user === null || user === 'ambiguous' || user.id !== link.userId || !user.isAuthorized || user.linkedToProvider)
    throw refused('refused');
  return user.id;
}

/**
 * The invited person, who showed they read the invited address: the user of that address (found or created);
 * a user linked to an identity provider signs in there instead (its policies such as MFA apply).
 */
function invitedUser(db: Database.Database, link: EmailSignIn & { invitationId: number }, now: number): string {
  const redeemed = redeemInvitationFor(
    db,
    link.invitationId,
    (invitation) => {
      if (invitation.email !== link.email) return null;
      const user = userOfAddress(db, invitation.email);
      if (user === 'ambiguous' || user?.linkedToProvider) throw refused('refused');
      return user?.id ?? createEmailUser(db, invitation.email);
    },
    now,
  );
  if (!redeemed.ok) throw new Refused({ ok: false, invitationRefusal: redeemed.reason });
  return redeemed.userId;
}

/**
 * Uses a sign-in link, in one transaction (nested in the caller's, which starts the session): the link must
 * be unused and unexpired and is marked used (once, even when two tabs race); a returning user is signed in
 * if still allowed to sign in by e-mail, an invitation is accepted for the invited address. Anything refused
 * writes nothing, the link included.
 */
export function useEmailSignIn(db: Database.Database, token: string, now = Date.now()): LinkUse {
  try {
    return db.transaction((): LinkUse => {
      const found = lookUpEmailSignIn(db, token, now);
      if (found.status !== 'usable') throw refused(found.status);
      const { link } = found;
      if (!markEmailSignInUsed(db, link.id, now)) throw refused('used');
      const userId =
        link.userId !== null
          ? returningUser(db, { ...link, userId: link.userId })
          : invitedUser(db, { ...link, invitationId: link.invitationId! }, now);
      if (isUserDisabled(db, userId)) throw refused('refused');
      return { ok: true, userId };
    })();
  } catch (error) {
    if (error instanceof Refused) return error.use;
    throw error;
  }
}
