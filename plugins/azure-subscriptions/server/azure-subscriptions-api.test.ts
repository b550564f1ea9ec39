import { DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { AzureSubscriptionPaths } from '../contract';
import { MIN_TOKEN_LENGTH, PROVISIONING_TOKEN_VARIABLE } from './provisioning-token';

const CONTOSO_TENANT = '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01';
const NORTHWIND_TENANT = '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b03';
const TOKEN = 'p'.repeat(MIN_TOKEN_LENGTH + 8);

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
  process.env[PROVISIONING_TOKEN_VARIABLE] = TOKEN;
});
afterEach(async () => {
  delete process.env[PROVISIONING_TOKEN_VARIABLE];
  await portal.close();
});

const rows = () => count(portal.app, 'azure_subscriptions');
const list = async (userId: string = DemoUsers.anna) =>
  portal.app.inject({ url: AzureSubscriptionPaths.list, headers: await userHeaders(portal.app, userId) });
const request = async (payload: unknown, userId: string = DemoUsers.anna) =>
  portal.app.inject({
    method: 'POST',
    url: AzureSubscriptionPaths.request,
    headers: await userHeaders(portal.app, userId),
    payload: payload as object,
  });
const good = {
  name: 'Contoso Zorg - Analytics',
  ownerUpn: 'anna.devries@contosozorg.onmicrosoft.com',
  tenantId: CONTOSO_TENANT,
};
const provision = (number: string, payload: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
  portal.app.inject({
    method: 'POST',
    url: AzureSubscriptionPaths.provisioning(number),
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/azure-subscriptions', () => {
  it("lists the active customer's subscriptions only, with their state", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const names = res.json().map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Contoso Zorg - Productie', 'Contoso Zorg - Dataplatform']));
    expect(names.some((name: string) => name.startsWith('Fabrikam'))).toBe(false);
    expect(res.json().find((s: { name: string }) => s.name === 'Contoso Zorg - Dataplatform')).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^AZ-\d{6}$/),
      name: 'Contoso Zorg - Dataplatform',
      subscriptionId: null,
      tenantId: CONTOSO_TENANT,
      tenantName: 'Contoso Zorg (contosozorg.onmicrosoft.com)',
      ownerUpn: 'anna.devries@contosozorg.onmicrosoft.com',
      state: 'requested',
      requestedAt: expect.any(String),
      requestedBy: 'anna.devries@contoso.example',
      failureReason: null,
    });
  });

  it('is readable without the azure permission, 401 signed out, 404 where the customer does not enable the plugin', async () => {
    expect((await list(DemoUsers.dirk)).statusCode).toBe(200);
    expect((await portal.app.inject({ url: AzureSubscriptionPaths.list })).statusCode).toBe(401);
    setCustomerPlugins(portal.app, 'contoso', ['claims']);
    expect((await list()).statusCode).toBe(404);
  });
});

describe('POST /api/azure-subscriptions', () => {
  it('records a tracked request with its number, shown in the list as requested', async () => {
    const before = rows();
    const res = await request(good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...good,
      state: 'requested',
      number: expect.stringMatching(/^AZ-\d{6}$/),
      requestedBy: 'anna.devries@contoso.example',
    });
    expect(rows()).toBe(before + 1);
    expect((await list()).json()[0]).toMatchObject({ name: good.name, number: res.json().number, state: 'requested' });
  });

  it('answers 403 without the azure permission and writes nothing', async () => {
    const before = rows();
    const res = await request(good, DemoUsers.dirk);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/azure permission/);
    expect(rows()).toBe(before);
  });

  it.each([
    ['an empty name', { ...good, name: '' }, 'body.name: is required'],
    ['a name of 65 characters', { ...good, name: 'a'.repeat(65) }, 'at most 64 characters'],
    ['a name with a trailing space', { ...good, name: 'Analytics ' }, 'must not begin or end with a space'],
    ['a name with < >', { ...good, name: 'Analytics <prod>' }, 'only letters, digits, spaces and - _ . ( )'],
    ['an owner without @', { ...good, ownerUpn: 'anna' }, 'name@domain with exactly one @'],
    ['an owner with a space', { ...good, ownerUpn: 'anna devries@contoso.com' }, 'must not contain spaces'],
    ['an owner without a domain ending', { ...good, ownerUpn: 'anna@contoso' }, 'valid domain'],
    ['a missing tenant', { name: good.name, ownerUpn: good.ownerUpn }, 'body.tenantId'],
    ['a number for the name', { ...good, name: 42 }, 'body.name'],
  ])('answers 400 for %s and writes nothing', async (_label, payload, message) => {
    const before = rows();
    const res = await request(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(rows()).toBe(before);
  });

  it("answers 404 for a tenant that is not the account's and writes nothing", async () => {
    const before = rows();
    const res = await request({ ...good, tenantId: NORTHWIND_TENANT });
    expect(res.statusCode).toBe(404);
    expect(rows()).toBe(before);
  });

  it('refuses a name the tenant already holds (requested or active, any case) with 409, and allows it again after a failure', async () => {
    const before = rows();
    for (const name of ['Contoso Zorg - Dataplatform', 'contoso zorg - productie']) {
      const res = await request({ ...good, name });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('already requested or active');
    }
    expect(rows()).toBe(before);
    const first = await request(good);
    expect((await request(good)).statusCode).toBe(409);
    expect((await provision(first.json().number, { state: 'failed', reason: 'Quota reached' })).statusCode).toBe(200);
    expect((await request(good)).statusCode).toBe(201);
  });

  it('refuses a request without the CSRF header (403) and writes nothing', async () => {
    const before = rows();
    const res = await portal.app.inject({
      method: 'POST',
      url: AzureSubscriptionPaths.request,
      headers: await userHeaders(portal.app, DemoUsers.anna, false),
      payload: good,
    });
    expect(res.statusCode).toBe(403);
    expect(rows()).toBe(before);
  });
});

