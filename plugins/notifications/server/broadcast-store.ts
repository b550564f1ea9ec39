import {
  HttpError,
  parseJson,
  type CrossCustomerData,
  type CustomerDirectory,
  type DirectoryCustomer,
  type PluginAuditActor,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import {
  broadcastLanguageProblem,
  type BroadcastCreate,
  type BroadcastDetail,
  type BroadcastList,
  type BroadcastSummary,
  type LocalizedMessage,
} from '../contract';

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

interface Counts {
  broadcast_id: number;
  customers: number;
  recipients: number;
  read: number;
}

const NO_COUNTS = { customers: 0, recipients: 0, read: 0 };
const LOCALIZED_FALLBACK = { en: '', nl: '' };
const isLocalized = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { en?: unknown }).en === 'string' &&
  typeof (value as { nl?: unknown }).nl === 'string';

/** The tray entry's id for a broadcast: the same for every recipient, unique in each tray. */
export const broadcastNotificationId = (broadcastId: number) => `broadcast-${broadcastId}`;

/**
 * The recipient's tray text: a key of this plugin's texts with both languages as parameters; a language the
 * sender left out is filled with the other one, so every reader sees one language whole.
 */
export function broadcastMessage(body: BroadcastCreate): LocalizedMessage {
  const [en, nl] = body.title.en ? (['en', body.title.nl ? 'nl' : 'en'] as const) : (['nl', 'nl'] as const);
  return {
    namespace: 'notifications',
    key: `broadcast.${body.level ?? 'info'}`,
    params: {
      titleEn: body.title[en],
      textEn: body.text[en],
      titleNl: body.title[nl],
      textNl: body.text[nl],
      ...(body.link ? { link: body.link } : {}),
    },
  };
}

/** A customer whose plugin list leaves the notifications out has no tray to send to (no list: every plugin). */
const hasTray = (customer: DirectoryCustomer) =>
  customer.plugins === null || customer.plugins.includes('notifications');

const listed = (ids: string[]) => `${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`;

/**
 * The customers a broadcast goes to: every active one with a tray, or the named ones (each must exist, be active
 * and have the tray).
 */
function audienceOf(directory: CustomerDirectory, customerIds: BroadcastCreate['customerIds']): string[] {
  if (customerIds === 'all')
    return directory
      .customers()
      .filter((customer) => !customer.deactivated && hasTray(customer))
      .map((customer) => customer.id);
  const wanted = [...new Set(customerIds)];
  const found = new Map(directory.customers(wanted).map((customer) => [customer.id, customer]));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length) throw new HttpError(400, `No such customer: ${listed(unknown)}.`);
  const deactivated = wanted.filter((id) => found.get(id)!.deactivated);
  if (deactivated.length) throw new HttpError(400, `Deactivated customer: ${listed(deactivated)}.`);
  const withoutTray = wanted.filter((id) => !hasTray(found.get(id)!));
  if (withoutTray.length) throw new HttpError(400, `Notifications are off for customer: ${listed(withoutTray)}.`);
  return wanted;
}

function summaryOf(row: BroadcastRow, counts: Omit<Counts, 'broadcast_id'>): BroadcastSummary {
  return {
    id: row.id,
    sender: row.sender,
    createdAt: row.created_at,
    audience: parseJson<BroadcastSummary['audience']>(
      row.audience,
      [],
      (value) => value === 'all' || Array.isArray(value),
    ),
    title: parseJson(row.title, LOCALIZED_FALLBACK, isLocalized),
    text: parseJson(row.text, LOCALIZED_FALLBACK, isLocalized),
    level: row.level,
    link: row.link,
    customers: counts.customers,
    recipients: counts.recipients,
    read: counts.read,
  };
}

const BROADCAST_COLUMNS = ['id', 'sender', 'created_at', 'audience', 'title', 'text', 'level', 'link'];
const COUNT_COLUMNS = ['COUNT(DISTINCT customer_id) AS customers', 'COUNT(*) AS recipients', 'COUNT(read_at) AS read'];

/** Broadcasts and their read counts (made of the recipients' read state in the notifications table). */
export class BroadcastStore {
  private readonly all: CrossCustomerData;
  private readonly directory: CustomerDirectory;

  constructor(private readonly api: ServerPluginApi) {
    this.all = api.crossCustomerData();
    this.directory = api.customerDirectory();
  }

