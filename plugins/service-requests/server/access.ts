import { HttpError, hasPermission, type RequestUser } from '../../../server/plugin-api';

/** The permission that opens the support pages (the demo users' "support"). */
export const SUPPORT_PERMISSION = 'support';
/**
 * Lists and opens every request of the customer, not only one's own. A customer administrator has it by
 * their role.
 */
export const ALL_REQUESTS_PERMISSION = 'service-requests-all';

export interface SupportCaller {
  user: RequestUser;
  customerId: string;
  canSeeAll: boolean;
}

/**
 * The caller with their active customer, once they are known to hold the support permission. The browser
 * hides the pages without it, but only this check protects the data.
 */
export function supportCallerOf(user: RequestUser | null): SupportCaller {
  if (!user || !hasPermission(user, SUPPORT_PERMISSION))
    throw new HttpError(403, 'Not allowed to use the support pages.');
  if (!user.activeCustomerId) throw new HttpError(404, 'No active customer.');
  const canSeeAll = hasPermission(user, ALL_REQUESTS_PERMISSION) || user.customerRole === 'customer-admin';
  return { user, customerId: user.activeCustomerId, canSeeAll };
}

/** Whether the caller may open this request: their own, or any of the customer's with the all-requests right. */
export const mayOpen = (caller: SupportCaller, owner: string | null) =>
  caller.canSeeAll || owner === caller.user.userId;
