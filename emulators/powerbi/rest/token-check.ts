import type { FastifyInstance } from 'fastify';
import type { EmulatorConfig } from '../state';
import { verifyEmulatorToken } from '../tokens';
import { sendPowerBiError } from './errors';

export const TOKEN_CHECK_ROUTE = '/emulator/frame-api/token-check';

/**
 * The emulator frame's backend check of an embed token, as the service's frame asks its own backend: the
 * signature (the server's secret, as GenerateToken signed it), the expiry and the items in the token's scope.
 * Answers how long the token still runs, so the frame keeps the deadline on its own clock.
 */
export function registerTokenCheck(scope: FastifyInstance, config: EmulatorConfig): void {
  scope.post(TOKEN_CHECK_ROUTE, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as {
      token?: unknown;
      itemId?: unknown;
    };
    if (typeof body.token !== 'string' || typeof body.itemId !== 'string' || !body.token || !body.itemId) {
      return sendPowerBiError(reply, 400, 'InvalidRequest', 'Send { token, itemId }.');
    }
    // Checked against the epoch first, so a well-signed token that ran out is told apart from a forged one.
    const payload = verifyEmulatorToken(config.secret, body.token, 0);
    if (!payload)
      return sendPowerBiError(reply, 403, 'PowerBINotAuthorizedException', 'The access token is not valid.');
    const now = Date.now();
    if (payload.exp <= now)
      return sendPowerBiError(
        reply,
        403,
        'TokenExpired',
        'Access token has expired, resubmit with a new access token.',
      );
    if (payload.res !== body.itemId && !payload.items.includes(body.itemId)) {
      return sendPowerBiError(reply, 403, 'PowerBINotAuthorizedException', 'The access token is not for this item.');
    }
    reply.header('Cache-Control', 'no-store');
    return { remainingMs: payload.exp - now, items: payload.items, expiration: new Date(payload.exp).toISOString() };
  });
}
