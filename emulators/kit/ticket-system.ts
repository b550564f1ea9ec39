import type { FastifyInstance } from 'fastify';
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

/** A throwaway certificate for an emulated ticket system that speaks https like the real one. */
export const emulatorCertificate = throwawayCertificate;

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
