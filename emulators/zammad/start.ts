import { randomBytes } from 'node:crypto';
import { startTicketSystem, webhookPoster as posterOf, type RunningTicketSystem } from '../kit/ticket-system';
import { buildZammadEmulator, type ZammadEmulator } from './app';
import { ZammadState, type OutgoingWebhook } from './state';

export type RunningZammad = RunningTicketSystem<ZammadEmulator>;

/** The Zammad emulator over https with a throwaway certificate, a fresh agent token and webhook secret. */
export async function startZammad(
  options: { port?: number; host?: string; deliverWebhook?: (hook: OutgoingWebhook) => Promise<void> } = {},
): Promise<RunningZammad> {
  const state = new ZammadState(
    randomBytes(24).toString('base64url'),
    randomBytes(24).toString('base64url'),
    options.deliverWebhook ?? null,
  );
  return startTicketSystem(
    (https) => buildZammadEmulator(state, { https }),
    options,
    (origin) => ({
      SERVICE_REQUESTS_CONNECTOR: 'zammad',
      ZAMMAD_URL: origin,
      ZAMMAD_TOKEN: state.token,
      ZAMMAD_WEBHOOK_SECRET: state.webhookSecret,
    }),
  );
}

/** Whether a demo gets this emulator: it picks the Zammad connector without naming a Zammad of its own. */
export const wantsZammadEmulator = (env: NodeJS.ProcessEnv) =>
  env.SERVICE_REQUESTS_CONNECTOR?.trim() === 'zammad' && !env.ZAMMAD_URL?.trim();

/** Posts each trigger's webhook to the portal, as Zammad does (a portal that is not up yet misses it: it polls). */
export const webhookPoster = (url: string) => posterOf('zammad', url);
