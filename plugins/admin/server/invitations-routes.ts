import { type ServerPluginApi } from '../../../server/plugin-api';
import { AdminPaths } from '../contract';
import {
  BrandingPaths,
  InvitationList,
  InvitationListQuery,
  InvitationParams,
  InvitationRow,
} from '../contract-branding';
import { actorOf, adminScope, requireCustomerInScope } from './authorize';
import { pagingOf } from './paging';

const tags = ['admin'];

/** The invitations: a provider administrator sees all, a customer admin those of their active customer. */
export function invitationRoutes(api: ServerPluginApi): void {
  const admin = api.administration();

  api.route({
    method: 'GET',
    url: AdminPaths.invitations,
    tags,
    summary:
      'Invitations, newest first, by customer and status (pending, used, expired, revoked), paged (pageSize at most 200)',
    query: InvitationListQuery,
    response: InvitationList,
    errors: { 403: 'Not an administrator, or another customer' },
    handler: ({ user, query }) => {
      const scope = adminScope(user);
      if (query.customerId) requireCustomerInScope(scope, query.customerId);
      const customerId = scope.kind === 'customer' ? scope.customerId : query.customerId;
      const paging = pagingOf(query);
      const page = admin.listInvitations({
        customerId,
        status: query.status,
        limit: paging.pageSize,
        offset: paging.offset,
      });
      return { ...page, page: paging.page, pageSize: paging.pageSize };
    },
  });

  api.route({
    method: 'POST',
    url: BrandingPaths.invitationRevoke,
    tags,
    summary: 'Revokes a pending invitation: its link no longer works (audited); already revoked: unchanged',
    params: InvitationParams,
    response: InvitationRow,
    errors: {
      403: 'Not an administrator',
      404: 'No such invitation (or not of your customer)',
      409: 'The invitation was used or has expired',
    },
    handler: ({ user, params }) => {
      const scope = adminScope(user);
      const visible = (invitation: { customerId: string }) =>
        scope.kind === 'provider' || invitation.customerId === scope.customerId;
      return admin.revokeInvitation(actorOf(user), Number(params.invitationId), visible);
    },
  });
}
