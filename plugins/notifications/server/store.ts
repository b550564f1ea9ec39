import type Database from 'better-sqlite3';
import { HttpError, parseJson, type RequestUser } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
import { LocalizedMessage, type NotificationRecord, type NotificationUpdate } from '../contract';

/** The newest notifications GET answers with. */
export const NOTIFICATION_LIST_LIMIT = 100;

interface NotificationRow {
  id: string;
  name: string;
  pending: number;
  succes: number;
  message: string | null;
  broadcast_id: number | null;
  read_at: string | null;
}

const COLUMNS = 'id, name, pending, succes, message, broadcast_id, read_at';

/** The stored message, or none when the column is empty or (edited by hand) no longer a valid message. */
const messageOf = (text: string | null): LocalizedMessage | null =>
  parseJson<LocalizedMessage | null>(text, null, (value) => LocalizedMessage.safeParse(value).success);

/**
 * A record as the API answers it: `message` only when one is stored and `read` only for a provider's broadcast,
 * so answers for anything else stay as before.
 */
const toRecord = (row: NotificationRow): NotificationRecord & { read?: boolean } => {
  const message = messageOf(row.message);
  return {
    id: row.id, name: row.name, pending: row.pending === 1, succes: row.succes === 1,
    ...(message ? { message } : {}),
    ...(row.broadcast_id !== null ? { read: row.read_at !== null } : {}),
  };
};

const messageColumn = (message: LocalizedMessage | null | undefined) => (message ? JSON.stringify(message) : null);

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
    const rows = statement(this.db, `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? AND customer_id = ?
                ORDER BY created_at DESC, rowid DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`)
      .all(userId, customerId) as NotificationRow[];
    return rows.map(toRecord);
  }

  find({ userId, customerId }: Owner, id: string): NotificationRecord | null {
    const row = statement(this.db, `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? AND customer_id = ? AND id = ?`)
      .get(userId, customerId, id) as NotificationRow | undefined;
    return row ? toRecord(row) : null;
  }

  insert({ userId, customerId }: Owner, record: NotificationRecord): void {
    const now = new Date().toISOString();
    statement(this.db,
      `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, message, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, customerId, record.id, record.name, record.pending ? 1 : 0, record.succes ? 1 : 0, messageColumn(record.message), now, now);
  }

  /** Marks the owner's broadcast notifications of these ids read (once: the first reading counts); how many changed. */
  markRead({ userId, customerId }: Owner, ids: readonly string[]): number {
    const mark = statement(this.db, `UPDATE notifications SET read_at = ? WHERE user_id = ? AND customer_id = ? AND id = ?
                AND read_at IS NULL AND broadcast_id IS NOT NULL`);
    const now = new Date().toISOString();
    return this.db.transaction(() => ids.reduce((changed, id) => changed + mark.run(now, userId, customerId, id).changes, 0))();
  }

  /**
   * Copies name, pending, succes and message onto a stored notification (no message clears the stored one:
   * it described the old name); false when the owner has no such id.
   */
  update({ userId, customerId }: Owner, id: string, change: NotificationUpdate): boolean {
    const result = statement(this.db, `UPDATE notifications SET name = ?, pending = ?, succes = ?, message = ?, updated_at = ?
                WHERE user_id = ? AND customer_id = ? AND id = ?`)
      .run(change.name, change.pending ? 1 : 0, change.succes ? 1 : 0, messageColumn(change.message), new Date().toISOString(), userId, customerId, id);
    return result.changes > 0;
  }
}
