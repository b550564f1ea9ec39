import { randomBytes } from 'node:crypto';
import type { ApiName } from './api-of';
import { Faults } from './faults';
import type { CloudSeed, Tenant } from './model';

/** One request as the emulator saw it: what the tests read to count the calls a client made. */
export interface CallRecord {
  seq: number;
  at: string;
  api: ApiName;
  method: string;
  path: string;
  /** The query string as sent, without the `?` (empty when none): what a test checks against the description. */
  query: string;
  /** The tenant of the bearer token, when one was valid. */
  tenantId: string | null;
  /** Partner Center's MS-RequestId header. */
  requestId: string | null;
  status: number;
  /** A Partner Center retry answered from its first outcome (same MS-RequestId), not carried out again. */
  replayed: boolean;
  fault: string | null;
}

/** An answer kept for an MS-RequestId, so that a retry gets the first outcome and changes nothing. */
export interface KeptAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** A subscription alias and its provisioning: Accepted until `readyAt`, then Succeeded or Failed. */
export interface AliasRecord {
  name: string;
  tenantId: string;
  displayName: string;
  workload: string;
  billingScope: string;
  subscriptionId: string;
  createdTime: string;
  readyAt: number;
  outcome: 'Succeeded' | 'Failed';
}

export interface CloudOptions {
  /** Token lifetime in seconds (Entra's default is about an hour). */
  tokenLifetimeSeconds?: number;
  /** How long a new subscription alias stays Accepted before it succeeds. */
  aliasProvisioningMs?: number;
  /** The clock, so tests can move past a cancellation window or a token's expiry. */
  now?: () => number;
}

/** Everything the emulator knows and remembers; the tests read and steer it directly. */
export class CloudState {
  readonly signingKey = randomBytes(32);
  readonly faults = new Faults();
  readonly calls: CallRecord[] = [];
  readonly keptAnswers = new Map<string, KeptAnswer>();
  readonly aliases = new Map<string, AliasRecord>();
  /** Every licence quantity Partner Center carried out (a replayed retry adds none). */
  readonly quantityChanges: {
    customerId: string;
    subscriptionId: string;
    from: number;
    to: number;
    requestId: string | null;
    at: string;
  }[] = [];
  readonly roleAssignments = new Map<
    string,
    { scope: string; principalId: string; roleDefinitionId: string; principalType: string }
  >();
  /** Set by a test: the next subscription alias ends Failed instead of Succeeded. */
  failAlias = false;
  readonly tokenLifetimeSeconds: number;
  readonly aliasProvisioningMs: number;
  readonly now: () => number;

  constructor(
    readonly seed: CloudSeed,
    options: CloudOptions = {},
  ) {
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3599;
    this.aliasProvisioningMs = options.aliasProvisioningMs ?? 2000;
    this.now = options.now ?? Date.now;
  }

  tenant(id: string): Tenant | undefined {
    return this.seed.tenants.find(
      (t) => t.id.toLowerCase() === id.toLowerCase() || t.defaultDomain === id.toLowerCase(),
    );
  }

  /** The tenant that holds an Azure subscription, and the subscription. */
  azureSubscription(subscriptionId: string) {
    for (const tenant of this.seed.tenants) {
      const subscription = tenant.azureSubscriptions.find(
        (s) => s.subscriptionId.toLowerCase() === subscriptionId.toLowerCase(),
      );
      if (subscription) return { tenant, subscription };
    }
    return null;
  }

  /** A recommendation carried out: Advisor no longer reports it (false when no subscription had it). */
  applyRecommendation(name: string): boolean {
    for (const tenant of this.seed.tenants) {
      for (const subscription of tenant.azureSubscriptions) {
        const at = subscription.recommendations.findIndex((r) => r.name === name);
        if (at >= 0) return subscription.recommendations.splice(at, 1).length === 1;
      }
    }
    return false;
  }

  /** The Partner Center calls made (the record the demo shows for "one call after three clicks and a retry"). */
  partnerCenterCalls(): CallRecord[] {
    return this.calls.filter((call) => call.api === 'partnerCenter');
  }
}
