import { makeAutoObservable, runInAction } from 'mobx';
import {
  createToken,
  type HttpClient,
  type HttpResult,
  type Logger,
  type NotificationService,
  type PortalNotification,
} from '../../../core/plugin-api';
import { NotificationList, NotificationPaths, ReadAnswer } from '../contract';

/** A notification as the tray keeps it: a message only when there is one. */
function copyOf(notification: PortalNotification): PortalNotification {
  const { message, ...rest } = notification;
  return message ? { ...rest, message } : rest;
}

/**
 * The notifications tray's state and its transitions. Every change is also stored on the server (per user and
 * customer) so the tray survives a reload; writes are queued so an update never overtakes its add.
 */
export class NotificationsStore implements NotificationService {
  notifications: PortalNotification[] = [];
  isAdding = false;
  showNotifications = false;
  hasPendingNotifications = false;
  unreadNotificationCount = 0;
  /** The id of the notification added or updated last: what the live region announces. */
  lastChangedId: string | null = null;
  private loadStarted = false;
  private addsInFlight = 0;
  /** Ids added on this page: only their operations can still finish here. */
  private readonly live = new Set<string>();
  private writes: Promise<void> = Promise.resolve();
  /** Loaded broadcasts the reader has not seen: opening the tray reads them (the sender's read counts). */
  private unreadBroadcasts: string[] = [];

  constructor(
    private readonly http: HttpClient,
    private readonly logger?: Logger,
  ) {
    makeAutoObservable<this, 'http' | 'logger' | 'writes' | 'loadStarted' | 'addsInFlight' | 'unreadBroadcasts'>(
      this,
      { http: false, logger: false, writes: false, loadStarted: false, addsInFlight: false, unreadBroadcasts: false },
      { autoBind: true },
    );
  }

  /**
   * A stored notification that was still pending when an earlier page closed: its outcome will never
   * arrive, so it shows no spinner and does not count as pending.
   */
  isInterrupted(notification: PortalNotification): boolean {
    return notification.pending && !this.live.has(notification.id);
  }

  get lastChanged(): PortalNotification | null {
    return this.notifications.find((n) => n.id === this.lastChangedId) ?? null;
  }

  add(notification: PortalNotification): void {
    if (this.notifications.some((n) => n.id === notification.id)) return;
    this.notifications.unshift(copyOf(notification));
    this.live.add(notification.id);
    this.unreadNotificationCount += 1;
    this.lastChangedId = notification.id;
    this.recomputePending();
    this.addsInFlight += 1;
    this.isAdding = true;
    this.enqueue(async () => {
      const result = await this.withoutMessageIfRefused(notification, (body) =>
        this.http.post(NotificationPaths.list, body),
      );
      if (!result.ok) this.logger?.warn('Could not store notification', result.message);
      runInAction(() => {
        this.addsInFlight -= 1;
        this.isAdding = this.addsInFlight > 0;
      });
    });
  }

  update(notification: PortalNotification): void {
    const match = this.notifications.find((n) => n.id === notification.id);
    if (!match) return;
    match.name = notification.name;
    match.pending = notification.pending;
    match.succes = notification.succes;
    // The message describes the name: an update without one must not leave the old text's key behind.
    if (notification.message) match.message = notification.message;
    else delete match.message;
    this.live.add(match.id);
    this.lastChangedId = match.id;
    this.recomputePending();
    if (!this.hasPendingNotifications) this.showNotifications = true;
    const body = copyOf({
      id: match.id,
      name: match.name,
      pending: match.pending,
      succes: match.succes,
      message: match.message,
    });
    this.enqueue(async () => {
      const result = await this.withoutMessageIfRefused(body, ({ id: _id, ...change }) =>
        this.http.put(NotificationPaths.item(notification.id), change),
      );
      if (!result.ok) this.logger?.warn('Could not store notification update', result.message);
    });
  }

  toggle(): void {
    this.showNotifications = !this.showNotifications;
    this.unreadNotificationCount = 0;
    if (this.showNotifications && this.unreadBroadcasts.length) this.markBroadcastsRead();
  }

  hide(): void {
    this.showNotifications = false;
  }

  /** The spec's remove transition changes nothing. */
  remove(_id: string): void {}

  /** Loads the stored notifications once; ones added in this session stay in front. */
  async load(): Promise<void> {
    if (this.loadStarted) return;
    this.loadStarted = true;
    const result = await this.http.get(NotificationPaths.list, NotificationList);
    if (!result.ok) {
      this.logger?.warn('Could not load notifications', result.message);
      return;
    }
    runInAction(() => {
      const known = new Set(this.notifications.map((n) => n.id));
      const added = result.data.filter((n) => !known.has(n.id));
      this.notifications.push(
        ...added.map(({ read: _read, ...n }) => copyOf({ ...n, message: n.message ?? undefined })),
      );
      this.unreadBroadcasts = added.filter((n) => n.read === false).map((n) => n.id);
      this.unreadNotificationCount += this.unreadBroadcasts.length;
      this.recomputePending();
    });
  }

  /** Resolves when every queued server write has finished (tests, shutdown). */
  settled(): Promise<void> {
    return this.writes;
  }

  /**
   * Sends a write; when a backend that predates messages refuses the body for it (400), sends it once more
   * without the message, so that backend still stores everything the spec knows.
   */
  private async withoutMessageIfRefused(
    notification: PortalNotification,
    send: (body: PortalNotification) => Promise<HttpResult<unknown>>,
  ): Promise<HttpResult<unknown>> {
    const body = copyOf(notification);
    const result = await send(body);
    if (result.ok || result.status !== 400 || !body.message) return result;
    const { message: _message, ...plain } = body;
    return send(plain);
  }

  private markBroadcastsRead(): void {
    const ids = this.unreadBroadcasts.slice(0, 100);
    this.unreadBroadcasts = this.unreadBroadcasts.slice(100);
    this.enqueue(async () => {
      const result = await this.http.post(NotificationPaths.read, { ids }, ReadAnswer);
      if (!result.ok) this.logger?.warn('Could not mark notifications read', result.message);
    });
  }

  private recomputePending(): void {
    this.hasPendingNotifications = this.notifications.some((n) => n.pending && this.live.has(n.id));
  }

  private enqueue(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).catch((error: unknown) => {
      this.logger?.error('Notification write failed', error);
    });
  }
}

export const NotificationsStoreToken = createToken<NotificationsStore>('plugin.notifications.store');
