import { inject, injectable } from 'tsyringe';
import { AccountInfo, ApiPaths, Identity, MonitoringInfo, TenantList } from '../../contract';
import { AccountStore, Clock, HttpClient, type HttpFailure } from '../../plugin-api';
import * as z from 'zod/mini';
import { Browser } from '../platform/browser';
import type { AccountState } from './account-store';

export const KEEP_ALIVE_INTERVAL_MS = 600_000;

/** The identity every field of which takes its default: signed out. */
const SIGNED_OUT: Identity = Identity.parse({});

/** The account calls; a non-ok answer changes nothing, as the specification asks. */
@injectable()
export class AccountService {
  constructor(
    @inject(AccountStore) private readonly store: AccountState,
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(Clock) private readonly clock: Clock,
    @inject(Browser) private readonly browser: Browser,
  ) {}

  /**
   * Identity: a non-ok answer changes nothing in the store (spec); the shell may offer a retry. A 401 is
   * the backend saying "signed out" (many answer so instead of isAuthenticated false): read as such.
   */
  async loadIdentity(): Promise<void> {
    const result = await this.http.get(ApiPaths.identity, Identity);
    if (result.ok) this.store.identityLoaded(result.data);
    else if (result.status === 401) this.store.identityLoaded(SIGNED_OUT);
    else this.store.identityFailedToLoad();
  }

  async loadAccountInfo(): Promise<void> {
    const result = await this.http.get(ApiPaths.accountInfo, AccountInfo);
    if (result.ok) this.store.additionalInfoReceived(result.data);
  }

  async loadTenants(): Promise<void> {
    this.store.tenantsRequested();
    const result = await this.http.get(ApiPaths.tenants, TenantList);
    this.store.tenantsReceived(result.ok ? result.data : []);
  }

  async loadMonitoring(): Promise<void> {
    const result = await this.http.get(ApiPaths.monitoring, MonitoringInfo);
    if (result.ok) this.store.monitoringReceived(result.data.monitoringLocation);
  }

  /**
   * Saves the choice, updates the store, then reloads so the whole app starts with that customer. Only the
   * status counts (any 2xx, whatever the body); the id goes back in the JSON type the identity gave it.
   */
  async selectCustomer(customerId: string): Promise<boolean> {
    const customer = this.store.customers.find((candidate) => candidate.customerId === customerId);
    const body = { customerId: customer?.customerIdIsNumber ? Number(customerId) : customerId };
    const result = await this.http.post(ApiPaths.activeCustomer, body);
    if (!result.ok) return false;
    this.store.selectedCustomerChanged(customerId);
    this.browser.reload();
    return true;
  }

  /**
   * A signed-in user linked to no customer asks the provider for access (our addition to the spec: a backend
   * without it answers 404, which the caller reports). Only the status counts.
   */
  async requestAccess(): Promise<{ ok: true } | HttpFailure> {
    const result = await this.http.post(ApiPaths.accessRequest, {});
    return result.ok ? { ok: true } : result;
  }

  /** GET /account/me every 10 minutes, result ignored. Returns a stop function. */
  startKeepAlive(): () => void {
    return this.clock.setInterval(() => {
      void this.http.get(ApiPaths.identity, z.unknown());
    }, KEEP_ALIVE_INTERVAL_MS);
  }

  logout(): void {
    this.store.loggedOut();
    this.browser.assign(ApiPaths.logout);
  }
}
