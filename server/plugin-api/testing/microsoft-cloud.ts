/**
 * The Microsoft cloud emulator for tests of plugins that use the Microsoft connection: started over https beside
 * the portal the way `npm start` does, with the portal's MICROSOFT_* settings pointed at it and its throwaway
 * certificate trusted by the portal's calls (a test process cannot take NODE_EXTRA_CA_CERTS once started).
 */
import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DemoTenants } from '../../../emulators/microsoft-cloud/demo-tenants';
import { startMicrosoftCloud, type RunningCloud } from '../../../emulators/microsoft-cloud/start';
import type { CloudOptions } from '../../../emulators/microsoft-cloud/cloud-state';
import type { CloudSeed } from '../../../emulators/microsoft-cloud/model';
import { portalEnvOf } from '../../../emulators/microsoft-cloud/portal-env';
import type { BuildAppOptions } from '../../app';
import type { SyncOutcome } from '../../plugin-host/sync-runner';
import type { SyncState } from '../sync';
import { createTestPortal, type TestPortal } from './index';
import { setProcessEnv } from './process-env';

export { DemoTenants, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, startMicrosoftCloud };
/** A throwaway key and self-signed certificate (PEM): `'rsa'` for an application's certificate credential. */
export { throwawayCertificate } from '../../../emulators/microsoft-cloud/https';
/** Microsoft's published descriptions kept with the emulator: the operation a request is, and what is wrong with it. */
export {
  checkAnswer,
  checkQuery,
  checkRequest,
  operationOf,
  type Operation,
} from '../../../emulators/microsoft-cloud/testing/descriptions';
export type { RunningCloud };

/** The portal's MICROSOFT_* settings for the emulator (the demo application, the partner tenant, every endpoint). */
export const microsoftCloudEnv = (cloud: Pick<RunningCloud, 'origin'>) => portalEnvOf(cloud.origin);

const headersOf = (init: RequestInit | undefined): Record<string, string> => {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
  return headers;
};

/** A fetch over node:https that also trusts `ca` (the emulator's certificate) beside the public roots. */
export function trustingFetch(ca: string): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    if (input instanceof Request) throw new Error('trustingFetch takes a URL and an init');
    const body = init?.body === undefined || init.body === null ? undefined : await new Response(init.body).text();
    return new Promise<Response>((resolve, reject) => {
      const call = request(
        input,
        {
          method: init?.method ?? 'GET',
          headers: headersOf(init),
          ca: [...rootCertificates, ca],
          signal: init?.signal ?? undefined,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(answer.headers))
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
                headers.append(name, one);
            const status = answer.statusCode ?? 0;
            const empty = status === 204 || status === 304 || chunks.length === 0;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  };
}

/**
 * Starts the Microsoft cloud emulator before this file's tests (`{ each: true }`: before each test, so its
 * record of calls starts empty) and sets MICROSOFT_* to it, with the portal's fetch trusting its certificate;
 * all restored and stopped after. Answers a getter for the running emulator (`state.calls`, `state.faults`).
 */
export function withMicrosoftCloud(
  options: CloudOptions & { each?: boolean; seed?: CloudSeed } = {},
): () => RunningCloud {
  let cloud: RunningCloud | null = null;
  let restoreEnv = () => {};
  const originalFetch = globalThis.fetch;
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    cloud = await startMicrosoftCloud(options);
    restoreEnv = setProcessEnv(microsoftCloudEnv(cloud));
    const trusting = trustingFetch(cloud.ca);
    const origin = cloud.origin;
    globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).startsWith(`${origin}/`)
        ? trusting(input, init)
        : originalFetch(input, init)) as typeof fetch;
  });
  after(async () => {
    globalThis.fetch = originalFetch;
    restoreEnv();
    await cloud?.close();
  });
  return () => {
    if (!cloud) throw new Error('withMicrosoftCloud: the emulator starts in beforeAll');
    return cloud;
  };
}

export interface ConnectedDemoOptions {
  /** The emulator's options (as withMicrosoftCloud takes them). */
  cloud?: CloudOptions & { seed?: CloudSeed };
  /** The test portal's options (as createTestPortal takes them). */
  portal?: BuildAppOptions;
  /** A fresh emulator and portal for each test instead of one per file. */
  each?: boolean;
  /** Demo customers without a Microsoft connection: their tenant ids are removed. */
  disconnected?: readonly string[];
}

export interface ConnectedDemo {
  cloud(): RunningCloud;
  portal(): TestPortal;
  /** The customers a plugin's synced source serves now (its `customers()`). */
  served(plugin: string, source: string): Promise<string[]>;
  /** Runs a plugin's synced source for one customer now, as a refresh does. */
  sync(plugin: string, source: string, customerId: string): Promise<SyncOutcome>;
  /** The source's state for the customer (undefined before its first run). */
  syncState(plugin: string, source: string, customerId: string): SyncState | undefined;
}

/**
 * The demo portal connected to the Microsoft cloud emulator: each demo customer's stored tenant id is its demo
 * tenant, so the Microsoft plugins' syncs serve it, except the `disconnected` ones.
 */
export function withConnectedDemo(options: ConnectedDemoOptions = {}): ConnectedDemo {
  const cloud = withMicrosoftCloud({ ...options.cloud, each: options.each });
  let portal: TestPortal | null = null;
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    portal = await createTestPortal(options.portal);
    const unlink = portal.app.portal.db.prepare('DELETE FROM customer_tenants WHERE customer_id = ?');
    for (const customerId of options.disconnected ?? []) unlink.run(customerId);
  });
  after(async () => {
    await portal?.close();
    portal = null;
  });
  const running = () => {
    if (!portal) throw new Error('withConnectedDemo: the portal starts before the tests');
    return portal;
  };
  const syncs = () => running().app.portal.syncs!;
  const registered = (plugin: string, source: string) => {
    const entry = syncs().find(plugin, source);
    if (!entry) throw new Error(`no synced source ${plugin}.${source}`);
    return entry;
  };
  return {
    cloud,
    portal: running,
    served: async (plugin, source) => [...(await registered(plugin, source).source.customers())].sort(),
    sync: (plugin, source, customerId) => syncs().runFor(registered(plugin, source), customerId, true),
    syncState: (plugin, source, customerId) =>
      syncs()
        .stateOf(customerId, plugin)
        .find((state) => state.source === source),
  };
}
