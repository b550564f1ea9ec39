import type Database from 'better-sqlite3';
import { HttpError, statement, type RequestUser } from '../../../server/plugin-api';
import type { NotificationRecord, NotificationUpdate } from '../contract';

/** The newest notifications GET answers with. */
export const NOTIFICATION_LIST_LIMIT = 100;

interface NotificationRow {
  id: string;
  name: string;
  pending: number;
  succes: number;
}

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id, name: row.name, pending: row.pending === 1, succes: row.succes === 1,
});

/** Whose tray: notifications belong to a user at a customer; '' when the user has no active customer. */
export interface Owner {
  userId: string;
  customerId: string;
}

export function ownerOf(user: RequestUser | null): Owner {
  if (!user) throw new HttpError(401, 'Not signed in.');
  return { userId: user.userId, customerId: user.activeCustomerId ?? '' };
}

/** The notifications table, one owner's tray at a time. */
export class NotificationStore {
  constructor(private readonly db: Database.Database) {}

  /** The owner's notifications, newest first. */
  list({ userId, customerId }: Owner): NotificationRecord[] {
    const rows = statement(this.db, `SELECT id, name, pending, succes FROM notifications WHERE user_id = ? AND customer_id = ?
                ORDER BY created_at DESC, rowid DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`)
      .all(userId, customerId) as NotificationRow[];
    return rows.map(toRecord);
  }

  find({ userId, customerId }: Owner, id: string): NotificationRecord | null {
    const row = statement(this.db, 'SELECT id, name, pending, succes FROM notifications WHERE user_id = ? AND customer_id = ? AND id = ?')
      .get(userId, customerId, id) as NotificationRow | undefined;
    return row ? toRecord(row) : null;
  }

  insert({ userId, customerId }: Owner, record: NotificationRecord): void {
    const now = new Date().toISOString();
    statement(this.db,
      `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, customerId, record.id, record.name, record.pending ? 1 : 0, record.succes ? 1 : 0, now, now);
  }

  /** Copies name, pending and succes onto a stored notification; false when the owner has no such id. */
  update({ userId, customerId }: Owner, id: string, change: NotificationUpdate): boolean {
    const result = statement(this.db, `UPDATE notifications SET name = ?, pending = ?, succes = ?, updated_at = ?
                WHERE user_id = ? AND customer_id = ? AND id = ?`)
      .run(change.name, change.pending ? 1 : 0, change.succes ? 1 : 0, new Date().toISOString(), userId, customerId, id);
    return result.changes > 0;
  }
}
