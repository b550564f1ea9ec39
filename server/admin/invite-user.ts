import type Database from 'better-sqlite3';
import { findCustomer } from '../data/users';
import type { CustomerRole } from '../data/request-user';
import { HttpError } from '../http/errors';
import type { PageLanguage } from '../http/html';
import { createInvitation, INVITATION_TTL_MS, InvitationError, invitationLink } from '../invitations/invitations';
import { writeAudit, type AdminActor } from './audit';

export interface AdminInvitation {
  email: string;
  customerId: string;
  role: CustomerRole;
  permissions: readonly string[];
  language: PageLanguage;
  publicOrigin: string;
}

/**
 * Invites a person through the sign-in work's invitation flow (stored, mail queued) and audits it, in one
 * transaction; a refused invitation is a 400 (unknown customer: 404) and writes nothing.
 */
export function inviteUser(
  db: Database.Database,
  actor: AdminActor,
  invitation: AdminInvitation,
  now = Date.now(),
): { link: string; expiresAt: string } {
  try {
    return db.transaction(() => {
      if (findCustomer(db, invitation.customerId)?.deactivated_at)
        throw new HttpError(409, `Customer "${invitation.customerId}" is deactivated: reactivate it first.`);
      const token = createInvitation(db, { ...invitation, invitedBy: actor.name, now });
      const email = invitation.email.trim().toLowerCase();
      writeAudit(
        db,
        actor,
        {
          action: 'invitation.create',
          targetType: 'invitation',
          targetId: email,
          customerId: invitation.customerId,
          before: null,
          after: {
            email,
            customerId: invitation.customerId,
            role: invitation.role,
            permissions: [...invitation.permissions],
          },
        },
        now,
      );
      return {
        link: invitationLink(invitation.publicOrigin, token),
        expiresAt: new Date(now + INVITATION_TTL_MS).toISOString(),
      };
    })();
  } catch (error) {
    if (!(error instanceof InvitationError)) throw error;
    throw new HttpError(/^There is no customer/.test(error.message) ? 404 : 400, `${error.message}.`);
  }
}
