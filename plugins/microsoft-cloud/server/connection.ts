import { notConnected, type MicrosoftCloud, type MicrosoftTenantClient } from '../../../server/plugin-api';
import type { ConnectionStates } from './connection-states';
import type { MicrosoftCloudSettings } from './settings';
import { TenantClient } from './tenant-client';
import { REQUEST_TIMEOUT_MS, TenantTokens, type FetchLike } from './tokens';

export interface ConnectionOptions {
  settings: MicrosoftCloudSettings;
  /** The customer's tenant the connection uses, or null (none stored, or several and none chosen). */
  tenantOf(customerId: string): string | null;
  /** The active customers (not deactivated). */
  activeCustomers(): readonly string[];
  states: ConnectionStates;
  fetch?: FetchLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** How long one call (or token request) may take; 15 s by default. */
  timeoutMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The extension point's implementation: a client per connected customer, sharing one token cache. */
export class MicrosoftConnection implements MicrosoftCloud {
  private readonly tokens: TenantTokens;
  // Looked up per call, not kept: a test trusts its emulator's certificate by replacing the global fetch.
  private readonly fetch: FetchLike = (input, init) => (this.options.fetch ?? globalThis.fetch)(input, init);

  constructor(private readonly options: ConnectionOptions) {
    this.tokens = new TenantTokens(options.settings, this.fetch, options.now ?? Date.now, options.timeoutMs);
  }

  connectedCustomers(): Promise<readonly string[]> {
    return Promise.resolve(this.options.activeCustomers().filter((id) => this.options.tenantOf(id) !== null));
  }

  async client(customerId: string): Promise<MicrosoftTenantClient> {
    const client = await this.forCustomer(customerId);
    if (!client) throw notConnected();
    return client;
  }

  forCustomer(customerId: string): Promise<MicrosoftTenantClient | null> {
    const tenantId = this.options.tenantOf(customerId);
    if (!tenantId) return Promise.resolve(null);
    const { settings, states } = this.options;
    return Promise.resolve(
      new TenantClient(customerId, tenantId, {
        endpoints: settings.endpoints,
        partnerTenantId: settings.partnerTenantId,
        tokens: this.tokens,
        fetch: this.fetch,
        sleep: this.options.sleep ?? wait,
        now: this.options.now ?? Date.now,
        timeoutMs: this.options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        record: (customer, outcome) => states.record(customer, tenantId, outcome),
      }),
    );
  }
}
