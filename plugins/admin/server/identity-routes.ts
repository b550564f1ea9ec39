import { HttpError, type ServerPluginApi } from '../../../server/plugin-api';
import { UserParams } from '../contract';
import { IdentityLink, IdentityPaths, MergeRequest, MergeResult, UserIdentity } from '../contract-identities';
import { actorOf, requireCaller, requireProviderAdmin } from './authorize';

const tags = ['admin'];
const PROVIDER_ONLY = { 403: 'Not a provider administrator', 404: 'No such user' };

/**
 * A user's sign-in identity, for provider administrators only: a wrong link gives whoever holds the identity that
 * user's rights in every customer, which no customer administrator may decide.
 */
export function identityRoutes(api: ServerPluginApi): void {
  const admin = api.administration();

  api.route({
    method: 'GET',
    url: IdentityPaths.identity,
    tags,
    summary: 'The identity a user signs in with (issuer and subject), or none',
    params: UserParams,
    response: UserIdentity,
    errors: PROVIDER_ONLY,
    handler: ({ user, params }) => {
      requireProviderAdmin(user);
      return admin.userIdentity(params.userId);
    },
  });

  api.route({
    method: 'PUT',
    url: IdentityPaths.identity,
    tags,
    summary:
      "Links an identity to a user who has none (audited); 409 when it is another user's (merge instead) or the user has one",
    params: UserParams,
    body: IdentityLink,
    response: UserIdentity,
    errors: { ...PROVIDER_ONLY, 409: 'Linked elsewhere, or the user has an identity' },
    handler: ({ user, params, body }) => {
      requireProviderAdmin(user);
      return admin.linkIdentity(actorOf(user), params.userId, body);
    },
  });

  api.route({
    method: 'DELETE',
    url: IdentityPaths.identity,
    tags,
    summary:
      "Unlinks a user's identity and ends their sessions (audited); never one's own, never the last provider administrator's",
    params: UserParams,
    response: UserIdentity,
    errors: { ...PROVIDER_ONLY, 409: 'No identity, or the last provider administrator with one' },
    handler: ({ user, params }) => {
      requireProviderAdmin(user);
      if (requireCaller(user).userId === params.userId)
        throw new HttpError(403, 'You cannot unlink your own identity: ask another provider administrator.');
      return admin.unlinkIdentity(actorOf(user), params.userId, { keepLastAdministrator: true });
    },
  });

  api.route({
    method: 'POST',
    url: IdentityPaths.merge,
    tags,
    summary:
      'Merges another user into this one (audited): identity, customers, permissions, sessions and records move; the other is deleted',
    params: UserParams,
    body: MergeRequest,
    response: MergeResult,
    errors: { ...PROVIDER_ONLY, 409: 'Cannot be merged (the reason says why)' },
    handler: ({ user, params, body }) => {
      requireProviderAdmin(user);
      const fromId = admin.resolveUser(body.from);
      if (requireCaller(user).userId === fromId)
        throw new HttpError(403, 'You cannot merge your own account into another: merge the other user into yours.');
      const { identity, moved } = admin.mergeUsers(actorOf(user), fromId, params.userId);
      return { identity, mergedUserId: fromId, moved };
    },
  });
}
