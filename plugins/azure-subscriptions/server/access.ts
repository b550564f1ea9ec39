import { HttpError, hasPermission, type RequestUser } from '../../../server/plugin-api';
import { AZURE_PERMISSION } from '../contract';

/** The caller's active customer: every route reads and writes that customer's subscriptions only. */
export function customerOf(user: RequestUser | null): string {
  if (!user?.activeCustomerId) throw new HttpError(404, 'No active customer.');
  return user.activeCustomerId;
}

/**
 * The active customer, once the caller is known to hold the azure permission: requesting a subscription
 * creates something the customer pays for. The browser hides the button without it; only this protects it.
 */
export function requestingCustomerOf(user: RequestUser | null): string {
  if (!user || !hasPermission(user, AZURE_PERMISSION)) {
    throw new HttpError(403, 'Not allowed to request Azure subscriptions: the azure permission is required.');
  }
  return customerOf(user);
}
