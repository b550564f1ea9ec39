import * as z from 'zod/mini';
import {
  NotificationList, NotificationPaths, NotificationRecord, NotificationUpdate,
} from '../../core/contract';
import { seedNotifications } from '../demo/notifications';
import { HttpError } from '../http/errors';
import type { RequestUser, ServerFeature } from './types';
import { statement } from '../db/statements';

/** The newest notifications GET answers with. */
export const NOTIFICATION_LIST_LIMIT = 100;

const IdParams = z.object({ id: NotificationRecord.shape.id });

interface NotificationRow {
  id: string;
  name: string;
  pending: number;
  succes: number;
}

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id, name: row.name, pending: row.pending === 1, succes: row.succes === 1,
});

/** Notifications belong to a user at a customer; '' when the user has no active customer. */
const owner = (user: RequestUser | null) => {
  if (!user) throw new HttpError(401, 'Not signed in.');
  return { userId: user.userId, customerId: user.activeCustomerId ?? '' };
};

/** The notifications tray, stored per user and active customer so it survives a reload. */
export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  migrations: [
    {
      id: 'notifications-001',
      sql: `
CREATE TABLE notifications (
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  pending INTEGER NOT NULL CHECK (pending IN (0, 1)),
  succes INTEGER NOT NULL CHECK (succes IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, customer_id, id)
);
`,
    },
  ],
  seed(db) {
    seedNotifications(db);
  },
  routes(_app, deps) {
    const { db } = deps;
    const find = statement(db, 'SELECT id, name, pending, succes FROM notifications WHERE user_id = ? AND customer_id = ? AND id = ?');

    deps.route({
      method: 'GET',
      url: NotificationPaths.list,
      summary: "The signed-in user's notifications at the active customer, newest first",
      tags: ['notifications'],
      access: 'signed-in',
      response: NotificationList,
      handler: ({ user }) => {
        const { userId, customerId } = owner(user);
        const rows = statement(db, `SELECT id, name, pending, succes FROM notifications WHERE user_id = ? AND customer_id = ?
                    ORDER BY created_at DESC, rowid DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`)
          .all(userId, customerId) as NotificationRow[];
        return rows.map(toRecord);
      },
    });

    deps.route({
      method: 'POST',
      url: NotificationPaths.list,
      summary: 'Stores a notification (201); an id already stored is left as it is (200)',
      tags: ['notifications'],
      access: 'signed-in',
      body: NotificationRecord,
      response: NotificationRecord,
      status: 201,
      handler: ({ user, body, reply }) => {
        const { userId, customerId } = owner(user);
        const existing = find.get(userId, customerId, body.id) as NotificationRow | undefined;
        if (existing) return reply.code(200).send(toRecord(existing));
        const now = new Date().toISOString();
        statement(db, 
          `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(userId, customerId, body.id, body.name, body.pending ? 1 : 0, body.succes ? 1 : 0, now, now);
        return body;
      },
    });

    deps.route({
      method: 'PUT',
      url: '/api/notifications/:id',
      summary: 'Copies name, pending and succes onto a stored notification',
      tags: ['notifications'],
      access: 'signed-in',
      params: IdParams,
      body: NotificationUpdate,
      response: NotificationRecord,
      errors: { 404: 'No such notification for this user and customer' },
      handler: ({ user, params, body }) => {
        const { userId, customerId } = owner(user);
        const changed = statement(db, `UPDATE notifications SET name = ?, pending = ?, succes = ?, updated_at = ?
                    WHERE user_id = ? AND customer_id = ? AND id = ?`)
          .run(body.name, body.pending ? 1 : 0, body.succes ? 1 : 0, new Date().toISOString(), userId, customerId, params.id);
        if (changed.changes === 0) throw new HttpError(404, 'No such notification.');
        return { id: params.id, ...body };
      },
    });
  },
};
