import { HttpError, type PluginAuditActor, type RequestUser } from '../../../server/plugin-api';

/** Broadcasts are for provider administrators only: 401 signed out, 403 anyone else (customer admins too). */
export function requireProviderAdmin(user: RequestUser | null): PluginAuditActor {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}
