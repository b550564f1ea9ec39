import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { DemoTenants, withMicrosoftCloud } from '../../../server/plugin-api/testing/microsoft-cloud';

/** A licence increase under a customer's sign-off rule: Partner Center (the emulator) hears nothing until it is signed off. */
const cloud = withMicrosoftCloud();

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(() => portal.close());
jest.setTimeout(60_000);

const call = async (userId: string, method: 'PUT' | 'POST', url: string, payload?: object) =>
  portal.app.inject({ method, url, payload, headers: await userHeaders(portal.app, userId) });
const patches = () => cloud().state.calls.filter((c) => c.api === 'partnerCenter' && c.method === 'PATCH');

it('sends the change to Partner Center only after the sign-off, and then once', async () => {
  const syncs = portal.app.portal.syncs!;
  await syncs.runFor(syncs.find('subscriptions', 'licences')!, DemoCustomers.contoso, true);
  const e3 = cloud()
    .state.tenant(DemoTenants.contoso)!
    .licences.find((s) => s.offerName === 'Microsoft 365 E3')!;
  const rowId = portal.app.portal.db.prepare('SELECT id FROM subscriptions WHERE microsoft_id = ?').pluck().get(e3.id);
  const rule = await call(
    DemoUsers.anna,
    'PUT',
    `/api/sign-offs/rules/subscriptions.licence-increase?customer=${DemoCustomers.contoso}`,
    { thresholds: {}, signers: [DemoUsers.dirk], remindAfterHours: 24, expireAfterHours: 72 },
  );
  expect(rule.statusCode).toBe(200);
  const before = patches().length;

  const asked = await call(DemoUsers.anna, 'PUT', `/api/subscriptions/${String(rowId)}/quantity`, { quantity: 50 });
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toMatchObject({ outcome: 'sign-off', signOff: { signers: ['Dirk Visser'] } });
  expect(patches()).toHaveLength(before);
  expect(e3.quantity).toBe(49);

  const signed = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${asked.json().signOff.id}/sign-off`);
  expect(signed.json()).toMatchObject({ status: 'signed-off', outcome: { succeeded: true } });
  expect(patches()).toHaveLength(before + 1);
  expect(e3.quantity).toBe(50);
  const again = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${asked.json().signOff.id}/sign-off`);
  expect(again.statusCode).toBe(409);
  expect(patches()).toHaveLength(before + 1);
});
