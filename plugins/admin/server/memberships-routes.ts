import { type ServerPluginApi } from '../../../server/plugin-api';
import {
  AdminPaths,
  InvitationCreated,
  InvitationRequest,
  MembershipParams,
  MembershipRoleUpdate,
  User,
} from '../contract';
import { actorOf, adminScope, requireCustomerInScope, requireMembershipChange } from './authorize';
import { requireGrantable } from './permissions-routes';

const tags = ['admin'];
const ADMIN_ONLY = { 403: 'Not an administrator of this customer, your own membership, or a provider administrator' };

/** Invitations and memberships: a customer admin only in their active customer, with the customer roles. */
export function membershipRoutes(api: ServerPluginApi): void {
  const admin = api.administration();

  api.route({
    method: 'POST',
    url: AdminPaths.invitations,
    tags,
    status: 201,
    summary:
      "Invites a person by e-mail into a customer with a role and permissions (the sign-in work's invitation flow; audited)",
    body: InvitationRequest,
    response: InvitationCreated,
    errors: {
      ...ADMIN_ONLY,
      400: 'An unknown permission',
      404: 'No such customer',
      409: 'The customer is deactivated',
    },
    handler: ({ user, body }) => {
      const scope = adminScope(user);
      requireCustomerInScope(scope, body.customerId);
      requireGrantable(admin, user, body.permissions);
      const made = admin.inviteUser(actorOf(user), { ...body, publicOrigin: api.config.publicOrigin });
      return { email: body.email.trim().toLowerCase(), customerId: body.customerId, role: body.role, ...made };
    },
  });

  api.route({
    method: 'PUT',
    url: AdminPaths.membership,
    tags,
    summary: "Sets a user's role in a customer (audited)",
    params: MembershipParams,
    body: MembershipRoleUpdate,
    response: User,
    errors: { ...ADMIN_ONLY, 404: 'No such user or membership' },
    handler: ({ user, params, body }) => {
      const scope = adminScope(user);
      requireMembershipChange(admin, user, scope, params.userId, params.customerId);
      const record = admin.setMembershipRole(actorOf(user), params.userId, params.customerId, body.role);
      return scope.kind === 'provider'
        ? record
        : { ...record, memberships: record.memberships.filter((m) => m.customerId === params.customerId) };
    },
  });

  api.route({
    method: 'DELETE',
    url: AdminPaths.membership,
    tags,
    summary: "Removes a user's membership of a customer (audited)",
    params: MembershipParams,
    response: User,
    errors: { ...ADMIN_ONLY, 404: 'No such user or membership' },
    handler: ({ user, params }) => {
      const scope = adminScope(user);
      requireMembershipChange(admin, user, scope, params.userId, params.customerId);
      const record = admin.removeMembership(actorOf(user), params.userId, params.customerId);
      return scope.kind === 'provider'
        ? record
        : { ...record, memberships: record.memberships.filter((m) => m.customerId === params.customerId) };
    },
  });
}
