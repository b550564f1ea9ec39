import { HttpError, type RequestUser } from '../../../server/plugin-api';
import { type AdminActor } from '../../../server/plugin-api/administration';

/** Broadcasts are for provider administrators only: 401 signed out, 403 anyone else (customer admins too). */
export function requireProviderAdmin(user: RequestUser | null): AdminActor {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}
