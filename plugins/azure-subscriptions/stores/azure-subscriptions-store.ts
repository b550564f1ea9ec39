import { makeAutoObservable, runInAction } from 'mobx';
import * as z from 'zod/mini';
import { SignOffWaiting } from '../../../core/contract';
import { createToken, type HttpClient, type HttpFailure, type TenantRequester } from '../../../core/plugin-api';
import {
  AzureSubscriptionEntry,
  AzureSubscriptionList,
  AzureSubscriptionPaths,
  type AzureSubscriptionEntry as Entry,
} from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** What the wizard collects; kept as typed (never trimmed or rewritten) so a failure gives it back unchanged. */
export interface AzureSubscriptionDraft {
  name: string;
  ownerUpn: string;
  tenantId: string;
}

/**
 * The active customer's Azure subscriptions, shared by the list and the wizard: a request the wizard
 * registers appears in the list at once.
 */
export class AzureSubscriptionsStore {
  subscriptions: Entry[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  search = '';
  private tenantsAsked = false;

  constructor(
    private readonly http: HttpClient,
    private readonly tenants: TenantRequester,
  ) {
    makeAutoObservable<this, 'http' | 'tenants' | 'tenantsAsked'>(
      this,
      { http: false, tenants: false, tenantsAsked: false },
      { autoBind: true },
    );
  }

  /** The subscriptions whose name, subscription id, tenant, owner, number or requester holds the search text. */
  get visibleSubscriptions(): Entry[] {
    const needle = this.search.trim().toLowerCase();
    if (!needle) return this.subscriptions;
    return this.subscriptions.filter((s) =>
      [s.name, s.subscriptionId, s.tenantName, s.tenantId, s.ownerUpn, s.number, s.requestedBy].some((field) =>
        field?.toLowerCase().includes(needle),
      ),
    );
  }

  setSearch(text: string): void {
    this.search = text;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(AzureSubscriptionPaths.list, AzureSubscriptionList);
    runInAction(() => {
      if (result.ok) this.subscriptions = result.data;
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }

  /** Asks for the account's tenants once per page load (the account store shows them and the requesting flag). */
  requestTenantsOnce(): void {
    if (this.tenantsAsked) return;
    this.tenantsAsked = true;
    void this.tenants.requestTenants();
  }

  /**
   * Registers the request. Any 2xx counts as registered: the answer's subscription heads the list when it can
   * be read, otherwise the list is read again. The outcome carries the request's number when the answer gave one.
   */
  async request(draft: AzureSubscriptionDraft): Promise<RequestOutcome> {
    const result = await this.http.post(AzureSubscriptionPaths.request, draft, z.unknown());
    if (!result.ok) return result;
    const held = HeldForSignOff.safeParse(result.data);
    if (held.success) return { ok: true, signOff: held.data.signOff };
    const parsed = AzureSubscriptionEntry.safeParse(result.data);
    if (parsed.success) {
      runInAction(() => {
        this.subscriptions = [parsed.data, ...this.subscriptions.filter((s) => s.id !== parsed.data.id)];
      });
    } else if (this.loadState !== 'idle') {
      void this.load();
    }
    return { ok: true, number: parsed.success ? parsed.data.number : null };
  }
}

/** The 202 of a request the customer's sign-off rule holds: nothing stored yet, these people decide. */
const HeldForSignOff = z.object({ outcome: z.literal('sign-off'), signOff: SignOffWaiting });

export type RequestOutcome = { ok: true; number: string | null } | { ok: true; signOff: SignOffWaiting } | HttpFailure;

export const AzureSubscriptionsStoreToken = createToken<AzureSubscriptionsStore>('plugin.azure-subscriptions.store');
