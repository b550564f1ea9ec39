import { createHmac } from 'node:crypto';
import * as z from 'zod/mini';
import { HttpError, type ServerPluginApi } from '../../../../server/plugin-api';
import type { ServiceDeskSync } from '../service-desk-sync';
import { sameText, WEBHOOK_BODY_LIMIT } from '../webhook-check';

export const ZAMMAD_WEBHOOK_PATH = '/api/service-requests/zammad/webhook';

/** The default payload's part the portal reads (docs.zammad.org admin "Webhook payload"): which ticket changed. */
const WebhookBody = z.looseObject({ ticket: z.looseObject({ id: z.union([z.number(), z.string()]) }) });

/** X-Hub-Signature: "sha1=" and the HMAC-SHA1 of the body's bytes with the trigger's signature token. */
export const hubSignatureOf = (secret: string, body: Buffer | string) =>
  `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`;

/**
 * Zammad's trigger webhook: signed with the shared secret (X-Hub-Signature over the bytes as sent), and
 * replay-safe: its X-Zammad-Delivery id is recorded, a delivery seen before answers 200 and changes nothing. The
 * portal then reads the ticket back from Zammad (the same path as polling), so what it shows is Zammad's truth.
 */
export function zammadWebhookRoute(api: ServerPluginApi, secret: string, sync: ServiceDeskSync): void {
  api.route({
    method: 'POST',
    url: ZAMMAD_WEBHOOK_PATH,
    access: 'machine',
    authenticatesItself: true,
    summary:
      "Zammad's trigger webhook (X-Hub-Signature with ZAMMAD_WEBHOOK_SECRET, X-Zammad-Delivery): the portal reads the ticket back",
    body: WebhookBody,
    keepRawBody: true,
    jsonBodyLimit: WEBHOOK_BODY_LIMIT,
    errors: {
      400: 'No X-Zammad-Delivery, or no ticket in the body',
      401: 'Missing or wrong X-Hub-Signature',
      502: 'Zammad did not answer the read-back (Zammad retries the webhook)',
    },
    handler: async ({ request, body }) => {
      const signature = String(request.headers['x-hub-signature'] ?? '');
      if (!request.rawBody || !sameText(signature, hubSignatureOf(secret, request.rawBody)))
        throw new HttpError(401, 'Missing or wrong X-Hub-Signature.');
      const delivery = String(request.headers['x-zammad-delivery'] ?? '').trim();
      if (!delivery || delivery.length > 200) throw new HttpError(400, 'Missing X-Zammad-Delivery header.');
      const outcome = await sync.webhook(delivery, String(body.ticket.id));
      return { outcome };
    },
  });
}