describe('POST /api/azure-subscriptions/provisioning/:number (machine)', () => {
  const stateOf = async (number: string) =>
    (await list()).json().find((s: { number: string | null }) => s.number === number);

  it('marks a request being created, then active with its subscription id; the list shows it', async () => {
    const { number } = (await request(good)).json();
    expect((await provision(number, { state: 'being-created' })).json()).toMatchObject({ state: 'being-created' });
    const res = await provision(number, { state: 'active', subscriptionId: '0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D' });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(number)).toMatchObject({
      state: 'active',
      subscriptionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    });
    // A retried report changes nothing; a later contradicting one is refused.
    expect(
      (await provision(number, { state: 'active', subscriptionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' })).statusCode,
    ).toBe(200);
    expect((await provision(number, { state: 'failed' })).statusCode).toBe(409);
  });

  it('marks a request failed with the reason', async () => {
    const { number } = (await request(good)).json();
    expect((await provision(number, { state: 'failed', reason: 'Quota reached' })).statusCode).toBe(200);
    expect(await stateOf(number)).toMatchObject({
      state: 'failed',
      failureReason: 'Quota reached',
      subscriptionId: null,
    });
  });

  it('answers 401 without or with a wrong token, and 503 while no token is configured; nothing changes', async () => {
    const { number } = (await request(good)).json();
    const active = { state: 'active', subscriptionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
    expect((await provision(number, active, null)).statusCode).toBe(401);
    expect((await provision(number, active, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await provision(number, active, `Basic ${TOKEN}`)).statusCode).toBe(401);
    process.env[PROVISIONING_TOKEN_VARIABLE] = 'short';
    expect((await provision(number, active)).statusCode).toBe(503);
    expect(await stateOf(number)).toMatchObject({ state: 'requested', subscriptionId: null });
  });

  it('refuses a call that carries cookies (400): the route authenticates by token only', async () => {
    const { number } = (await request(good)).json();
    const res = await portal.app.inject({
      method: 'POST',
      url: AzureSubscriptionPaths.provisioning(number),
      payload: { state: 'being-created' },
      headers: { ...(await userHeaders(portal.app, DemoUsers.anna)), authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(400);
    expect(await stateOf(number)).toMatchObject({ state: 'requested' });
  });

  it('answers 400 for a bad subscription id or state, 404 for an unknown number, 409 for a subscription id in use', async () => {
    const { number } = (await request(good)).json();
    expect((await provision(number, { state: 'active', subscriptionId: 'not-a-guid' })).statusCode).toBe(400);
    expect((await provision(number, { state: 'deleted' })).statusCode).toBe(400);
    expect((await provision('AZ-999999', { state: 'being-created' })).statusCode).toBe(404);
    expect((await provision('42', { state: 'being-created' })).statusCode).toBe(400);
    const res = await provision(number, { state: 'active', subscriptionId: '3f2a9c14-7b1e-4d8a-a5c3-0e9f8d7c6b01' });
    expect(res.statusCode).toBe(409);
    expect(await stateOf(number)).toMatchObject({ state: 'requested', subscriptionId: null });
  });
});