  /**
   * One transaction: the broadcast row, a tray notification for every enabled user of every audience customer,
   * and an audit row per customer (its customer administrators see that their users were written to).
   */
  create(actor: PluginAuditActor, body: BroadcastCreate): BroadcastSummary {
    const languageProblem = broadcastLanguageProblem(body);
    if (languageProblem) throw new HttpError(400, `Invalid broadcast: ${languageProblem}. Nothing was sent.`);
    const id = this.all.transaction(() => {
      const customers = audienceOf(this.directory, body.customerIds);
      const now = new Date().toISOString();
      const level = body.level ?? 'info';
      const broadcastId = this.all.table('notification_broadcasts').insert({
        sender_user_id: actor.userId,
        sender: actor.name,
        created_at: now,
        audience: JSON.stringify(body.customerIds === 'all' ? 'all' : customers),
        title: JSON.stringify(body.title),
        text: JSON.stringify(body.text),
        level,
        link: body.link ?? null,
      });
      // What a reader sees without the message (a tray that cannot render it): the English text, else the Dutch.
      const language = body.title.en ? 'en' : 'nl';
      const name = `${body.title[language]}: ${body.text[language]}`.slice(0, 500);
      const message = JSON.stringify(broadcastMessage(body));
      for (const customerId of customers) {
        const tray = this.all.forCustomer(customerId).table('notifications');
        for (const userId of this.directory.members(customerId)) {
          tray.insert({
            user_id: userId,
            id: broadcastNotificationId(broadcastId),
            name,
            pending: 0,
            succes: 1,
            message,
            created_at: now,
            updated_at: now,
            broadcast_id: broadcastId,
          });
        }
        this.api.auditCustomer(customerId, actor, {
          action: 'broadcast',
          targetType: 'customer',
          targetId: customerId,
          after: { broadcastId, level, title: body.title },
        });
      }
      return broadcastId;
    });
    return this.summary(id)!;
  }

  summary(id: number): BroadcastSummary | null {
    const row = this.all.table('notification_broadcasts').first<BroadcastRow>({ id }, { columns: BROADCAST_COLUMNS });
    return row ? summaryOf(row, this.counts([id]).get(id) ?? NO_COUNTS) : null;
  }

  /** Newest first. */
  list(page: number, pageSize: number): BroadcastList {
    const broadcasts = this.all.table('notification_broadcasts');
    const total = broadcasts.count();
    const rows = broadcasts.find<BroadcastRow>(undefined, {
      columns: BROADCAST_COLUMNS,
      orderBy: ['id DESC'],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const counts = this.counts(rows.map((row) => row.id));
    return { items: rows.map((row) => summaryOf(row, counts.get(row.id) ?? NO_COUNTS)), total, page, pageSize };
  }

  /** The broadcast and, per customer that received it (by name), its recipients and how many read it. */
  detail(id: number): BroadcastDetail | null {
    const broadcast = this.summary(id);
    if (!broadcast) return null;
    const rows = this.all
      .table('notifications')
      .find<{ customer_id: string; recipients: number; read: number }>(
        { broadcast_id: id },
        { columns: ['customer_id', 'COUNT(*) AS recipients', 'COUNT(read_at) AS read'], groupBy: ['customer_id'] },
      );
    const names = new Map(
      this.directory.customers(rows.map((row) => row.customer_id)).map((customer) => [customer.id, customer.name]),
    );
    const customers = rows.map((row) => ({
      customerId: row.customer_id,
      customerName: names.get(row.customer_id) ?? row.customer_id,
      recipients: Number(row.recipients),
      read: Number(row.read),
    }));
    // By name, case-insensitively, then by id (the same order in both dialects).
    const key = (customer: { customerName: string }) => customer.customerName.toLowerCase();
    customers.sort((a, b) =>
      key(a) < key(b)
        ? -1
        : key(a) > key(b)
          ? 1
          : a.customerId < b.customerId
            ? -1
            : a.customerId > b.customerId
              ? 1
              : 0,
    );
    return { broadcast, customers };
  }

  private counts(ids: number[]): Map<number, Counts> {
    // One query per broadcast (a page holds at most 100): each reads its rows through the broadcast index.
    const notifications = this.all.table('notifications');
    return new Map(
      ids.map((id) => {
        const row = notifications.first<Omit<Counts, 'broadcast_id'>>(
          { broadcast_id: id },
          { columns: COUNT_COLUMNS },
        )!;
        return [
          id,
          {
            broadcast_id: id,
            customers: Number(row.customers),
            recipients: Number(row.recipients),
            read: Number(row.read),
          },
        ];
      }),
    );
  }
}
