import { HttpError, hasPermission, type RequestUser } from '../../../server/plugin-api';

/** The permission that opens the licence pages and allows quantity changes. */
export const LICENCES_PERMISSION = 'licences';

/**
 * The caller's active customer (null when the caller has none), once the caller is known to hold the
 * licences permission. The browser hides the page without it, but only this check protects the data.
 */
export function licenceCustomerOf(user: RequestUser | null): string | null {
  if (!user || !hasPermission(user, LICENCES_PERMISSION)) throw new HttpError(403, 'Not allowed to manage licences.');
  return user.activeCustomerId;
}
