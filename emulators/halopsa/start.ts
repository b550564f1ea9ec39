import { randomBytes } from 'node:crypto';
import {
  startTicketSystem,
  webhookPoster as posterOf,
  type OutgoingWebhook,
  type RunningTicketSystem,
} from '../kit/ticket-system';
import { buildHaloEmulator, type HaloEmulator } from './app';
import { HaloState } from './state';

export type RunningHalo = RunningTicketSystem<HaloEmulator>;

const secret = () => randomBytes(24).toString('base64url');

/** The HaloPSA emulator over https with a throwaway certificate, a fresh API application and webhook password. */
export async function startHalo(
  options: { port?: number; host?: string; deliverWebhook?: (hook: OutgoingWebhook) => Promise<void> } = {},
): Promise<RunningHalo> {
  const state = new HaloState(
    `portal-${randomBytes(6).toString('hex')}`,
    secret(),
    'customer-portal',
    secret(),
    options.deliverWebhook ?? null,
  );
  return startTicketSystem(
    (https) => buildHaloEmulator(state, { https }),
    options,
    (origin) => ({
      SERVICE_REQUESTS_CONNECTOR: 'halopsa',
      HALOPSA_URL: origin,
      HALOPSA_CLIENT_ID: state.clientId,
      HALOPSA_CLIENT_SECRET: state.clientSecret,
      HALOPSA_WEBHOOK_PASSWORD: state.webhookPassword,
    }),
  );
}

/** Whether a demo gets this emulator: it picks the HaloPSA connector without naming a Halo of its own. */
export const wantsHaloEmulator = (env: NodeJS.ProcessEnv) =>
  env.SERVICE_REQUESTS_CONNECTOR?.trim() === 'halopsa' && !env.HALOPSA_URL?.trim();

/** Posts each webhook to the portal, as Halo does. */
export const webhookPoster = (url: string) => posterOf('halopsa', url);
