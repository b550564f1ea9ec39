import type { FastifyBaseLogger } from 'fastify';
import type { WorkspaceVerification } from '../../contract';
import { PowerBiError } from '../powerbi/errors';
import type { PowerBiRestClient } from '../powerbi/rest-client';

/**
 * The REST client, or null when Power BI is not configured (a state of the setup, not a failure). A customer's own
 * app without a readable secret is a refused sign-in, thrown.
 */
export function configuredClient(client: () => PowerBiRestClient): PowerBiRestClient | null {
  try {
    return client();
  } catch (error) {
    if (error instanceof PowerBiError && !error.refusal) return null;
    throw error;
  }
}

/**
 * What Power BI knows of a workspace the administrator just saved, asked as the customer's app (`client`: the
 * shared one, as the customer's profile when it has one, or its own): its name, that the app does not see it, or
 * why Entra ID refused the app's sign-in. A failing service is reported, never thrown: the mapping is saved either
 * way, since a workspace may be shared with the app after it is entered.
 */
export async function verifyWorkspace(
  client: () => PowerBiRestClient,
  workspaceId: string,
  log: FastifyBaseLogger,
): Promise<WorkspaceVerification> {
  try {
    const rest = configuredClient(client);
    if (!rest) return { status: 'not-configured' };
    const name = await rest.workspaceName(workspaceId);
    return name === null ? { status: 'not-found' } : { status: 'found', name };
  } catch (error) {
    if (!(error instanceof PowerBiError)) throw error;
    log.warn({ plugin: 'report', workspaceId, status: error.status, detail: error.detail }, 'workspace check failed');
    if (error.refusal) return { status: 'sign-in-refused', ...error.refusal };
    return error.status === 404 ? { status: 'not-found' } : { status: 'unavailable' };
  }
}
