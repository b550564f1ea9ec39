import { randomBytes } from 'node:crypto';
import { throwawayCertificate } from '../microsoft-cloud/https';
import { buildZammadEmulator, type ZammadEmulator } from './app';
import { ZammadState, type OutgoingWebhook } from './state';

export interface RunningZammad extends ZammadEmulator {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The certificate (PEM) a client must trust. */
  ca: string;
  /** The portal's settings for this emulator (ZAMMAD_*, SERVICE_REQUESTS_CONNECTOR). */
  portalEnv: Record<string, string>;
  close(): Promise<void>;
}

/** The Zammad emulator over https with a throwaway certificate, a fresh agent token and webhook secret. */
export async function startZammad(
  options: { port?: number; host?: string; deliverWebhook?: (hook: OutgoingWebhook) => Promise<void> } = {},
): Promise<RunningZammad> {
  const { key, cert } = throwawayCertificate();
  const state = new ZammadState(
    randomBytes(24).toString('base64url'),
    randomBytes(24).toString('base64url'),
    options.deliverWebhook ?? null,
  );
  const emulator = buildZammadEmulator(state, { https: { key, cert } });
  await emulator.app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = emulator.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const origin = `https://127.0.0.1:${port}`;
  return {
    ...emulator,
    origin,
    ca: cert,
    portalEnv: {
      SERVICE_REQUESTS_CONNECTOR: 'zammad',
      ZAMMAD_URL: origin,
      ZAMMAD_TOKEN: state.token,
      ZAMMAD_WEBHOOK_SECRET: state.webhookSecret,
    },
    close: () => emulator.app.close(),
  };
}

/** Whether a demo gets this emulator: it picks the Zammad connector without naming a Zammad of its own. */
export const wantsZammadEmulator = (env: NodeJS.ProcessEnv) =>
  env.SERVICE_REQUESTS_CONNECTOR?.trim() === 'zammad' && !env.ZAMMAD_URL?.trim();

/** Posts each trigger's webhook to the portal, as Zammad does (a portal that is not up yet misses it: it polls). */
export const webhookPoster =
  (url: string) =>
  async (hook: OutgoingWebhook): Promise<void> => {
    try {
      await fetch(url, { method: 'POST', headers: hook.headers, body: hook.body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      process.stderr.write(`[zammad emulator] the webhook to ${url} failed: ${(error as Error).message}\n`);
    }
  };
