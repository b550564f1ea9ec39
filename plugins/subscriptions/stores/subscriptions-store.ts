import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure, LocalizedText, NotificationService } from '../../../core/plugin-api';
import {
  QuantityChangeResult,
  SubscriptionList,
  SubscriptionPaths,
  decreaseRule,
  isLockedStatus,
  quantityProblem,
  type Subscription,
} from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** An outcome the dialog closes on and the page shows: applied, a service request, or waiting for sign-off. */
export const isDone = (outcome: ChangeOutcome) =>
  outcome.kind === 'updated' || outcome.kind === 'service-request' || outcome.kind === 'sign-off';

export type ChangeOutcome =
  | { kind: 'updated'; productName: string; quantity: number }
  | { kind: 'service-request'; productName: string; quantity: number; serviceRequestNumber: string }
  /** The customer's sign-off rule covers the increase: nothing changed yet; these people (none: the provider) decide. */
  | { kind: 'sign-off'; productName: string; quantity: number; signers: string[] }
  /** Refused because of the subscription's status (here, or by the server with 409): nothing changed. */
  | { kind: 'locked'; productName: string; status: string }
  /** Microsoft refused the change (nothing changed): its error code, for the reason in the reader's language. */
  | { kind: 'refused'; productName: string; quantity: number; code: string | null }
  /** A decrease after the cancellation window: refused here or by the server (422) before anything was sent. */
  | { kind: 'decrease-closed'; productName: string; quantity: number }
  /** Not a licence quantity: refused here, the server is not asked. */
  | { kind: 'invalid'; productName: string; quantity: number }
  | { kind: 'failed'; productName: string; quantity: number; failure: Pick<HttpFailure, 'status' | 'reason'> };

/** The plugin's i18next namespace: the notifications it posts carry their text as keys of it. */
export const SUBSCRIPTIONS_NAMESPACE = 'subscriptions';

/** Turns a message of this plugin into text in the user's language (the store does not know i18n). */
export type Translate = (message: LocalizedText) => string;

let sequence = 0;
const newNotificationId = (subscriptionId: string) =>
  `licence-${subscriptionId}-${Date.now().toString(36)}-${(sequence += 1)}`;

const message = (key: string, params: Record<string, string | number>): LocalizedText => ({
  namespace: SUBSCRIPTIONS_NAMESPACE,
  key,
  params,
});

/** The active customer's licence subscriptions and quantity changes. */
export class SubscriptionsStore {
  subscriptions: Subscription[] = [];
  loadState: LoadState = 'idle';
  /** The failed load, for the way forward beneath the error message. */
  loadFailure: HttpFailure | null = null;
  search = '';
  /** The last finished change (not a failure: failures stay in the dialog). */
  lastOutcome: ChangeOutcome | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationService,
    private readonly translate: Translate,
  ) {
    makeAutoObservable<this, 'http' | 'notifications' | 'translate'>(
      this,
      { http: false, notifications: false, translate: false },
      { autoBind: true },
    );
  }

  get visibleSubscriptions(): Subscription[] {
    const needle = this.search.trim().toLowerCase();
    if (!needle) return this.subscriptions;
    return this.subscriptions.filter(
      (s) => s.productName.toLowerCase().includes(needle) || s.status.toLowerCase().includes(needle),
    );
  }

  setSearch(value: string): void {
    this.search = value;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(SubscriptionPaths.list, SubscriptionList);
    runInAction(() => {
      if (result.ok) {
        this.subscriptions = result.data;
        this.loadState = 'loaded';
      } else {
        this.subscriptions = [];
        this.loadState = 'failed';
        this.loadFailure = result;
      }
    });
  }

  /**
   * Asks the server to change the quantity. Above the subscription's maximum the server applies nothing and
   * creates a service request for the quantity asked. A pending notification follows the change to success
   * or failure. A suspended or disabled subscription, or a number that is no licence quantity, is refused
   * here without a call: the dialog never offers either, so this only guards against a caller that would.
   */
  async changeQuantity(subscription: Subscription, quantity: number): Promise<ChangeOutcome> {
    const { productName } = subscription;
    if (isLockedStatus(subscription.status)) return { kind: 'locked', productName, status: subscription.status };
    if (quantityProblem(quantity) !== null) return { kind: 'invalid', productName, quantity };
    if (quantity < subscription.quantity && decreaseRule(subscription).kind === 'passed')
      return { kind: 'decrease-closed', productName, quantity };
    const id = newNotificationId(subscription.id);
    this.post('add', id, message('notification.pending', { product: productName, quantity }), true, false);
    const result = await this.http.put(SubscriptionPaths.quantity(subscription.id), { quantity }, QuantityChangeResult);
    let outcome: ChangeOutcome;
    if (!result.ok) {
      this.post('update', id, message('notification.failed', { product: productName }), false, false);
      if (result.reason === 'http' && result.status === 409) {
        outcome = { kind: 'locked', productName, status: subscription.status };
        // The status changed since the list was loaded: show the current one, so the button explains itself.
        void this.refresh();
      } else if (result.reason === 'http' && result.status === 422) {
        outcome = { kind: 'decrease-closed', productName, quantity };
        void this.refresh();
      } else {
        outcome = { kind: 'failed', productName, quantity, failure: { status: result.status, reason: result.reason } };
      }
    } else if (result.data.outcome === 'refused') {
      outcome = { kind: 'refused', productName, quantity, code: result.data.code };
      this.post('update', id, message('notification.failed', { product: productName }), false, false);
      // Microsoft's truth may differ from the list's (another change, the window): show the current one.
      void this.refresh();
    } else if (result.data.outcome === 'sign-off') {
      outcome = { kind: 'sign-off', productName, quantity, signers: result.data.signOff.signers };
      this.post('update', id, message('notification.signOff', { product: productName, quantity }), false, true);
    } else if (result.data.outcome === 'service-request') {
      const { serviceRequestNumber } = result.data;
      outcome = { kind: 'service-request', productName, quantity, serviceRequestNumber };
      this.post(
        'update',
        id,
        message('notification.serviceRequest', { product: productName, quantity, number: serviceRequestNumber }),
        false,
        true,
      );
    } else {
      const updated = result.data.subscription;
      outcome = { kind: 'updated', productName, quantity: updated.quantity };
      this.post(
        'update',
        id,
        message('notification.updated', { product: productName, quantity: updated.quantity }),
        false,
        true,
      );
      runInAction(() => {
        this.subscriptions = this.subscriptions.map((s) => (s.id === updated.id ? updated : s));
      });
    }
    runInAction(() => {
      this.lastOutcome = isDone(outcome) ? outcome : null;
    });
    return outcome;
  }

  dismissOutcome(): void {
    this.lastOutcome = null;
  }

  /** Reloads the list without the loading state (the table stays while it loads); a failure keeps the old list. */
  private async refresh(): Promise<void> {
    const result = await this.http.get(SubscriptionPaths.list, SubscriptionList);
    if (result.ok)
      runInAction(() => {
        this.subscriptions = result.data;
      });
  }

  private post(op: 'add' | 'update', id: string, text: LocalizedText, pending: boolean, succes: boolean): void {
    this.notifications[op]({ id, name: this.translate(text), pending, succes, message: text });
  }
}
