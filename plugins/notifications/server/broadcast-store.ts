import type Database from 'better-sqlite3';
import { HttpError, parseJson } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
import { writeAudit, type AdminActor } from '../../../server/plugin-api/administration';
import { broadcastLanguageProblem, type BroadcastCreate, type BroadcastDetail, type BroadcastList, type BroadcastSummary, type LocalizedMessage } from '../contract';

interface BroadcastRow {
  id: number;
  sender: string;
  created_at: string;
  audience: string;
  title: string;
  text: string;
  level: BroadcastSummary['level'];
  link: string | null;
}

interface Counts { broadcast_id: number; customers: number; recipients: number; read: number }

const NO_COUNTS = { customers: 0, recipients: 0, read: 0 };
const LOCALIZED_FALLBACK = { en: '', nl: '' };
const isLocalized = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string' && typeof (value as { nl?: unknown }).nl === 'string';

/** The tray entry's id for a broadcast: the same for every recipient, unique in each tray. */
export const broadcastNotificationId = (broadcastId: number) => `broadcast-${broadcastId}`;

/**
 * The recipient's tray text: a key of this plugin's texts with both languages as parameters; a language the
 * sender left out is filled with the other one, so every reader sees one language whole.
 */
export function broadcastMessage(body: BroadcastCreate): LocalizedMessage {
  const [en, nl] = body.title.en ? ['en', body.title.nl ? 'nl' : 'en'] as const : ['nl', 'nl'] as const;
  return {
    namespace: 'notifications',
    key: `broadcast.${body.level ?? 'info'}`,
    params: {
      titleEn: body.title[en], textEn: body.text[en], titleNl: body.title[nl], textNl: body.text[nl],
      ...(body.link ? { link: body.link } : {}),
    },
  };
}

/**
 * Customer ids go into SQL as placeholders (no json_each: the same SQL runs on PostgreSQL), in chunks of one
 * size, the last padded with its own last id (a repeated id in IN changes nothing), so each query is prepared once.
 */
const CHUNK = 500;
const inList = `(${Array.from({ length: CHUNK }, () => '?').join(', ')})`;
function chunksOf(ids: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    while (chunk.length < CHUNK) chunk.push(chunk[chunk.length - 1]!);
    chunks.push(chunk);
  }
  return chunks;
}

/** A customer whose plugin list leaves the notifications out has no tray to send to (no list: every plugin). */
function hasTray(plugins: string | null): boolean {
  const list = parseJson<unknown[] | null>(plugins, null, Array.isArray);
  return list === null || list.includes('notifications');
}

const listed = (ids: string[]) => `${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`;

interface CustomerState { id: string; deactivated_at: string | null; plugins: string | null }

/**
 * The customers a broadcast goes to: every active one with a tray, or the named ones (each must exist, be active
 * and have the tray).
 */
function audienceOf(db: Database.Database, customerIds: BroadcastCreate['customerIds']): string[] {
  if (customerIds === 'all') {
    const active = statement(db, 'SELECT id, deactivated_at, plugins FROM customers WHERE deactivated_at IS NULL ORDER BY id').all() as CustomerState[];
    return active.filter((customer) => hasTray(customer.plugins)).map((customer) => customer.id);
  }
  const wanted = [...new Set(customerIds)];
  const found = new Map(chunksOf(wanted).flatMap((chunk) =>
    statement(db, `SELECT id, deactivated_at, plugins FROM customers WHERE id IN ${inList}`).all(...chunk) as CustomerState[],
  ).map((row) => [row.id, row]));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length) throw new HttpError(400, `No such customer: ${listed(unknown)}.`);
  const deactivated = wanted.filter((id) => found.get(id)!.deactivated_at !== null);
  if (deactivated.length) throw new HttpError(400, `Deactivated customer: ${listed(deactivated)}.`);
  const withoutTray = wanted.filter((id) => !hasTray(found.get(id)!.plugins));
  if (withoutTray.length) throw new HttpError(400, `Notifications are off for customer: ${listed(withoutTray)}.`);
  return wanted;
}

function summaryOf(row: BroadcastRow, counts: Omit<Counts, 'broadcast_id'>): BroadcastSummary {
  return {
    id: row.id,
    sender: row.sender,
    createdAt: row.created_at,
    audience: parseJson<BroadcastSummary['audience']>(row.audience, [], (value) => value === 'all' || Array.isArray(value)),
    title: parseJson(row.title, LOCALIZED_FALLBACK, isLocalized),
    text: parseJson(row.text, LOCALIZED_FALLBACK, isLocalized),
    level: row.level,
    link: row.link,
    customers: counts.customers,
    recipients: counts.recipients,
    read: counts.read,
  };
}

