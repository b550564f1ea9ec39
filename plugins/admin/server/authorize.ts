import { HttpError, type AdminActor, type Administration, type RequestUser } from '../../../server/plugin-api';

/**
 * Who administers what, checked on the server for every admin call (the browser only hides what this refuses):
 * a provider administrator everything; a customer administrator the users of their ACTIVE customer, with roles
 * 'user' and 'customer-admin' there, never provider rights, never a provider administrator, never their own
 * role, never another customer's memberships; anyone else nothing.
 */
export type AdminScope = { kind: 'provider' } | { kind: 'customer'; customerId: string };

const refuse = (message: string) => new HttpError(403, message);

export function requireCaller(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'Not signed in.');
  return user;
}

export function adminScope(user: RequestUser | null): AdminScope {
  const caller = requireCaller(user);
  if (caller.isProviderAdmin) return { kind: 'provider' };
  if (caller.customerRole === 'customer-admin' && caller.activeCustomerId)
    return { kind: 'customer', customerId: caller.activeCustomerId };
  throw refuse('Administrators only.');
}

export function requireProviderAdmin(user: RequestUser | null): void {
  if (adminScope(user).kind !== 'provider') throw refuse('Provider administrators only.');
}

export const actorOf = (user: RequestUser | null): AdminActor => {
  const caller = requireCaller(user);
  return { userId: caller.userId, name: caller.userName };
};

/** The customer a call names must be the customer admin's own (any for a provider administrator). */
export function requireCustomerInScope(scope: AdminScope, customerId: string): void {
  if (scope.kind === 'customer' && scope.customerId !== customerId) {
    throw refuse(`You administer customer "${scope.customerId}" only.`);
  }
}

/**
 * A user the caller may see: any for a provider administrator; for a customer admin a member of their
 * customer (anyone else is unknown to them: 404, so ids of other customers' users cannot be probed).
 */
export function requireVisibleUser(admin: Administration, scope: AdminScope, userId: string): void {
  admin.requireUser(userId);
  if (scope.kind === 'customer' && !admin.membershipsOf(userId).some((m) => m.customerId === scope.customerId)) {
    throw new HttpError(404, `There is no user "${userId}".`);
  }
}

/** A user whose membership in `customerId` the caller may change. */
export function requireMembershipChange(
  admin: Administration,
  user: RequestUser | null,
  scope: AdminScope,
  userId: string,
  customerId: string,
): void {
  requireCustomerInScope(scope, customerId);
  requireVisibleUser(admin, scope, userId);
  if (scope.kind === 'customer') protectFromCustomerAdmin(admin, requireCaller(user), userId);
}

/**
 * A user the caller may disable or schedule for removal: as for a membership change, and for a customer admin
 * only someone who belongs to no other customer (it would act on that customer too).
 */
export function requireWholeUserChange(
  admin: Administration,
  user: RequestUser | null,
  scope: AdminScope,
  userId: string,
): void {
  requireVisibleUser(admin, scope, userId);
  const caller = requireCaller(user);
  if (scope.kind === 'provider') {
    if (caller.userId === userId) throw refuse('You cannot do this to your own account.');
    return;
  }
  protectFromCustomerAdmin(admin, caller, userId);
  if (admin.membershipsOf(userId).some((m) => m.customerId !== scope.customerId)) {
    throw refuse('This user belongs to other customers too: remove their membership of your customer instead.');
  }
}

function protectFromCustomerAdmin(admin: Administration, caller: RequestUser, userId: string): void {
  if (caller.userId === userId) throw refuse('You cannot change your own role or account: ask another administrator.');
  if (admin.requireUser(userId).is_provider_admin === 1)
    throw refuse('A provider administrator is managed by provider administrators only.');
}
