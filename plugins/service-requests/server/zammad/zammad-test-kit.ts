import type { TempDir } from '../../../../server/plugin-api/testing';
import { startZammad, type OutgoingWebhook, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import {
  connectedPortal as connectedTo,
  control,
  testClock,
  type ConnectedPortal,
  type ConnectedPortalOptions,
} from '../connected-test-kit';
import { ZAMMAD_WEBHOOK_PATH } from './zammad-webhook';

export { fileRequest, request, testClock, type ConnectedPortal } from '../connected-test-kit';

/**
 * A test portal whose service requests go to the Zammad emulator (its certificate trusted by the connector); with
 * `everyPlugin` the other bundled plugins run beside it (a test of what they read from the connected desk).
 */
export const connectedPortal = (
  zammad: RunningZammad,
  dir?: TempDir,
  options: ConnectedPortalOptions = {},
): Promise<ConnectedPortal> => connectedTo(zammad, ZAMMAD_WEBHOOK_PATH, dir, options);

/** The agent's side of the emulator: a reply and/or a state change; answers the webhook it sent. */
export async function agent(
  zammad: RunningZammad,
  change: {
    ticketNumber: string;
    text?: string;
    state?: string;
    agentName?: string;
    attachments?: { filename: string; data: string; 'mime-type': string }[];
  },
): Promise<OutgoingWebhook> {
  return (await control<{ webhook: OutgoingWebhook }>(zammad, '/_emulator/agent', change)).webhook;
}

/**
 * Before each test: the emulator (its webhooks posted to the portal, as Zammad's trigger does) and a portal
 * connected to it; both closed after. Read the fields inside the tests.
 */
export function connectedForEachTest(options: { everyPlugin?: boolean } = {}): {
  zammad: RunningZammad;
  connected: ConnectedPortal;
} {
  const running = {} as { zammad: RunningZammad; connected: ConnectedPortal };
  beforeEach(async () => {
    testClock.offsetMs = 0;
    running.zammad = await startZammad({
      deliverWebhook: async (hook) => void (await running.connected.webhook(hook)),
    });
    running.connected = await connectedPortal(running.zammad, undefined, options);
  });
  afterEach(async () => {
    await running.connected.portal.close();
    await running.zammad.close();
  });
  return running;
}
