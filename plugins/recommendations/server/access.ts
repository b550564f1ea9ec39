import { HttpError, hasPermission, type RequestUser } from '../../../server/plugin-api';

/** The permission that opens the recommendations page and allows decisions. */
export const RECOMMENDATIONS_PERMISSION = 'recommendations';

/**
 * The caller's active customer (null when the caller has none), once the caller is known to hold the
 * recommendations permission. The browser hides the page without it, but only this check protects the data.
 */
export function recommendationsCustomerOf(user: RequestUser | null): string | null {
  if (!user || !hasPermission(user, RECOMMENDATIONS_PERMISSION))
    throw new HttpError(403, 'Not allowed to manage recommendations.');
  return user.activeCustomerId;
}
