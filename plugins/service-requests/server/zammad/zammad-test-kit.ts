import type { TempDir } from '../../../../server/plugin-api/testing';
import type { OutgoingWebhook, RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { connectedPortal as connectedTo, control, type ConnectedPortal } from '../connected-test-kit';
import { ZAMMAD_WEBHOOK_PATH } from './zammad-webhook';

export { fileRequest, request, testClock, type ConnectedPortal } from '../connected-test-kit';

/** A test portal whose service requests go to the Zammad emulator (its certificate trusted by the connector). */
export const connectedPortal = (zammad: RunningZammad, dir?: TempDir): Promise<ConnectedPortal> =>
  connectedTo(zammad, ZAMMAD_WEBHOOK_PATH, dir);

/** The agent's side of the emulator: a reply and/or a state change; answers the webhook it sent. */
export async function agent(
  zammad: RunningZammad,
  change: { ticketNumber: string; text?: string; state?: string; agentName?: string },
): Promise<OutgoingWebhook> {
  return (await control<{ webhook: OutgoingWebhook }>(zammad, '/_emulator/agent', change)).webhook;
}
