import { HttpError, hasPermission, type RequestUser } from '../../../server/plugin-api';

/**
 * Invoices are financial: they need the permission "account" (the people who manage the customer's account
 * with the provider), so a user with only reports and support (e.g. the demo's Dirk) does not see them.
 */
export const INVOICES_PERMISSION = 'account';

/** The caller's active customer, once the caller holds the permission; 404 without an active customer. */
export function invoicesCustomerOf(user: RequestUser | null): RequestUser {
  if (!user || !hasPermission(user, INVOICES_PERMISSION)) throw new HttpError(403, 'Not allowed to see invoices.');
  if (!user.activeCustomerId) throw new HttpError(404, 'No active customer.');
  return user;
}
