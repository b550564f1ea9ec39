import type { FastifyReply } from 'fastify';

/** Power BI REST's error answer: `{ error: { code, message } }`. */
export function sendPowerBiError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: { code, message } });
}

/** Microsoft Entra ID's token endpoint error answer. */
export function sendOAuthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error, error_description: description, error_codes: [], timestamp: new Date().toISOString() });
}
