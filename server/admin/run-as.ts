import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { userView } from '../data/user-views';
import type { RequestUser } from '../data/request-user';
import { HttpError } from '../http/errors';
import { activeRunAs, RUN_AS_MAX_MS, writeRunAs } from '../security/run-as';
import { readSessionToken } from '../security/session';
import type { AdminActor } from './audit';
import { auditRunAsStart, type RunAs } from './run-as-audit';

export type { RunAs } from './run-as-audit';
export { RUN_AS_MAX_MS } from '../security/run-as';

const sessionTokenOf = (request: FastifyRequest): string => {
  const token = readSessionToken(request);
  if (!token) throw new HttpError(401, 'Not signed in.');
  return token;
};

/**
 * Starts the calling session's run-as, audited, for RUN_AS_MAX_MS: from the next request on, the session acts
 * as `userId` in `customerId` (null: that user's own active customer). Who may run as whom is the caller's check.
 */
export function startRunAs(
  db: Database.Database,
  request: FastifyRequest,
  actor: AdminActor,
  target: { userId: string; customerId: string | null },
  now = Date.now(),
): RunAs {
  const token = sessionTokenOf(request);
  const runAs: RunAs = { userId: target.userId, customerId: target.customerId, until: now + RUN_AS_MAX_MS };
  db.transaction(() => {
    writeRunAs(db, token, runAs);
    auditRunAsStart(db, actor, runAs, now);
  })();
  return runAs;
}

/**
 * The customer switch while running as: kept in the session (the viewed user's own choice stays as it was),
 * among the viewed user's customers; only a provider administrator's run-as may switch (a customer
 * administrator views their own customer only).
 */
export function switchRunAsCustomer(
  db: Database.Database,
  request: FastifyRequest,
  user: RequestUser,
  customerId: string,
  now = Date.now(),
): void {
  const token = sessionTokenOf(request);
  const runAs = activeRunAs(db, token, now);
  if (!runAs || !user.runAsBy) throw new HttpError(409, 'You are not viewing the portal as another user.');
  if (!userView(db, user.runAsBy, now)?.requestUser.isProviderAdmin) {
    throw new HttpError(
      403,
      'While viewing the portal as another user, only a provider administrator switches customer.',
    );
  }
  if (!userView(db, user.userId, now)?.customers.some((c) => c.customerId === customerId)) {
    throw new HttpError(
      400,
      `Invalid body: customerId: the user you view the portal as does not belong to customer "${customerId}".`,
    );
  }
  writeRunAs(db, token, { ...runAs, customerId });
}
