import { DemoCustomers, DemoUsers } from '../../../../server/plugin-api';
import { userHeaders } from '../../../../server/plugin-api/testing';
import { startZammad, type RunningZammad } from '../../../../server/plugin-api/testing/zammad';
import { CataloguePaths, type FillableForm, type StoredForm } from '../../contract-catalogue';
import { connectedPortal, testClock, type ConnectedPortal } from '../zammad/zammad-test-kit';

/**
 * A catalogue form that needs a sign-off, under Contoso's rule for catalogue requests: Dirk's request waits, nothing
 * reaches the ticket system (the connector's queue) until Anna, Contoso's administrator, signs it off.
 */
let zammad: RunningZammad;
let connected: ConnectedPortal;
beforeEach(async () => {
  testClock.offsetMs = 0;
  zammad = await startZammad();
  connected = await connectedPortal(zammad);
});
afterEach(async () => {
  await connected.portal.close();
  await zammad.close();
});
jest.setTimeout(60_000);

const db = () => connected.portal.app.portal.db;
const put = async (userId: string, url: string, payload: object) =>
  connected.portal.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: await userHeaders(connected.portal.app, userId),
  });
const queued = () => db().prepare("SELECT COUNT(*) FROM service_request_outbox WHERE kind = 'create'").pluck().get();
const answers = { for: DemoUsers.dirk, kind: 'application', what: 'Exact Online' };

/** The access-request starter form, flagged as needing a sign-off or not. */
async function accessForm(needsSignOff: boolean): Promise<string> {
  const id = String(db().prepare("SELECT id FROM catalogue_forms WHERE starter = 'access-request'").pluck().get());
  const stored = (await connected.call('GET', `/api/admin/catalogue/forms/${id}`, undefined, DemoUsers.petra)).json();
  const saved = await put(DemoUsers.petra, `/api/admin/catalogue/forms/${id}`, {
    ...(stored as StoredForm).definition,
    needsSignOff,
  });
  expect(saved.statusCode).toBe(200);
  return id;
}

async function contosoRule() {
  const rule = await put(DemoUsers.anna, `/api/sign-offs/rules/service-catalogue?customer=${DemoCustomers.contoso}`, {
    thresholds: {},
    signers: 'administrators',
    remindAfterHours: 24,
    expireAfterHours: 72,
  });
  expect(rule.statusCode).toBe(200);
}

async function submitAsDirk(id: string) {
  const form = (await connected.call('GET', CataloguePaths.form(id), undefined, DemoUsers.dirk)).json() as FillableForm;
  return connected.call('POST', CataloguePaths.submit(id), { version: form.version, answers }, DemoUsers.dirk);
}

it('holds a flagged form until signed off, then files it as the service request with its number', async () => {
  await contosoRule();
  const id = await accessForm(true);
  const requests = () => db().prepare('SELECT COUNT(*) FROM service_requests').pluck().get();
  const before = requests();
  const asked = await submitAsDirk(id);
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toMatchObject({ outcome: 'sign-off', signOff: { signers: ['Anna de Vries'] } });
  expect(queued()).toBe(0);
  expect(requests()).toBe(before);

  const signOffId = (asked.json() as { signOff: { id: number } }).signOff.id;
  const signed = await connected.call('POST', `/api/sign-offs/${signOffId}/sign-off`, undefined, DemoUsers.anna);
  expect(signed.json()).toMatchObject({ status: 'signed-off', outcome: { succeeded: true } });
  expect(queued()).toBe(1);
  const row = db().prepare('SELECT state, request_number FROM catalogue_requests').get() as {
    state: string;
    request_number: string;
  };
  expect(row.state).toBe('filed');
  expect((signed.json() as { outcome: { text: { en: string } } }).outcome.text.en).toBe(
    `Your service request is registered successful with number: ${row.request_number}. You will be receiving a confirmation e-mail`,
  );
  await connected.desk.queue.run();
  expect(zammad.state.tickets.filter((t) => t.portal_reference === row.request_number)).toHaveLength(1);

  const again = await connected.call('POST', `/api/sign-offs/${signOffId}/sign-off`, undefined, DemoUsers.anna);
  expect(again.statusCode).toBe(409);
  expect(queued()).toBe(1);
});

it('files nothing when the sign-off is refused, and marks the request so', async () => {
  await contosoRule();
  const asked = await submitAsDirk(await accessForm(true));
  const signOffId = (asked.json() as { signOff: { id: number } }).signOff.id;
  const refused = await connected.call(
    'POST',
    `/api/sign-offs/${signOffId}/refuse`,
    { reason: 'Not this quarter' },
    DemoUsers.anna,
  );
  expect(refused.json()).toMatchObject({ status: 'refused' });
  expect(queued()).toBe(0);
  expect(db().prepare('SELECT state, request_number, sign_off_closed FROM catalogue_requests').get()).toEqual({
    state: 'waiting-for-sign-off',
    request_number: null,
    sign_off_closed: 'refused',
  });
});

it('files at once a form without the flag under the rule, and a flagged form where no rule is set', async () => {
  db().prepare("DELETE FROM sign_off_rules WHERE kind = 'service-catalogue'").run();
  const flagged = await accessForm(true);
  expect((await submitAsDirk(flagged)).statusCode).toBe(201);
  await contosoRule();
  const unflagged = await accessForm(false);
  const filed = await submitAsDirk(unflagged);
  expect(filed.statusCode).toBe(201);
  expect(filed.json()).toEqual({ number: expect.any(String) });
  expect(queued()).toBe(2);
  expect(db().prepare('SELECT COUNT(*) FROM sign_off_requests').pluck().get()).toBe(0);
});
