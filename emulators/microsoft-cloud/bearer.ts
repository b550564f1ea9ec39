import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';
import { Audiences, readAccessToken, type AccessClaims, type AudienceName } from './tokens';

const API_AUDIENCE: Record<'graph' | 'partnerCenter' | 'arm', AudienceName> = {
  graph: 'graph',
  partnerCenter: 'partnerCenter',
  arm: 'arm',
};

/** What each service answers to a missing, forged, expired or misaddressed token (codes as the services use them). */
const REFUSALS = {
  graph: {
    missing: 'InvalidAuthenticationToken',
    invalid: 'InvalidAuthenticationToken',
    expired: 'InvalidAuthenticationToken',
    audience: 'InvalidAuthenticationToken',
  },
  arm: {
    missing: 'AuthenticationFailed',
    invalid: 'InvalidAuthenticationToken',
    expired: 'ExpiredAuthenticationToken',
    audience: 'InvalidAuthenticationTokenAudience',
  },
  partnerCenter: { missing: '401', invalid: '401', expired: '401', audience: '401' },
} as const;

const MESSAGES = {
  missing: 'Authentication failed. The Authorization header is missing.',
  invalid: 'Access token validation failure. Invalid signature or malformed token.',
  expired: 'Lifetime validation failed, the token is expired.',
  audience: 'Access token validation failure. Invalid audience.',
} as const;

/** The token's claims when it is this emulator's, unexpired and meant for this service; otherwise the refusal is sent. */
export function bearer(
  state: CloudState,
  request: FastifyRequest,
  reply: FastifyReply,
  api: 'graph' | 'partnerCenter' | 'arm',
): AccessClaims | null {
  const header = request.headers.authorization ?? '';
  const refuse = (kind: keyof typeof MESSAGES) => void sendError(reply, api, 401, REFUSALS[api][kind], MESSAGES[kind]);
  if (!header.toLowerCase().startsWith('bearer ')) return (refuse('missing'), null);
  const check = readAccessToken(state.signingKey, header.slice(7).trim(), state.now());
  if (!check.ok) return (refuse(check.reason === 'expired' ? 'expired' : 'invalid'), null);
  if (check.claims.aud !== Audiences[API_AUDIENCE[api]].aud) return (refuse('audience'), null);
  (request as FastifyRequest & { tokenTenant?: string }).tokenTenant = check.claims.tid;
  return check.claims;
}

export function tokenTenantOf(request: FastifyRequest): string | null {
  return (request as FastifyRequest & { tokenTenant?: string }).tokenTenant ?? null;
}
