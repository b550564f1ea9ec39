import type { FastifyInstance } from 'fastify';
import { ApiVersions, armSubscription } from './arm-access';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';

interface RoleAssignmentCreate {
  properties?: { roleDefinitionId?: string; principalId?: string; principalType?: string };
}

/** Azure's built-in Owner role. */
export const OWNER_ROLE_ID = '8e3af657-a8ff-443c-a75c-2fe8c4bcb635';

/** Role assignment at subscription scope: how the named owner (found by UPN through Graph) becomes the new subscription's Owner. */
export function registerRoleAssignments(app: FastifyInstance, state: CloudState): void {
  app.put<{ Params: { subscriptionId: string; name: string }; Body: RoleAssignmentCreate }>(
    '/subscriptions/:subscriptionId/providers/Microsoft.Authorization/roleAssignments/:name',
    async (request, reply) => {
      const { name } = request.params;
      const found = armSubscription(
        state,
        request,
        reply,
        ApiVersions.roleAssignments,
        'Microsoft.Authorization/roleAssignments/write',
      );
      if (!found) return reply;
      const p = request.body?.properties ?? {};
      const scope = `/subscriptions/${found.subscription.subscriptionId}`;
      const roleDefinitionId = p.roleDefinitionId ?? '';
      if (!roleDefinitionId.toLowerCase().endsWith(`/roledefinitions/${OWNER_ROLE_ID}`)) {
        return sendError(
          reply,
          'arm',
          400,
          'RoleDefinitionDoesNotExist',
          `The specified role definition with ID '${roleDefinitionId.split('/').pop() ?? ''}' does not exist.`,
        );
      }
      if (!found.tenant.users.some((u) => u.id === p.principalId)) {
        return sendError(
          reply,
          'arm',
          400,
          'PrincipalNotFound',
          `Principal ${p.principalId ?? ''} does not exist in the directory ${found.tenant.id}.`,
        );
      }
      const key = `${scope}|${p.principalId}|${OWNER_ROLE_ID}`;
      if ([...state.roleAssignments.values()].some((a) => `${a.scope}|${a.principalId}|${OWNER_ROLE_ID}` === key)) {
        return sendError(reply, 'arm', 409, 'RoleAssignmentExists', 'The role assignment already exists.');
      }
      const principalType = p.principalType ?? 'User';
      state.roleAssignments.set(name, { scope, principalId: p.principalId as string, roleDefinitionId, principalType });
      const at = new Date(state.now()).toISOString();
      return reply.code(201).send({
        id: `${scope}/providers/Microsoft.Authorization/roleAssignments/${name}`,
        name,
        type: 'Microsoft.Authorization/roleAssignments',
        properties: {
          roleDefinitionId,
          principalId: p.principalId,
          principalType,
          scope,
          createdOn: at,
          updatedOn: at,
          createdBy: found.claims.oid,
          updatedBy: found.claims.oid,
        },
      });
    },
  );
}
