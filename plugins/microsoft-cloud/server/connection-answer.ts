import type { CustomerConnection } from '../contract';
import type { ConnectionState } from './connection-states';

/** What the administration knows of a customer's connection: the configuration, its tenant ids, the last calls. */
export interface ConnectionFacts {
  customerId: string;
  configured: boolean;
  tenantIds: readonly string[];
  stored: ConnectionState | null;
}

const FAILURE_STATES = { 'consent-missing': 'consent-missing', 'access-denied': 'access-denied' } as const;

/** The connection's state in the administration's terms, from the last calls of the tenant in use. */
export function connectionAnswer({ customerId, configured, tenantIds, stored }: ConnectionFacts): CustomerConnection {
  const tenantId = tenantIds.length === 1 ? tenantIds[0]! : null;
  // A state kept for a tenant the customer no longer has says nothing of the current one.
  const last = stored && stored.tenantId === tenantId ? stored : null;
  const lastError =
    last?.lastErrorAt && last.lastErrorKind
      ? { at: last.lastErrorAt, kind: last.lastErrorKind, code: last.lastErrorCode, detail: last.lastErrorDetail }
      : null;
  const failedLast = lastError !== null && (!last?.lastSuccessAt || lastError.at >= last.lastSuccessAt);
  const state: CustomerConnection['state'] = !configured
    ? 'not-configured'
    : tenantIds.length === 0
      ? 'no-tenant'
      : tenantIds.length > 1
        ? 'several-tenants'
        : !last
          ? 'untested'
          : failedLast
            ? (FAILURE_STATES[lastError.kind as keyof typeof FAILURE_STATES] ?? 'failing')
            : 'connected';
  return {
    customerId,
    state,
    tenantId,
    lastAttemptAt: last?.lastAttemptAt ?? null,
    lastSuccessAt: last?.lastSuccessAt ?? null,
    lastError,
  };
}
