import type Database from 'better-sqlite3';
import { findCustomer } from '../data/users';
import type { PageLanguage } from '../http/html';
import type { Invitation } from '../invitations/invitations';
import { enqueueMail } from '../mail/outbox';
import { userOfAddress } from './address-users';
import { signInLinkMail } from './email-sign-in-mail-texts';
import {
  createEmailSignIn,
  emailSignInLink,
  MAX_LINKS_PER_ADDRESS,
  recentLinkCount,
  type LinkTarget,
} from './email-sign-ins';

/** Stores a link and queues its mail, in one transaction, unless the address had its share of links; whether it did. */
function sendLink(
  db: Database.Database,
  email: string,
  target: LinkTarget,
  mail: (link: string) => { subject: string; text: string },
  publicOrigin: string,
  now: number,
): boolean {
  return db.transaction(() => {
    if (recentLinkCount(db, email, now) >= MAX_LINKS_PER_ADDRESS) return false;
    const token = createEmailSignIn(db, email, target, now);
    enqueueMail(db, { to: email, ...mail(emailSignInLink(publicOrigin, token)) }, now);
    return true;
  })();
}

/**
 * A returning user asks for a link. One is queued only for an authorized user whose user name or e-mail
 * address this is and who has no identity provider linked (people linked to one sign in there, so its
 * policies such as MFA apply), and only within the limit; the caller answers the same whatever happened, so
 * nobody learns from it which addresses are users'. Returns whether a link was queued (for tests and logs).
 */
export function sendReturningUserLink(
  db: Database.Database,
  email: string,
  lang: PageLanguage,
  publicOrigin: string,
  now = Date.now(),
): boolean {
  const user = userOfAddress(db, email);
  if (user === null || user === 'ambiguous' || !user.isAuthorized || user.linkedToProvider) return false;
  return sendLink(db, email, { userId: user.id }, (link) => signInLinkMail({ link }, lang), publicOrigin, now);
}

/**
 * An invited person asks for a link: it goes to the invited address (never another), in the invitation's
 * language. 'refused' when the address is a user linked to an identity provider (who signs in there) or names
 * two users; 'tooMany' when it had its share of links.
 */
export function sendInvitationLink(
  db: Database.Database,
  invitation: Invitation,
  publicOrigin: string,
  now = Date.now(),
): 'sent' | 'tooMany' | 'refused' {
  const user = userOfAddress(db, invitation.email);
  if (user === 'ambiguous' || user?.linkedToProvider) return 'refused';
  const customerName = findCustomer(db, invitation.customerId)?.name ?? invitation.customerId;
  const mail = (link: string) => signInLinkMail({ link, invitedTo: customerName }, invitation.language);
  return sendLink(db, invitation.email, { invitationId: invitation.id }, mail, publicOrigin, now) ? 'sent' : 'tooMany';
}
