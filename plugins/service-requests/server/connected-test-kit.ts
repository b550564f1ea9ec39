import type { LightMyRequestResponse } from 'fastify';
import bundledServerPlugins from 'virtual:server-plugins';
import { DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TempDir, type TestPortal } from '../../../server/plugin-api/testing';
import { trustingFetch } from '../../../server/plugin-api/testing/microsoft-cloud';
import { ServiceRequestPaths } from '../contract';
import type { ConnectedDesk } from './connected-desk';
import { serviceRequestsServerPlugin } from './index';
import { MemoryFileStorage, testFilesPlugin } from './test-files-plugin';

/** A webhook as an emulated ticket system posts it. */
export interface PostedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface ConnectedPortal {
  portal: TestPortal;
  desk: ConnectedDesk;
  files: MemoryFileStorage;
  call(method: 'GET' | 'POST', url: string, payload?: unknown, userId?: string): Promise<LightMyRequestResponse>;
  /** Posts a webhook the emulator sent to the portal's webhook route, as the ticket system does. */
  webhook(hook: PostedWebhook): Promise<LightMyRequestResponse>;
}

/** A clock the queue reads: tests move it past a retry's backoff instead of waiting. */
export const testClock = { offsetMs: 0, now: () => Date.now() + testClock.offsetMs };

export interface ConnectedPortalOptions {
  /** The other bundled plugins run beside it (a test of what they read from the connected desk). */
  everyPlugin?: boolean;
}

/** Every bundled plugin but the files capability (the tests' memory storage stands in for it). */
const othersThanFiles = () => Object.fromEntries(Object.entries(bundledServerPlugins).filter(([id]) => id !== 'files'));

/** A test portal whose service requests go to an emulated ticket system (its certificate trusted by the connector). */
export async function connectedPortal(
  system: { portalEnv: Record<string, string>; ca: string },
  webhookPath: string,
  dir?: TempDir,
  options: ConnectedPortalOptions = {},
): Promise<ConnectedPortal> {
  let desk: ConnectedDesk | null = null;
  const files = new MemoryFileStorage();
  const portal = await createTestPortal({
    ...(dir ? { dir } : {}),
    plugins: {
      ...(options.everyPlugin ? othersThanFiles() : {}),
      'service-requests': serviceRequestsServerPlugin({
        env: system.portalEnv,
        fetch: trustingFetch(system.ca),
        deliveryEveryMs: 60 * 60_000,
        now: testClock.now,
        onConnected: (connected) => (desk = connected),
      }),
      'zz-files': testFilesPlugin(files),
    },
  });
  if (!desk) throw new Error(`the ${system.portalEnv.SERVICE_REQUESTS_CONNECTOR} connector did not start`);
  const call: ConnectedPortal['call'] = async (method, url, payload, userId = DemoUsers.anna) =>
    portal.app.inject({
      method,
      url,
      headers: await userHeaders(portal.app, userId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const webhook = (hook: PostedWebhook) =>
    portal.app.inject({ method: 'POST', url: webhookPath, headers: hook.headers, payload: hook.body });
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

/** Calls an emulator's control route (x-emulator-control) and answers its JSON. */
export async function control<T>(
  system: { origin: string; ca: string; controlKey: string },
  path: string,
  body: unknown,
): Promise<T> {
  const res = await trustingFetch(system.ca)(`${system.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-emulator-control': system.controlKey },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`the emulator answered ${res.status}`);
  return (await res.json()) as T;
}

/** Tickets in the ticket system per portal number: made, delivered and duplicated as the issue counts them. */
export const outageFigures = (numbers: string[], references: string[]) => ({
  made: numbers.length,
  delivered: numbers.filter((number) => references.includes(number)).length,
  duplicated: references.length - new Set(references).size,
});
