import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { throwawayCertificate } from '../microsoft-cloud/https';

/** A webhook an emulated ticket system sent (or would send): the headers and the body's bytes as posted. */
export interface OutgoingWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface HttpsListener {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The certificate (PEM) a client must trust. */
  ca: string;
}

/** Listens over https on `host:port` (port 0: a free one) and answers the origin and the certificate to trust. */
export async function listenHttps(
  app: FastifyInstance,
  cert: string,
  options: { port?: number; host?: string },
): Promise<HttpsListener> {
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { origin: `https://127.0.0.1:${port}`, ca: cert };
}

/** Posts each webhook to the portal, as the ticket system does (a portal that is not up yet misses it: it polls). */
export const webhookPoster =
  (system: string, url: string) =>
  async (hook: OutgoingWebhook): Promise<void> => {
    try {
      await fetch(url, { method: 'POST', headers: hook.headers, body: hook.body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      process.stderr.write(`[${system} emulator] the webhook to ${url} failed: ${(error as Error).message}\n`);
    }
  };

/** Text for an emulator's record page. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An emulator's record page: the tickets as an agent would look them up (demo and the round trip's screenshots). */
export const recordPageOf = (system: string, sections: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${system} emulator</title>
<style>body{font:14px system-ui;margin:24px;max-width:900px}section{border:1px solid #ccc;padding:12px;margin:12px 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:6px}</style>
</head><body><h1>${system} emulator: tickets</h1>${sections || '<p>No tickets yet.</p>'}</body></html>`;

/** The failures a test or the demo switches on in an emulated ticket system, and the calls it received. */
export interface EmulatedFaults {
  /** The service is unreachable: every connection is dropped, as when the host is down. */
  down: boolean;
  /** The next this many API calls answer 429. */
  throttle: number;
  /** The next this many ticket creations are made but their answer is lost (the connection drops). */
  loseCreatedTickets: number;
  /** Every API call as "METHOD /path" (for the tests' counts). */
  calls: string[];
}

/**
 * An emulated ticket system's Fastify app (https when given a certificate): its control routes under /_emulator/
 * need the control key; when `down` every API connection is dropped; every API call is recorded and then passed to
 * `guard` (the system's authentication and throttling, in its order). `POST /_emulator/faults` switches the faults.
 */
export function ticketSystemApp(
  faults: EmulatedFaults,
  https: { key: string; cert: string } | undefined,
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): { app: FastifyInstance; controlKey: string } {
  const controlKey = randomBytes(18).toString('base64url');
  const app = (https
    ? Fastify({ logger: false, https, bodyLimit: 20 * 1024 * 1024 })
    : Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 })) as unknown as FastifyInstance;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/_emulator/')) {
      if (request.headers['x-emulator-control'] !== controlKey)
        return reply.code(401).send({ error: 'control key required' });
      return;
    }
    if (faults.down) {
      request.raw.socket.destroy();
      return reply;
    }
    faults.calls.push(`${request.method} ${request.url.split('?')[0]}`);
    return guard(request, reply);
  });
  app.post('/_emulator/faults', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.down === 'boolean') faults.down = body.down;
    if (Number.isInteger(body.throttle)) faults.throttle = Number(body.throttle);
    if (Number.isInteger(body.loseCreatedTickets)) faults.loseCreatedTickets = Number(body.loseCreatedTickets);
    return { down: faults.down, throttle: faults.throttle, loseCreatedTickets: faults.loseCreatedTickets };
  });
  return { app, controlKey };
}

/** Takes one throttled call off the count: true when this call must answer 429. */
export const throttled = (faults: EmulatedFaults) => faults.throttle > 0 && faults.throttle-- > 0;

/** What every emulated ticket system's state holds beside its records: the faults, ids, clock and webhooks. */
export class TicketSystemState implements EmulatedFaults {
  webhooks: OutgoingWebhook[] = [];
  calls: string[] = [];
  down = false;
  throttle = 0;
  loseCreatedTickets = 0;
  private nextId = 1;

  constructor(
    /** Where a webhook goes; without it the webhooks are only recorded. */
    public deliverWebhook: ((hook: OutgoingWebhook) => Promise<void>) | null,
    private readonly now: () => Date,
  ) {}

  id(): number {
    return this.nextId++;
  }

  at(): string {
    return this.now().toISOString();
  }

  /** Records the webhook and posts it where the test or the demo said. */
  protected async post(hook: OutgoingWebhook): Promise<OutgoingWebhook> {
    this.webhooks.push(hook);
    if (this.deliverWebhook) await this.deliverWebhook(hook);
    return hook;
  }
}

export type RunningTicketSystem<E> = E &
  HttpsListener & {
    /** The portal's settings for this emulator (SERVICE_REQUESTS_CONNECTOR and the system's variables). */
    portalEnv: Record<string, string>;
    close(): Promise<void>;
  };

/** Builds an emulated ticket system with a throwaway certificate and starts it over https on `host:port`. */
export async function startTicketSystem<E extends { app: FastifyInstance }>(
  build: (https: { key: string; cert: string }) => E,
  options: { port?: number; host?: string },
  portalEnvOf: (origin: string) => Record<string, string>,
): Promise<RunningTicketSystem<E>> {
  const { key, cert } = throwawayCertificate();
  const emulator = build({ key, cert });
  const { origin, ca } = await listenHttps(emulator.app, cert, options);
  return { ...emulator, origin, ca, portalEnv: portalEnvOf(origin), close: () => emulator.app.close() };
}
