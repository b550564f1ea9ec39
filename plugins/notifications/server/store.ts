import {
  HttpError,
  parseJson,
  sql,
  type CrossCustomerData,
  type CustomerTable,
  type RequestUser,
  type ServerPluginApi,
  type SqlCondition,
} from '../../../server/plugin-api';
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

const COLUMNS = ['id', 'name', 'pending', 'succes', 'message', 'broadcast_id', 'read_at'];
const TABLE = 'notifications';

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
    id: row.id,
    name: row.name,
    pending: row.pending === 1,
    succes: row.succes === 1,
    ...(message ? { message } : {}),
    ...(row.broadcast_id !== null ? { read: row.read_at !== null } : {}),
  };
};

const messageColumn = (message: LocalizedMessage | null | undefined) => (message ? JSON.stringify(message) : null);

/**
 * Whose tray: notifications belong to a user at a customer. At the active customer the scoped data access holds
 * them; a user without one keeps a tray of their own (customer id ''), which only the user's id reaches.
 */
export interface Owner {
  table: CustomerTable;
  /** The condition that picks the owner's rows in `table`, and the values an insert sets to make a row theirs. */
  rows: SqlCondition;
  values: Readonly<Record<string, string>>;
}

/** The notifications table, one owner's tray at a time. */
export class NotificationStore {
  private readonly all: CrossCustomerData;

  constructor(private readonly api: Pick<ServerPluginApi, 'data' | 'crossCustomerData'>) {
    this.all = api.crossCustomerData();
  }

  ownerOf(user: RequestUser | null): Owner {
    if (!user) throw new HttpError(401, 'Not signed in.');
    if (user.activeCustomerId)
      return {
        table: this.api.data(user).table(TABLE),
        rows: sql('user_id = ?', user.userId),
        values: { user_id: user.userId },
      };
    return {
      table: this.all.table(TABLE),
      rows: sql('user_id = ? AND customer_id = ?', user.userId, ''),
      values: { user_id: user.userId, customer_id: '' },
    };
  }

  /** The owner's notifications, newest first. */
  list(owner: Owner): NotificationRecord[] {
    return owner.table
      .find<NotificationRow>(owner.rows, {
        columns: COLUMNS,
        orderBy: ['created_at DESC', 'rowid DESC'],
        limit: NOTIFICATION_LIST_LIMIT,
      })
      .map(toRecord);
  }

  find(owner: Owner, id: string): NotificationRecord | null {
    const row = owner.table.first<NotificationRow>(withId(owner, id), { columns: COLUMNS });
    return row ? toRecord(row) : null;
  }

  insert(owner: Owner, record: NotificationRecord): void {
    const now = new Date().toISOString();
    owner.table.insert({
      ...owner.values,
      id: record.id,
      name: record.name,
      pending: record.pending ? 1 : 0,
      succes: record.succes ? 1 : 0,
      message: messageColumn(record.message),
      created_at: now,
      updated_at: now,
    });
  }

  /** Marks the owner's broadcast notifications of these ids read (once: the first reading counts); how many changed. */
  markRead(owner: Owner, ids: readonly string[]): number {
    const now = new Date().toISOString();
    const unread = (id: string) =>
      sql(`${withId(owner, id).sql} AND read_at IS NULL AND broadcast_id IS NOT NULL`, ...withId(owner, id).params);
    return this.all.transaction(() =>
      ids.reduce((changed, id) => changed + owner.table.update({ read_at: now }, unread(id)), 0),
    );
  }

  /**
   * Copies name, pending, succes and message onto a stored notification (no message clears the stored one:
   * it described the old name); false when the owner has no such id.
   */
  update(owner: Owner, id: string, change: NotificationUpdate): boolean {
    const values = {
      name: change.name,
      pending: change.pending ? 1 : 0,
      succes: change.succes ? 1 : 0,
      message: messageColumn(change.message),
      updated_at: new Date().toISOString(),
    };
    return owner.table.update(values, withId(owner, id)) > 0;
  }
}

const withId = (owner: Owner, id: string) => sql(`${owner.rows.sql} AND id = ?`, ...owner.rows.params, id);
