import { HttpError, type RequestUser } from '../../../../server/plugin-api';
import { type AdminActor } from '../../../../server/plugin-api/administration';

/**
 * The report plugin's administration (a customer's workspace, the items in it) is for provider administrators
 * only: 401 signed out, 403 anyone else, customer administrators included (the workspace decides which data a
 * customer's reports show, so it is the provider's setting).
 */
export function requireProviderAdmin(user: RequestUser | null): AdminActor {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}
