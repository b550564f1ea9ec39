import type { TempDir } from '../../../../server/plugin-api/testing';
import type { OutgoingWebhook, RunningHalo } from '../../../../server/plugin-api/testing/halopsa';
import { connectedPortal as connectedTo, control, type ConnectedPortal } from '../connected-test-kit';
import { HALOPSA_WEBHOOK_PATH } from './halopsa-webhook';

/** A test portal whose service requests go to the HaloPSA emulator (its certificate trusted by the connector). */
export const connectedPortal = (halo: RunningHalo, dir?: TempDir): Promise<ConnectedPortal> =>
  connectedTo(halo, HALOPSA_WEBHOOK_PATH, dir);

/** The agent's side of the emulator: a reply and/or a status change; answers the webhook it sent. */
export async function agent(
  halo: RunningHalo,
  change: { ticketId: number; text?: string; statusId?: number; agentName?: string },
): Promise<OutgoingWebhook> {
  return (await control<{ webhook: OutgoingWebhook }>(halo, '/_emulator/agent', change)).webhook;
}
