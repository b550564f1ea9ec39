import type { FastifyBaseLogger } from 'fastify';
import type { WorkspaceVerification } from '../../contract';
import { PowerBiError } from '../powerbi/errors';
import type { PowerBiRestClient } from '../powerbi/rest-client';

/** The REST client, or null when Power BI is not configured (a state of the setup, not a failure). */
export function configuredClient(client: () => PowerBiRestClient): PowerBiRestClient | null {
  try {
    return client();
  } catch (error) {
    if (error instanceof PowerBiError) return null;
    throw error;
  }
}

/**
 * What Power BI knows of a workspace the administrator just saved: its name, or that the app (acting as the
 * customer's profile, when it has one) does not see it. A failing service is reported, never thrown: the
 * mapping is saved either way, since a workspace may be shared with the app after it is entered.
 */
export async function verifyWorkspace(
  client: () => PowerBiRestClient,
  workspaceId: string,
  profileId: string | null,
  log: FastifyBaseLogger,
): Promise<WorkspaceVerification> {
  const rest = configuredClient(client);
  if (!rest) return { status: 'not-configured' };
  try {
    const name = await rest.forProfile(profileId).workspaceName(workspaceId);
    return name === null ? { status: 'not-found' } : { status: 'found', name };
  } catch (error) {
    if (!(error instanceof PowerBiError)) throw error;
    log.warn({ plugin: 'report', workspaceId, status: error.status, detail: error.detail }, 'workspace check failed');
    return error.status === 404 ? { status: 'not-found' } : { status: 'unavailable' };
  }
}
