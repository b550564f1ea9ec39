import type { LightMyRequestResponse } from 'fastify';
import bundledServerPlugins from 'virtual:server-plugins';
import { DemoUsers } from '../../../../server/plugin-api';
import { createTestPortal, userHeaders, type TempDir, type TestPortal } from '../../../../server/plugin-api/testing';
import { trustingFetch } from '../../../../server/plugin-api/testing/microsoft-cloud';
import { startZammad, type OutgoingWebhook, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { ServiceRequestPaths } from '../../contract';
import type { ConnectedDesk } from '../connected-desk';
import { serviceRequestsServerPlugin } from '../index';
import { MemoryFileStorage, testFilesPlugin } from '../test-files-plugin';
import { ZAMMAD_WEBHOOK_PATH } from './zammad-webhook';

export interface ConnectedPortal {
  portal: TestPortal;
  desk: ConnectedDesk;
  files: MemoryFileStorage;
  call(method: 'GET' | 'POST', url: string, payload?: unknown, userId?: string): Promise<LightMyRequestResponse>;
  /** Posts a webhook the emulator sent to the portal's webhook route, as Zammad's trigger does. */
  webhook(hook: OutgoingWebhook): Promise<LightMyRequestResponse>;
}

/** A clock the queue reads: tests move it past a retry's backoff instead of waiting. */
export const testClock = { offsetMs: 0, now: () => Date.now() + testClock.offsetMs };

/** Every bundled plugin but the files capability (the tests' memory storage stands in for it). */
const othersThanFiles = () => Object.fromEntries(Object.entries(bundledServerPlugins).filter(([id]) => id !== 'files'));

/**
 * A test portal whose service requests go to the Zammad emulator (its certificate trusted by the connector); with
 * `everyPlugin` the other bundled plugins run beside it (a test of what they read from the connected desk).
 */
export async function connectedPortal(
  zammad: RunningZammad,
  dir?: TempDir,
  options: { everyPlugin?: boolean } = {},
): Promise<ConnectedPortal> {
  let desk: ConnectedDesk | null = null;
  const files = new MemoryFileStorage();
  const portal = await createTestPortal({
    ...(dir ? { dir } : {}),
    plugins: {
      ...(options.everyPlugin ? othersThanFiles() : {}),
      'service-requests': serviceRequestsServerPlugin({
        env: zammad.portalEnv,
        fetch: trustingFetch(zammad.ca),
        deliveryEveryMs: 60 * 60_000,
        now: testClock.now,
        onConnected: (connected) => (desk = connected),
      }),
      'zz-files': testFilesPlugin(files),
    },
  });
  if (!desk) throw new Error('the Zammad connector did not start');
  const call: ConnectedPortal['call'] = async (method, url, payload, userId = DemoUsers.anna) =>
    portal.app.inject({
      method,
      url,
      headers: await userHeaders(portal.app, userId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const webhook = (hook: OutgoingWebhook) =>
    portal.app.inject({ method: 'POST', url: ZAMMAD_WEBHOOK_PATH, headers: hook.headers, payload: hook.body });
  return { portal, desk, files, call, webhook };
}

export const request = (name: string) => ({
  category: 'incident',
  name,
  description: 'The laptop shows a black screen after the update.',
  caller: { name: 'Anna de Vries', email: 'anna.devries@contoso.example', phone: '+31 20 555 0142' },
});

export const fileRequest = async (connected: ConnectedPortal, name: string): Promise<string> => {
  const res = await connected.call('POST', ServiceRequestPaths.create, request(name));
  if (res.statusCode !== 201) throw new Error(`filing answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { number: string }).number;
};

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
  const res = await trustingFetch(zammad.ca)(`${zammad.origin}/_emulator/agent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-emulator-control': zammad.controlKey },
    body: JSON.stringify(change),
  });
  if (!res.ok) throw new Error(`the emulator answered ${res.status}`);
  return ((await res.json()) as { webhook: OutgoingWebhook }).webhook;
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
