import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MicrosoftCloudError } from '../../../server/plugin-api';
import {
  DemoTenants,
  microsoftCloudEnv,
  startMicrosoftCloud,
  throwawayCertificate,
  trustingFetch,
  type RunningCloud,
} from '../../../server/plugin-api/testing/microsoft-cloud';
import { makeTempDir, pluginDataApi } from '../../../server/plugin-api/testing';
import { ConnectionStates } from './connection-states';
import { MicrosoftConnection } from './connection';
import { migrations } from './migrations';
import { readMicrosoftCloudSettings } from './settings';
import { RENEW_BEFORE_MS } from './tokens';

const TENANTS: Record<string, string> = {
  contoso: DemoTenants.contoso,
  fabrikam: DemoTenants.fabrikam,
  unknown: '0b0b0b0b-0000-4000-8000-000000000000',
};

interface Skus {
  value: { accountId: string; skuPartNumber: string }[];
}

describe('the Microsoft connection, against the Microsoft cloud emulator over https', () => {
  let cloud: RunningCloud;
  let db: Database.Database;
  let clock: number;
  let slept: number[];
  let connection: MicrosoftConnection;
  let states: ConnectionStates;

  beforeAll(async () => {
    cloud = await startMicrosoftCloud();
  });
  afterAll(() => cloud.close());

  beforeEach(() => {
    cloud.state.calls.length = 0;
    cloud.state.faults.clear();
    db = new Database(':memory:');
    for (const migration of migrations) db.exec(migration.sql);
    clock = Date.now();
    slept = [];
    states = new ConnectionStates(pluginDataApi(db, 'microsoft-cloud', migrations).crossCustomerData(), () => clock);
    const read = readMicrosoftCloudSettings(microsoftCloudEnv(cloud));
    if (read.state !== 'configured') throw new Error('the emulator settings are complete');
    connection = new MicrosoftConnection({
      settings: read.settings,
      states,
      tenantOf: (customerId) => TENANTS[customerId] ?? null,
      activeCustomers: () => ['contoso', 'no-tenant', 'fabrikam'],
      fetch: trustingFetch(cloud.ca),
      now: () => clock,
      sleep: async (ms) => void slept.push(ms),
      timeoutMs: 1000,
    });
  });
  afterEach(() => db.close());

  const client = async (customerId: string) => {
    const found = await connection.forCustomer(customerId);
    if (!found) throw new Error(`${customerId} is connected`);
    return found;
  };
  const tokenRequests = () => cloud.state.calls.filter((call) => call.api === 'entra').length;
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the call was expected to fail');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(MicrosoftCloudError);
        return error as MicrosoftCloudError;
      },
    );

  it('is null for a customer without a tenant id: the plugins keep their own tables', async () => {
    expect(await connection.forCustomer('no-tenant')).toBeNull();
  });

  it("serves the active customers with a tenant id; another customer's client is refused as 'not connected'", async () => {
    expect(await connection.connectedCustomers()).toEqual(['contoso', 'fabrikam']);
    expect((await connection.client('contoso')).tenantId).toBe(DemoTenants.contoso);
    await expect(connection.client('no-tenant')).rejects.toMatchObject({ kind: 'not-connected' });
  });

  it('caches a token per tenant and audience until five minutes before it expires', async () => {
    const contoso = await client('contoso');
    await contoso.call('graph', { path: '/v1.0/subscribedSkus' });
    await contoso.call('graph', { path: '/v1.0/subscribedSkus' });
    expect(tokenRequests()).toBe(1);
    await (await client('fabrikam')).call('graph', { path: '/v1.0/subscribedSkus' });
    await contoso.call('partnerCenter', { path: `/v1/customers/${DemoTenants.contoso}/subscriptions` });
    expect(tokenRequests()).toBe(3);
    clock += cloud.state.tokenLifetimeSeconds * 1000 - RENEW_BEFORE_MS - 1000;
    await contoso.call('graph', { path: '/v1.0/subscribedSkus' });
    expect(tokenRequests()).toBe(3);
    clock += 2000;
    await contoso.call('graph', { path: '/v1.0/subscribedSkus' });
    expect(tokenRequests()).toBe(4);
  });

  it('waits as a 429 asks (Retry-After) and then answers', async () => {
    cloud.state.faults.add({ api: 'graph', kind: 'throttle', retryAfterSeconds: 2, times: 2 });
    const answer = await (await client('contoso')).call<Skus>('graph', { path: '/v1.0/subscribedSkus' });
    expect(answer.status).toBe(200);
    expect(answer.body.value.length).toBeGreaterThan(0);
    expect(slept).toEqual([2000, 2000]);
    expect(states.of('contoso')).toMatchObject({ lastErrorKind: null, lastSuccessAt: new Date(clock).toISOString() });
  });

  it('gives up as throttled after its bounded retries, and at once when Retry-After is too long', async () => {
    cloud.state.faults.add({ api: 'arm', kind: 'throttle', retryAfterSeconds: 1, times: 4 });
    const armCall = async () =>
      (await client('contoso')).call('arm', {
        method: 'POST',
        path: '/providers/Microsoft.ResourceGraph/resources',
        query: { 'api-version': '2021-03-01' },
        body: { query: 'Resources' },
      });
    expect(await failureOf(armCall())).toMatchObject({ kind: 'throttled', status: 429, retryAfterMs: 1000 });
    expect(slept).toEqual([1000, 1000, 1000]);
    cloud.state.faults.add({ api: 'arm', kind: 'throttle', retryAfterSeconds: 3600 });
    // The wait Microsoft asked for travels with the error, so a synced source is not tried again sooner.
    expect(await failureOf(armCall())).toMatchObject({ kind: 'throttled', retryAfterMs: 3_600_000 });
    expect(slept).toHaveLength(3);
    expect(states.of('contoso')).toMatchObject({ lastErrorKind: 'throttled', lastSuccessAt: null });
  });

  it("says 'consent missing' when the application is not consented in the customer's tenant", async () => {
    const app = cloud.state.seed.apps[0]!;
    const consented = [...app.consentedTenants];
    app.consentedTenants.splice(app.consentedTenants.indexOf(DemoTenants.fabrikam), 1);
    try {
      const failure = await failureOf((await client('fabrikam')).call('graph', { path: '/v1.0/subscribedSkus' }));
      expect(failure).toMatchObject({ kind: 'consent-missing', code: 'AADSTS7000229' });
      expect(failure.detail).toContain('missing service principal');
      expect(failure.detail).not.toContain('Trace ID');
      expect(states.of('fabrikam')).toMatchObject({
        tenantId: DemoTenants.fabrikam,
        lastErrorKind: 'consent-missing',
        lastErrorCode: 'AADSTS7000229',
      });
    } finally {
      app.consentedTenants.splice(0, app.consentedTenants.length, ...consented);
    }
  });

  it("says 'access denied' when the tenant refuses the consented application", async () => {
    const tenant = cloud.state.tenant(DemoTenants.contoso)!;
    tenant.access.graph = false;
    try {
      const failure = await failureOf((await client('contoso')).call('graph', { path: '/v1.0/subscribedSkus' }));
      expect(failure).toMatchObject({ kind: 'access-denied', status: 403 });
      expect(failure.code).toBeTruthy();
    } finally {
      tenant.access.graph = true;
    }
  });

  it('is refused for a tenant that does not exist, and for a subscription of another tenant', async () => {
    expect(await failureOf((await client('unknown')).call('graph', { path: '/v1.0/subscribedSkus' }))).toMatchObject({
      kind: 'refused',
      code: 'AADSTS90002',
    });
    const fabrikamSubscription = cloud.state.tenant(DemoTenants.fabrikam)!.azureSubscriptions[0]!.subscriptionId;
    const failure = await failureOf(
      (await client('contoso')).call('arm', {
        path: `/subscriptions/${fabrikamSubscription}/providers/Microsoft.Advisor/recommendations`,
        query: { 'api-version': '2023-01-01' },
      }),
    );
    expect(failure).toMatchObject({ kind: 'access-denied', status: 401, code: 'InvalidAuthenticationTokenTenant' });
  });

  it("returns other 4xx answers with Microsoft's error body for the caller to read", async () => {
    const answer = await (
      await client('contoso')
    ).call<{ code: string }>('partnerCenter', {
      path: `/v1/customers/${DemoTenants.contoso}/subscriptions/no-such-subscription`,
    });
    expect(answer).toMatchObject({ status: 404, body: { code: '20003' } });
    expect(states.of('contoso')).toMatchObject({ lastErrorKind: null });
  });

  it('says unavailable on a 5xx and on an answer that comes too late', async () => {
    cloud.state.faults.add({ api: 'graph', kind: 'error', status: 503 });
    expect(await failureOf((await client('contoso')).call('graph', { path: '/v1.0/subscribedSkus' }))).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    cloud.state.faults.add({ api: 'graph', kind: 'timeout', delayMs: 1500 });
    const late = await failureOf((await client('contoso')).call('graph', { path: '/v1.0/subscribedSkus' }));
    expect(late.kind).toBe('unavailable');
    // Node's fetch names the abort TimeoutError; the test's fetch over node:https, AbortError.
    expect(late.detail).toMatch(/^graph unreachable: (TimeoutError|AbortError)$/);
    expect(states.of('contoso')).toMatchObject({ lastErrorKind: 'unavailable' });
  });

  it('signs in with a certificate instead of the secret, with an assertion for each tenant', async () => {
    const { key, cert } = throwawayCertificate('rsa');
    const app = cloud.state.seed.apps[0]!;
    const before = app.certificatePem;
    app.certificatePem = cert;
    const temp = makeTempDir();
    const file = path.join(temp.distDir, '..', 'app.pem');
    writeFileSync(file, `${key}\n${cert}`);
    try {
      const read = readMicrosoftCloudSettings({
        ...microsoftCloudEnv(cloud),
        MICROSOFT_CLIENT_SECRET: '',
        MICROSOFT_CERTIFICATE_FILE: file,
      });
      if (read.state !== 'configured') throw new Error('complete settings');
      const withCertificate = new MicrosoftConnection({
        settings: read.settings,
        states,
        tenantOf: (customerId) => TENANTS[customerId] ?? null,
        activeCustomers: () => [],
        fetch: trustingFetch(cloud.ca),
      });
      for (const customer of ['contoso', 'fabrikam']) {
        const answer = await (await withCertificate.forCustomer(customer))!.call('graph', {
          path: '/v1.0/subscribedSkus',
        });
        expect(answer.status).toBe(200);
      }
      expect(cloud.state.calls.filter((call) => call.api === 'entra').map((call) => call.status)).toEqual([200, 200]);
    } finally {
      app.certificatePem = before;
      temp.cleanup();
    }
  });

  it('never mixes two customers in two tenants: each call carries its own tenant, Partner Center the partner', async () => {
    const [contoso, fabrikam] = [await client('contoso'), await client('fabrikam')];
    const answers = await Promise.all([
      contoso.call<Skus>('graph', { path: '/v1.0/subscribedSkus' }),
      fabrikam.call<Skus>('graph', { path: '/v1.0/subscribedSkus' }),
      contoso.call<Skus>('graph', { path: '/v1.0/subscribedSkus' }),
      fabrikam.call<Skus>('graph', { path: '/v1.0/subscribedSkus' }),
    ]);
    expect(answers.map((answer) => [...new Set(answer.body.value.map((sku) => sku.accountId))])).toEqual([
      [DemoTenants.contoso],
      [DemoTenants.fabrikam],
      [DemoTenants.contoso],
      [DemoTenants.fabrikam],
    ]);
    await fabrikam.call('partnerCenter', { path: `/v1/customers/${DemoTenants.fabrikam}/subscriptions` });
    const served = cloud.state.calls
      .filter((call) => call.api !== 'entra')
      .map((call) => `${call.api} ${call.tenantId}`)
      .sort();
    expect(served).toEqual([
      `graph ${DemoTenants.contoso}`,
      `graph ${DemoTenants.contoso}`,
      `graph ${DemoTenants.fabrikam}`,
      `graph ${DemoTenants.fabrikam}`,
      `partnerCenter ${DemoTenants.partner}`,
    ]);
    expect(states.of('contoso')?.tenantId).toBe(DemoTenants.contoso);
    expect(states.of('fabrikam')?.tenantId).toBe(DemoTenants.fabrikam);
  });
});
