import { HttpError, type Administration, type RequestUser, type ServerPluginApi } from '../../../server/plugin-api';
import { RunAsPaths, RunAsRequest, RunAsStarted } from '../contract-run-as';
import { actorOf, adminScope, requireCaller, requireVisibleUser, type AdminScope } from './authorize';

const refuse = (message: string) => new HttpError(403, message);

/**
 * Whom the caller may view the portal as, and in which customer: a provider administrator any enabled user who
 * is not a provider administrator (in that user's own active customer); a customer administrator a user of
 * their active customer who administers nothing and belongs to no other customer (the view would show that
 * customer too), in that customer. Never oneself, never from within a run-as.
 */
function runAsCustomer(admin: Administration, caller: RequestUser, scope: AdminScope, userId: string): string | null {
  if (caller.runAsBy) throw refuse('You already view the portal as another user: go back to your own account first.');
  requireVisibleUser(admin, scope, userId);
  const target = admin.requireUser(userId);
  if (target.id === caller.userId) throw refuse('You cannot view the portal as yourself.');
  if (target.is_provider_admin === 1) throw refuse('A provider administrator cannot be viewed as.');
  if (target.disabled_at !== null) throw new HttpError(409, 'This user is disabled: enable them first.');
  const memberships = admin.membershipsOf(userId).filter((m) => !m.customerDeactivated);
  if (scope.kind === 'provider') {
    return (memberships.find((m) => m.customerId === target.active_customer_id) ?? memberships[0])?.customerId ?? null;
  }
  if (memberships.some((m) => m.role === 'customer-admin'))
    throw refuse('An administrator cannot be viewed as by a customer administrator.');
  if (memberships.some((m) => m.customerId !== scope.customerId)) {
    throw refuse('This user belongs to other customers too: ask your provider to view the portal as them.');
  }
  return scope.customerId;
}

/** POST /api/admin/run-as: "View as" a user (audited); the core's DELETE /account/run-as goes back. */
export function runAsRoutes(api: ServerPluginApi): void {
  const admin = api.administration();
  api.route({
    method: 'POST',
    url: RunAsPaths.start,
    tags: ['admin'],
    summary: 'Starts viewing the portal as a user (audited) for at most 60 minutes: every call then acts as that user',
    body: RunAsRequest,
    response: RunAsStarted,
    errors: {
      403: 'Not an administrator, not one who may view as this user, or already viewing as someone',
      404: 'No such user (for a customer admin: not in their customer)',
      409: 'The user is disabled',
    },
    handler: ({ user, body, request }) => {
      const caller = requireCaller(user);
      const customerId = runAsCustomer(admin, caller, adminScope(user), body.userId);
      const runAs = admin.startRunAs(request, actorOf(user), { userId: body.userId, customerId });
      return {
        userId: runAs.userId,
        userName: admin.requireUser(runAs.userId).user_name,
        customerId,
        until: new Date(runAs.until).toISOString(),
      };
    },
  });
}
