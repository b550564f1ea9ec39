import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../state';
import { verifyAppToken } from '../tokens';
import { sendPowerBiError } from './errors';

/** True when the request's bearer token came from the emulator's token endpoint and has not expired; else answers 401. */
export function authorized(config: EmulatorConfig, request: FastifyRequest, reply: FastifyReply): boolean {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
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
