import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmulatorConfig } from '../state';
import { appSecret, secretExpired } from '../apps';
import { demoCredentials, emulatorState } from '../state';
import { mintAppToken, POWER_BI_AUDIENCE } from '../tokens';
import { sendOAuthError } from './errors';

/** An app-only token lives an hour, as Entra's do. */
export const APP_TOKEN_LIFETIME_S = 3600;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The client id and secret from the form (client_secret_post) or the Basic header (client_secret_basic). */
function clientCredentials(authorization: string | undefined, body: unknown): { id: string; secret: string } {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0)
      return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { id: field(body, 'client_id'), secret: field(body, 'client_secret') };
}

/**
 * Microsoft Entra ID's token endpoint as the portal uses it: `POST /emulator/{tenant}/oauth2/v2.0/token`,
 * client credentials grant with the id and secret of the provider's shared demo app or of a customer's own app (apps.ts), scope `https://analysis.windows.net/powerbi/api/.default`.
 * Answers as Entra does: an access token (signed with the server's secret), or `invalid_client` (401) and the
 * other OAuth errors.
 */
export function registerTokenEndpoint(scope: FastifyInstance, config: EmulatorConfig): void {
  scope.post<{ Params: { tenant: string } }>('/emulator/:tenant/oauth2/v2.0/token', async (request, reply) => {
    emulatorState(config).calls.tokenRequests += 1;
    const demo = demoCredentials(config);
    const body = request.body;
    if (request.params.tenant !== demo.tenantId) {
      return sendOAuthError(
        reply,
        400,
        'invalid_request',
        `AADSTS90002: Tenant '${request.params.tenant.slice(0, 64)}' not found.`,
      );
    }
    if (field(body, 'grant_type') !== 'client_credentials') {
      return sendOAuthError(
        reply,
        400,
        'unsupported_grant_type',
        'AADSTS70003: The app requested an unsupported grant type.',
      );
    }
    if (field(body, 'client_assertion')) {
      return sendOAuthError(
        reply,
        401,
        'invalid_client',
        'AADSTS700027: The emulator knows no certificate credential; use the demo client secret.',
      );
    }
    const client = clientCredentials(request.headers.authorization, body);
    const secret = appSecret(config, client.id);
    if (!secret) {
      return sendOAuthError(
        reply,
        400,
        'unauthorized_client',
        `AADSTS700016: Application with identifier '${client.id.slice(0, 64)}' was not found in the directory.`,
      );
    }
    if (!client.secret || !same(client.secret, secret)) {
      return sendOAuthError(reply, 401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.');
    }
    if (secretExpired(config, client.id)) {
      return sendOAuthError(
        reply,
        401,
        'invalid_client',
        `AADSTS7000222: The provided client secret keys for app '${client.id}' are expired.`,
      );
    }
    if (field(body, 'scope') !== `${POWER_BI_AUDIENCE}/.default`) {
      return sendOAuthError(
        reply,
        400,
        'invalid_scope',
        `AADSTS1002012: The provided value for scope is not valid; use ${POWER_BI_AUDIENCE}/.default.`,
      );
    }
    reply.header('Cache-Control', 'no-store');
    return {
      token_type: 'Bearer',
      expires_in: APP_TOKEN_LIFETIME_S,
      ext_expires_in: APP_TOKEN_LIFETIME_S,
      access_token: mintAppToken(config.secret, client.id, demo.tenantId, APP_TOKEN_LIFETIME_S * 1000),
    };
  });
}
