import { HttpError, type PluginAuditActor, type RequestUser } from '../../../server/plugin-api';

/**
 * The provider's side of recommendations (approval, the work's states, the approval rule) is for provider
 * administrators only: 401 signed out, 403 anyone else, customer administrators included (approving is the
 * provider's promise that the advice is sound).
 */
export function requireProviderAdmin(user: RequestUser | null): PluginAuditActor {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}
