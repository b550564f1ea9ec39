import { sql, type CustomerData } from '../../../../server/plugin-api';
import { SignInFailure } from '../../contract';
import type { SignInRefusal } from './errors';

const TABLE = 'report_workspaces';

/**
 * Keeps the last sign-in Entra ID refused for the customer's own app (what the administration shows beside it),
 * or clears it after a success. Only a row with a principal gets a failure; a success writes only when one is kept.
 */
export function recordSignIn(data: CustomerData, refusal: SignInRefusal | null, now = new Date()): void {
  if (!refusal) {
    data.table(TABLE).update({ principal_failure: null }, sql('principal_failure IS NOT NULL'));
    return;
  }
  const failure: SignInFailure = { ...refusal, at: now.toISOString() };
  data.table(TABLE).update({ principal_failure: JSON.stringify(failure) }, sql('principal_client_id IS NOT NULL'));
}

/** The last refused sign-in of the customer's own app, or null. */
export function lastSignInFailure(data: CustomerData): SignInFailure | null {
  const row = data.table(TABLE).first<{ principal_failure: string | null }>({}, { columns: ['principal_failure'] });
  if (!row?.principal_failure) return null;
  try {
    const parsed = SignInFailure.safeParse(JSON.parse(row.principal_failure));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
