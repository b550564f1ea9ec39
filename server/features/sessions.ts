import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  RevokedSessions,
  SessionPaths,
  SignedInDevices,
  type SignedInDevice,
  type SignInMethod,
} from '../../core/contract';
import { writeAudit } from '../admin/audit';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { activeRunAs } from '../security/run-as';
import { clearSessionCookie, findSession, readSessionToken } from '../security/session';
import { revokeSession, revokeUserSessions } from '../security/session-store';
import type { ServerDeps, ServerFeature } from './feature';

const SessionParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f]{32}$/)) });

interface SessionRow {
  public_id: string;
  kind: SignInMethod;
  browser: string;
  system: string;
  address: string | null;
  created_at: string;
  last_seen_at: number | null;
  expires_at: number;
  absolute_expires_at: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The caller's own session (not the user a run-as shows): its user and public id. While an administrator views
 * the portal as someone else the list would be theirs or the viewed user's, neither of which belongs on that
 * screen, so these calls answer 403 then.
 */
function ownSession(deps: ServerDeps, request: FastifyRequest): { userId: string; id: string } {
  const token = readSessionToken(request);
  const session = token ? findSession(deps.db, token, Date.now(), deps.config.sessionLifetimes) : null;
  if (!token || !session) throw new HttpError(401, 'Not signed in.');
  if (activeRunAs(deps.db, token))
    throw new HttpError(403, 'Signed-in devices cannot be managed while viewing the portal as another user.');
  return session;
}

function listSessions(deps: ServerDeps, userId: string, currentId: string, now: number): SignedInDevice[] {
  const rows = statement(
    deps.db,
    `SELECT public_id, kind, browser, system, address, created_at, last_seen_at, expires_at, absolute_expires_at
    FROM sessions WHERE user_id = ? AND expires_at > ? AND (absolute_expires_at IS NULL OR absolute_expires_at > ?)
    ORDER BY last_seen_at DESC, created_at DESC`,
  ).all(userId, now, now) as SessionRow[];
  const items = rows.map((row): SignedInDevice => ({
    id: row.public_id,
    current: row.public_id === currentId,
    signInMethod: row.kind,
    browser: row.browser,
    system: row.system,
    address: row.address,
    createdAt: row.created_at,
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(Math.min(row.expires_at, row.absolute_expires_at ?? row.expires_at)),
  }));
  return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)];
}

const actorOf = (deps: ServerDeps, request: FastifyRequest) => {
  const user = deps.currentUser(request);
  return { userId: user?.userId ?? null, name: user?.userName ?? 'unknown' };
};

/**
 * Our addition: the signed-in devices of the settings page. A user lists their sessions and ends any of them
 * (their current one: a sign-out) or all the others; the end reaches every instance at once.
 */
export const sessionsFeature: ServerFeature = {
  name: 'sessions',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: SessionPaths.list,
      summary: "The caller's signed-in devices (sessions still valid): the current one first, then by last use",
      tags: ['account'],
      access: 'signed-in',
      response: SignedInDevices,
      errors: { 403: 'While viewing the portal as another user' },
      handler: ({ request }) => {
        const own = ownSession(deps, request);
        return { items: listSessions(deps, own.userId, own.id, Date.now()) };
      },
    });
    deps.route({
      method: 'DELETE',
      url: `${SessionPaths.list}/:id`,
      summary: "Signs out one of the caller's devices at once, on every instance; the current one: signs out here",
      tags: ['account'],
      access: 'signed-in',
      params: SessionParams,
      response: RevokedSessions,
      errors: {
        403: 'While viewing the portal as another user',
        404: 'No such session of the caller (or already ended)',
      },
      handler: ({ request, reply, params }) => {
        const own = ownSession(deps, request);
        const actor = actorOf(deps, request);
        const revoked = deps.db.transaction(() => {
          if (!revokeSession(deps.db, own.userId, params.id)) return false;
          writeAudit(deps.db, actor, {
            action: 'session.revoke',
            targetType: 'user',
            targetId: own.userId,
            customerId: null,
            before: { session: params.id },
            after: null,
          });
          return true;
        })();
        if (!revoked) throw new HttpError(404, 'No such session.');
        if (params.id === own.id) clearSessionCookie(request, reply);
        return { revoked: 1 };
      },
    });
    deps.route({
      method: 'DELETE',
      url: SessionPaths.list,
      summary: 'Signs out every other device of the caller at once, on every instance; this one stays signed in',
      tags: ['account'],
      access: 'signed-in',
      response: RevokedSessions,
      errors: { 403: 'While viewing the portal as another user' },
      handler: ({ request }) => {
        const own = ownSession(deps, request);
        const actor = actorOf(deps, request);
        const revoked = deps.db.transaction(() => {
          const ended = revokeUserSessions(deps.db, own.userId, own.id);
          if (ended > 0) {
            writeAudit(deps.db, actor, {
              action: 'session.revoke-others',
              targetType: 'user',
              targetId: own.userId,
              customerId: null,
              before: { sessions: ended },
              after: { sessions: 0 },
            });
          }
          return ended;
        })();
        return { revoked };
      },
    });
  },
};
