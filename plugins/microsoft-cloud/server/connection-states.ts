import type { CrossCustomerData, DataValue, MicrosoftFailureKind } from '../../../server/plugin-api';
import type { CallOutcome } from './tenant-client';

export const CONNECTIONS_TABLE = 'microsoft_cloud_connections';

/** A customer's connection as the last calls left it. */
export interface ConnectionState {
  tenantId: string;
  lastAttemptAt: string;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastErrorKind: MicrosoftFailureKind | null;
  lastErrorCode: string | null;
  lastErrorDetail: string | null;
}

interface ConnectionRow {
  tenant_id: string;
  last_attempt_at: string;
  last_success_at: string | null;
  last_error_at: string | null;
  last_error_kind: MicrosoftFailureKind | null;
  last_error_code: string | null;
  last_error_detail: string | null;
}

const toState = (row: ConnectionRow): ConnectionState => ({
  tenantId: row.tenant_id,
  lastAttemptAt: row.last_attempt_at,
  lastSuccessAt: row.last_success_at,
  lastErrorAt: row.last_error_at,
  lastErrorKind: row.last_error_kind,
  lastErrorCode: row.last_error_code,
  lastErrorDetail: row.last_error_detail,
});

/** Keeps each customer's connection state in the plugin's own table. */
export class ConnectionStates {
  constructor(
    private readonly data: CrossCustomerData,
    private readonly now: () => number,
  ) {}

  of(customerId: string): ConnectionState | null {
    const row = this.data.forCustomer(customerId).table(CONNECTIONS_TABLE).first<ConnectionRow>();
    return row ? toState(row) : null;
  }

  record(customerId: string, tenantId: string, outcome: CallOutcome): void {
    const at = new Date(this.now()).toISOString();
    const change: Record<string, DataValue> = outcome.ok
      ? { tenant_id: tenantId, last_attempt_at: at, last_success_at: at }
      : {
          tenant_id: tenantId,
          last_attempt_at: at,
          last_error_at: at,
          last_error_kind: outcome.error.kind,
          last_error_code: outcome.error.code?.slice(0, 100) ?? null,
          last_error_detail: (outcome.error.detail ?? outcome.error.message).slice(0, 1000),
        };
    const customer = this.data.forCustomer(customerId);
    customer.transaction(() => {
      const table = customer.table(CONNECTIONS_TABLE);
      if (table.update(change, {}) === 0) table.insert(change);
    });
  }
}
