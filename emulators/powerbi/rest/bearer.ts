import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../state';
import { verifyAppToken } from '../tokens';
import { sendPowerBiError } from './errors';

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/** The valid app token's payload of the request, or null. */
const appTokenOf = (config: EmulatorConfig, request: FastifyRequest) =>
  verifyAppToken(config.secret, bearerOf(request));

/** Who asked: the app of the request's valid bearer token (null: none) and the profile it acts as (null: itself). */
export function callerOf(config: EmulatorConfig, request: FastifyRequest) {
  const profile = request.headers['x-powerbi-profile-id'];
  return {
    clientId: appTokenOf(config, request)?.appid ?? null,
    profileId: typeof profile === 'string' && profile ? profile : null,
  };
}

/** True when the request's bearer token came from the emulator's token endpoint and has not expired; else answers 401. */
export function authorized(config: EmulatorConfig, request: FastifyRequest, reply: FastifyReply): boolean {
  const token = bearerOf(request);
  if (token && verifyAppToken(config.secret, token)) return true;
  reply.header(
    'WWW-Authenticate',
    'Bearer authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize"',
  );
  sendPowerBiError(
    reply,
    401,
    token ? 'TokenExpired' : 'PowerBINotAuthorizedException',
    'The access token is missing, invalid or expired.',
  );
  return false;
}
