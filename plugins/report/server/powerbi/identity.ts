import type { RequestUser } from '../../../../server/plugin-api';
import type { EffectiveIdentity } from './rest-client';

/**
 * The effective identity for a dataset with row-level security, when the action's data turns it on:
 * `rls: { roles: ['Customer'], username?: 'userName' | 'userId' }`.
 * - username: the signed-in user's user name (or id), for rules on USERNAME()/USERPRINCIPALNAME();
 * - customData: the active customer's id, for rules on CUSTOMDATA() — the customer is always the active one,
 *   never a value from the action or the request;
 * - roles: the report's roles from the action data.
 * Null when the action has no `rls` (the dataset has no row-level security).
 */
export function effectiveIdentity(
  data: Record<string, unknown>,
  user: RequestUser,
  customerId: string,
  datasets: string[],
): EffectiveIdentity | null {
  if (!hasRowLevelSecurity(data)) return null;
  const { roles, username } = data.rls as { roles?: unknown; username?: unknown };
  const roleList = Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string' && role.trim() !== '').map((r) => r.trim())
    : [];
  return {
    username: username === 'userId' ? user.userId : user.userName,
    roles: roleList,
    customData: customerId,
    datasets,
  };
}

/** Whether the action's data turns row-level security on (`rls` is an object). */
export function hasRowLevelSecurity(data: Record<string, unknown>): boolean {
  const rls = data.rls;
  return Boolean(rls) && typeof rls === 'object' && !Array.isArray(rls);
}

/**
 * The identities of a dashboard's or tile's token: one effective identity naming every dataset behind the item's
 * tiles, or none when the action has no `rls` or the item shows no dataset (an image or text tile).
 */
export function itemIdentities(
  data: Record<string, unknown>,
  user: RequestUser,
  customerId: string,
  datasets: readonly string[],
): EffectiveIdentity[] {
  const unique = [...new Set(datasets)];
  const identity = unique.length ? effectiveIdentity(data, user, customerId, unique) : null;
  return identity ? [identity] : [];
}
