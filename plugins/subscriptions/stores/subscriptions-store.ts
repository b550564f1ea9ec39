import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, NotificationService } from '../../../core/plugin-api';
import { QuantityChangeResult, SubscriptionList, SubscriptionPaths, type Subscription } from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export type ChangeOutcome =
  | { kind: 'updated'; productName: string; quantity: number }
  | { kind: 'service-request'; productName: string; quantity: number; serviceRequestNumber: string }
  | { kind: 'failed'; productName: string; quantity: number; reason: string };

/** Notification texts, in the user's language (the store does not know i18n). */
export interface ChangeTexts {
  pending(productName: string, quantity: number): string;
  updated(productName: string, quantity: number): string;
  serviceRequest(productName: string, serviceRequestNumber: string): string;
  failed(productName: string): string;
}


let sequence = 0;
const newNotificationId = (subscriptionId: string) => `licence-${subscriptionId}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** The active customer's licence subscriptions and quantity changes. */
export class SubscriptionsStore {
  subscriptions: Subscription[] = [];
  loadState: LoadState = 'idle';
  search = '';
  /** The last finished change (not a failure: failures stay in the dialog). */
  lastOutcome: ChangeOutcome | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationService,
    private readonly texts: ChangeTexts,
  ) {
    makeAutoObservable<this, 'http' | 'notifications' | 'texts'>(
      this, { http: false, notifications: false, texts: false }, { autoBind: true },
    );
  }

  get visibleSubscriptions(): Subscription[] {
    const needle = this.search.trim().toLowerCase();
    if (!needle) return this.subscriptions;
    return this.subscriptions.filter((s) =>
      s.productName.toLowerCase().includes(needle) || s.status.toLowerCase().includes(needle));
  }

  setSearch(value: string): void {
    this.search = value;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    const result = await this.http.get(SubscriptionPaths.list, SubscriptionList);
    runInAction(() => {
      if (result.ok) {
        this.subscriptions = result.data;
        this.loadState = 'loaded';
      } else {
        this.subscriptions = [];
        this.loadState = 'failed';
      }
    });
  }

  /**
   * Asks the server to change the quantity. Above the subscription's maximum the server applies nothing and
   * creates a service request. A pending notification follows the change to success or failure.
   */
  async changeQuantity(subscription: Subscription, quantity: number): Promise<ChangeOutcome> {
    const { productName } = subscription;
    const id = newNotificationId(subscription.id);
    this.notifications.add({ id, name: this.texts.pending(productName, quantity), pending: true, succes: false });
    const result = await this.http.put(SubscriptionPaths.quantity(subscription.id), { quantity }, QuantityChangeResult);
    let outcome: ChangeOutcome;
    if (!result.ok) {
      outcome = { kind: 'failed', productName, quantity, reason: result.message };
      this.notifications.update({ id, name: this.texts.failed(productName), pending: false, succes: false });
    } else if (result.data.outcome === 'service-request') {
      const { serviceRequestNumber } = result.data;
      outcome = { kind: 'service-request', productName, quantity, serviceRequestNumber };
      this.notifications.update({ id, name: this.texts.serviceRequest(productName, serviceRequestNumber), pending: false, succes: true });
    } else {
      const updated = result.data.subscription;
      outcome = { kind: 'updated', productName, quantity: updated.quantity };
      this.notifications.update({ id, name: this.texts.updated(productName, updated.quantity), pending: false, succes: true });
      runInAction(() => {
        this.subscriptions = this.subscriptions.map((s) => (s.id === updated.id ? updated : s));
      });
    }
    runInAction(() => {
      this.lastOutcome = outcome.kind === 'failed' ? null : outcome;
    });
    return outcome;
  }

  dismissOutcome(): void {
    this.lastOutcome = null;
  }
}
