import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { HttpError, type ServerPluginApi } from '../../../../server/plugin-api';
import type { ServiceDeskSync } from '../service-desk-sync';
import { sameText, WEBHOOK_BODY_LIMIT } from '../webhook-check';

export const HALOPSA_WEBHOOK_PATH = '/api/service-requests/halopsa/webhook';

/** The default payload's part the portal reads: which ticket changed (Halo posts the ticket and the action). */
const WebhookBody = z.looseObject({ ticket: z.looseObject({ id: z.union([z.number(), z.string()]) }) });

export const basicAuthorizationOf = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/**
 * Halo's webhook ("Ticket Updated" and the like, Authentication: Basic). Halo signs no body and sends no delivery
 * id, so the Basic credentials authenticate it and the SHA-256 of the body's bytes is its delivery id: the same
 * delivery again answers 200 and changes nothing. The portal then reads the ticket back from Halo (the same path
 * as polling), so what it shows is Halo's truth and a forged or stale body cannot change it.
 */
export function haloWebhookRoute(
  api: ServerPluginApi,
  credentials: { username: string; password: string },
  sync: ServiceDeskSync,
): void {
  const expected = basicAuthorizationOf(credentials.username, credentials.password);
  api.route({
    method: 'POST',
    url: HALOPSA_WEBHOOK_PATH,
    access: 'machine',
    authenticatesItself: true,
    summary:
      "HaloPSA's webhook (Basic authentication with HALOPSA_WEBHOOK_USERNAME and HALOPSA_WEBHOOK_PASSWORD): the portal reads the ticket back",
    body: WebhookBody,
    keepRawBody: true,
    jsonBodyLimit: WEBHOOK_BODY_LIMIT,
    errors: {
      400: 'No ticket in the body',
      401: 'Missing or wrong Basic authentication',
      502: 'Halo did not answer the read-back (Halo retries the webhook)',
    },
    handler: async ({ request, body }) => {
      if (!request.rawBody || !sameText(String(request.headers.authorization ?? ''), expected))
        throw new HttpError(401, 'Missing or wrong Basic authentication.');
      const delivery = `sha256:${createHash('sha256').update(request.rawBody).digest('hex')}`;
      const outcome = await sync.webhook(delivery, String(body.ticket.id));
      return { outcome };
    },
  });
}