const BROADCAST_COLUMNS = 'id, sender, created_at, audience, title, text, level, link';

/** Broadcasts and their read counts (made of the recipients' read state in the notifications table). */
export class BroadcastStore {
  constructor(private readonly db: Database.Database) {}

  /**
   * One transaction: the broadcast row, a tray notification for every enabled user of every audience customer,
   * and an audit row per customer (its customer administrators see that their users were written to).
   */
  create(actor: AdminActor, body: BroadcastCreate): BroadcastSummary {
    const { db } = this;
    const languageProblem = broadcastLanguageProblem(body);
    if (languageProblem) throw new HttpError(400, `Invalid broadcast: ${languageProblem}. Nothing was sent.`);
    const id = db.transaction(() => {
      const customers = audienceOf(db, body.customerIds);
      const now = new Date().toISOString();
      const level = body.level ?? 'info';
      const broadcastId = Number(statement(db,
        `INSERT INTO notification_broadcasts (sender_user_id, sender, created_at, audience, title, text, level, link)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(actor.userId, actor.name, now, JSON.stringify(body.customerIds === 'all' ? 'all' : customers),
        JSON.stringify(body.title), JSON.stringify(body.text), level, body.link ?? null).lastInsertRowid);
      // What a reader sees without the message (a tray that cannot render it): the English text, else the Dutch.
      const language = body.title.en ? 'en' : 'nl';
      const name = `${body.title[language]}: ${body.text[language]}`.slice(0, 500);
      const insert = statement(db,
        `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, message, created_at, updated_at, broadcast_id)
         SELECT uc.user_id, uc.customer_id, ?, ?, 0, 1, ?, ?, ?, ?
         FROM user_customers uc JOIN users u ON u.id = uc.user_id
         WHERE uc.customer_id IN ${inList} AND u.disabled_at IS NULL`,
      );
      const message = JSON.stringify(broadcastMessage(body));
      for (const chunk of chunksOf(customers)) insert.run(broadcastNotificationId(broadcastId), name, message, now, now, broadcastId, ...chunk);
      for (const customerId of customers) {
        writeAudit(db, actor, {
          action: 'notification.broadcast', targetType: 'customer', targetId: customerId, customerId,
          before: null, after: { broadcastId, level, title: body.title },
        });
      }
      return broadcastId;
    })();
    return this.summary(id)!;
  }

  summary(id: number): BroadcastSummary | null {
    const row = statement(this.db, `SELECT ${BROADCAST_COLUMNS} FROM notification_broadcasts WHERE id = ?`).get(id) as BroadcastRow | undefined;
    return row ? summaryOf(row, this.counts([id]).get(id) ?? NO_COUNTS) : null;
  }

  /** Newest first. */
  list(page: number, pageSize: number): BroadcastList {
    const total = (statement(this.db, 'SELECT COUNT(*) AS n FROM notification_broadcasts').get() as { n: number }).n;
    const rows = statement(this.db, `SELECT ${BROADCAST_COLUMNS} FROM notification_broadcasts ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(pageSize, (page - 1) * pageSize) as BroadcastRow[];
    const counts = this.counts(rows.map((row) => row.id));
    return { items: rows.map((row) => summaryOf(row, counts.get(row.id) ?? NO_COUNTS)), total, page, pageSize };
  }

  /** The broadcast and, per customer that received it (by name), its recipients and how many read it. */
  detail(id: number): BroadcastDetail | null {
    const broadcast = this.summary(id);
    if (!broadcast) return null;
    const customers = statement(this.db,
      `SELECT n.customer_id AS customerId, COALESCE(c.name, n.customer_id) AS customerName, COUNT(*) AS recipients, COUNT(n.read_at) AS read
       FROM notifications n LEFT JOIN customers c ON c.id = n.customer_id
       WHERE n.broadcast_id = ? GROUP BY n.customer_id, c.name ORDER BY COALESCE(c.name, n.customer_id) COLLATE NOCASE, n.customer_id`,
    ).all(id) as BroadcastDetail['customers'];
    return { broadcast, customers };
  }

  private counts(ids: number[]): Map<number, Counts> {
    // One query per broadcast (a page holds at most 100): each reads its rows through the broadcast index.
    const count = statement(this.db,
      `SELECT COUNT(DISTINCT customer_id) AS customers, COUNT(*) AS recipients, COUNT(read_at) AS read
       FROM notifications WHERE broadcast_id = ?`,
    );
    return new Map(ids.map((id) => {
      const row = count.get(id) as Omit<Counts, 'broadcast_id'>;
      return [id, { broadcast_id: id, customers: Number(row.customers), recipients: Number(row.recipients), read: Number(row.read) }];
    }));
  }
}
