import { DemoCustomers, DemoUsers } from '../plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

/**
 * The other kinds wired in: an accepted recommendation and an Azure subscription request wait for the sign-off
 * (the recommendation keeping its spec state, nothing stored for Azure), and are carried out as today once signed off.
 */
let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(() => portal.close());
jest.setTimeout(30_000);

const call = async (userId: string, method: 'PUT' | 'POST', url: string, payload?: object) =>
  portal.app.inject({ method, url, payload, headers: await userHeaders(portal.app, userId) });
const ruleFor = (kind: string) =>
  call(DemoUsers.anna, 'PUT', `/api/sign-offs/rules/${kind}?customer=${DemoCustomers.contoso}`, {
    thresholds: {},
    signers: [DemoUsers.dirk],
    remindAfterHours: 24,
    expireAfterHours: 72,
  });
const one = (sql: string, ...params: unknown[]) =>
  portal.app.portal.db
    .prepare(sql)
    .pluck()
    .get(...params);

it('an accepted recommendation keeps its state until signed off, then is accepted with its moment', async () => {
  expect((await ruleFor('recommendations.acceptance')).statusCode).toBe(200);
  const applyAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const asked = await call(DemoUsers.anna, 'POST', '/api/recommendations/rec-contoso-1/accept', { applyAt });
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toMatchObject({ id: 'rec-contoso-1', state: 'New', signOff: { signers: ['Dirk Visser'] } });
  expect(one("SELECT state FROM recommendations WHERE id = 'rec-contoso-1'")).toBe('New');
  expect(one('SELECT COUNT(*) FROM recommendation_decisions')).toBe(0);

  const signed = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${asked.json().signOff.id}/sign-off`);
  expect(signed.json()).toMatchObject({ status: 'signed-off', outcome: { succeeded: true } });
  expect(one("SELECT state FROM recommendations WHERE id = 'rec-contoso-1'")).toBe('AcceptedByCustomer');
  expect(one("SELECT apply_at FROM recommendations WHERE id = 'rec-contoso-1'")).toBe(applyAt);
});

it('an Azure subscription request is stored and sent only once signed off', async () => {
  expect((await ruleFor('azure-subscriptions.request')).statusCode).toBe(200);
  const before = one('SELECT COUNT(*) FROM azure_subscriptions');
  const body = {
    name: 'Contoso Zorg - Analytics',
    ownerUpn: 'anna.devries@contosozorg.onmicrosoft.com',
    tenantId: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01',
  };
  const unknownTenant = await call(DemoUsers.anna, 'POST', '/api/azure-subscriptions', { ...body, tenantId: 'x' });
  expect(unknownTenant.statusCode).toBe(404);
  const asked = await call(DemoUsers.anna, 'POST', '/api/azure-subscriptions', body);
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toMatchObject({ outcome: 'sign-off', signOff: { signers: ['Dirk Visser'] } });
  expect(one('SELECT COUNT(*) FROM azure_subscriptions')).toBe(before);

  const signed = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${asked.json().signOff.id}/sign-off`);
  expect(signed.json()).toMatchObject({
    status: 'signed-off',
    outcome: { succeeded: true, text: { en: expect.stringMatching(/is requested with number AZ-\d{6}\.$/) } },
  });
  expect(one('SELECT COUNT(*) FROM azure_subscriptions')).toBe(Number(before) + 1);
});
