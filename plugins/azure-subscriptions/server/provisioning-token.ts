import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../server/plugin-api';

/** The environment variable holding the provisioning's bearer token. */
export const PROVISIONING_TOKEN_VARIABLE = 'AZURE_PROVISIONING_TOKEN';
/** Shorter tokens are refused as configuration: a guessable token would let anyone mark requests. */
export const MIN_TOKEN_LENGTH = 32;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Lets the call through when it carries `Authorization: Bearer <AZURE_PROVISIONING_TOKEN>` (compared in
 * constant time); 401 otherwise, 503 while the token is not configured. Read per call, so a changed token
 * needs no restart of the route table.
 */
export function checkProvisioningToken(request: FastifyRequest, env: NodeJS.ProcessEnv = process.env): void {
  const configured = env[PROVISIONING_TOKEN_VARIABLE]?.trim() ?? '';
  if (configured.length < MIN_TOKEN_LENGTH) {
    request.log.warn(
      `${PROVISIONING_TOKEN_VARIABLE} is not set (or shorter than ${MIN_TOKEN_LENGTH} characters): provisioning updates are refused`,
    );
    throw new HttpError(503, 'Provisioning updates are not configured on this portal.');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match || !timingSafeEqual(digest(match[1]!), digest(configured))) {
    throw new HttpError(401, 'A valid bearer token is required: Authorization: Bearer <AZURE_PROVISIONING_TOKEN>.');
  }
}
