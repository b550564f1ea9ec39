import { writeFileSync } from 'node:fs';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

/**
 * The sign-off platform through its routes, with the licence increase of plugins/subscriptions as the kind: the
 * rules and who may set them, who signs off what, the sole-signer rerouting, refusals, withdrawals, double
 * decisions, reminders and expiry on the scheduler's moved clock. SIGN_OFF_CASES_FILE=<path> writes the table of
 * cases (case -> outcome -> what was sent) for the note.
 */
const KIND = 'subscriptions.licence-increase';
const E3 = 'sub-contoso-e3'; // 49 licences, at most 50 applied directly, EUR 33.70 each per month
const HOUR = 3_600_000;

let clock = Date.parse('2026-12-01T09:00:00Z');
let portal: TestPortal;
beforeEach(async () => {
  clock = Date.parse('2026-12-01T09:00:00Z');
  portal = await createTestPortal({ pluginJobs: { now: () => clock } });
});
afterEach(() => portal.close());
jest.setTimeout(30_000);

const cases: string[][] = [];
afterAll(() => {
  const file = process.env.SIGN_OFF_CASES_FILE;
  if (!file) return;
  const rows = cases.map((row) => `| ${row.join(' | ')} |`);
  writeFileSync(file, ['| case | outcome | what was sent |', '|---|---|---|', ...rows, ''].join('\n'));
});

const db = () => portal.app.portal.db;
const call = async (userId: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  portal.app.inject({ method, url, payload, headers: userId ? await userHeaders(portal.app, userId) : {} });
const setRule = (rule: object, by: string = DemoUsers.anna, customer: string = DemoCustomers.contoso) =>
  call(by, 'PUT', `/api/sign-offs/rules/${KIND}?customer=${customer}`, {
    thresholds: {},
    signers: 'administrators',
    remindAfterHours: 24,
    expireAfterHours: 72,
    ...rule,
  });
const increase = (quantity: number, by: string = DemoUsers.anna) =>
  call(by, 'PUT', `/api/subscriptions/${E3}/quantity`, { quantity });
const quantity = () => db().prepare('SELECT quantity FROM subscriptions WHERE id = ?').pluck().get(E3) as number;
const mails = () =>
  db().prepare('SELECT recipient, subject, text_body FROM mail_outbox ORDER BY id').all() as {
    recipient: string;
    subject: string;
    text_body: string;
  }[];
const mailsTo = (address: string) => mails().filter((m) => m.recipient === address);
const tray = (userId: string, customerId: string = DemoCustomers.contoso) =>
  db()
    .prepare(
      "SELECT id, name, pending FROM notifications WHERE user_id = ? AND customer_id = ? AND id LIKE 'sign-off-%'",
    )
    .all(userId, customerId) as { id: string; name: string; pending: number }[];
const changesSent = () => db().prepare('SELECT COUNT(*) FROM subscription_changes').pluck().get() as number;
const audit = () =>
  (
    db()
      .prepare("SELECT action FROM audit_log WHERE action LIKE 'sign-off.%' AND target_type = 'sign_off' ORDER BY id")
      .all() as { action: string }[]
  ).map((r) => r.action);
const makeAdministrator = (userId: string) =>
  db()
    .prepare("UPDATE user_customers SET role = 'customer-admin' WHERE user_id = ? AND customer_id = ?")
    .run(userId, DemoCustomers.contoso);
const ANNA = 'anna.devries@contoso.example';
const DIRK = 'dirk.visser@contoso.example';
const PETRA = 'petra.dekker@msp.example';

describe('off until a rule is set', () => {
  it('without a rule an increase is applied at once, exactly as before (no sign-off stored, nothing mailed)', async () => {
    const res = await increase(50);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'updated', subscription: { quantity: 50 } });
    expect(db().prepare('SELECT COUNT(*) FROM sign_off_requests').pluck().get()).toBe(0);
    expect(mails()).toEqual([]);
    cases.push(['No rule for the customer', 'applied at once (spec behaviour)', 'the change itself, at once']);
  });

  it('with thresholds only a request above one waits; the licence path above the maximum is unchanged below them', async () => {
    expect((await setRule({ thresholds: { quantityIncrease: 5 } })).statusCode).toBe(200);
    const small = await increase(50);
    expect(small.json()).toMatchObject({ outcome: 'updated' });
    cases.push(['Rule: more than 5 licences; +1 asked', 'applied at once', 'the change itself, at once']);
    const large = await increase(60);
    expect(large.statusCode).toBe(202);
    expect(large.json()).toMatchObject({ outcome: 'sign-off' });
    expect(quantity()).toBe(50);
    cases.push(['Rule: more than 5 licences; +10 asked', 'waiting for sign-off', 'nothing (signers mailed)']);
    // A monthly-cost threshold: 33.70 a month per licence.
    await setRule({ thresholds: { monthlyCost: 100 } });
    await increase(45); // a decrease: never held
    expect((await increase(47)).json()).toMatchObject({ outcome: 'updated' });
    expect((await increase(51)).json()).toMatchObject({ outcome: 'sign-off' });
    cases.push([
      'Rule: more than EUR 100 a month; +2 (EUR 67.40) then +4 (EUR 134.80) asked',
      'waiting for sign-off',
      'nothing',
    ]);
  });

  it('a decrease is never held', async () => {
    await setRule({});
    expect((await increase(40)).json()).toMatchObject({ outcome: 'updated', subscription: { quantity: 40 } });
  });
});

describe('who signs off', () => {
  it('a named signer is told by mail and tray, sees it in the list, and signing off carries it out once', async () => {
    await setRule({ signers: [DemoUsers.dirk] });
    const res = await increase(50);
    expect(res.statusCode).toBe(202);
    const { signOff } = res.json();
    expect(signOff).toMatchObject({ signerGroup: 'named', signers: ['Dirk Visser'] });
    expect(quantity()).toBe(49);
    expect(changesSent()).toBe(0);
    const [mail] = mailsTo(DIRK);
    expect(mail.subject).toBe(
      'Sign-off requested: Microsoft 365 E3: from 49 to 50 licences / Akkoord gevraagd: Microsoft 365 E3: van 49 naar 50 licenties',
    );
    expect(mail.text_body).toContain('Requested by: Anna de Vries');
    expect(mail.text_body).toContain('Added cost per month: EUR 33.70');
    expect(mail.text_body).toContain('http://localhost:8080/sign-offs');
    expect(tray(DemoUsers.dirk)).toEqual([
      expect.objectContaining({ id: `sign-off-${signOff.id}-waiting`, pending: 0 }),
    ]);

    const list = (await call(DemoUsers.dirk, 'GET', '/api/sign-offs')).json();
    expect(list.waitingForMe).toHaveLength(1);
    expect(list.waitingForMe[0]).toMatchObject({
      requester: 'Anna de Vries',
      status: 'waiting',
      customerName: 'Contoso Zorg',
    });
    const mine = (await call(DemoUsers.anna, 'GET', '/api/sign-offs')).json();
    expect(mine.mine[0]).toMatchObject({ status: 'waiting', signers: ['Dirk Visser'] });
    expect(mine.waitingForMe).toEqual([]);

    const done = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/sign-off`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'signed-off',
      decidedBy: 'Dirk Visser',
      outcome: { succeeded: true, text: { en: 'The number of licences of Microsoft 365 E3 is now 50.' } },
    });
    expect(quantity()).toBe(50);
    expect(changesSent()).toBe(1);
    expect(mailsTo(ANNA).map((m) => m.subject)).toEqual([
      'Signed off: Microsoft 365 E3: from 49 to 50 licences / Akkoord gegeven: Microsoft 365 E3: van 49 naar 50 licenties',
    ]);
    expect(tray(DemoUsers.anna).map((n) => n.id)).toEqual([`sign-off-${signOff.id}-signed-off`]);
    cases.push([
      'Named signer signs off',
      'carried out: licence change applied',
      'the change, once, after the sign-off',
    ]);

    const again = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/sign-off`);
    expect(again.statusCode).toBe(409);
    expect(changesSent()).toBe(1);
    cases.push(['Signed off a second time', '409, nothing changed', 'nothing more']);
    expect(audit()).toEqual(['sign-off.requested', 'sign-off.signed-off', 'sign-off.carried-out']);
  });

  it('above the maximum the signed-off request becomes the service request, with the spec text', async () => {
    await setRule({ signers: [DemoUsers.dirk] });
    const { signOff } = (await increase(64)).json();
    const done = (await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).json();
    expect(done.outcome.text.en).toMatch(
      /^The quantity 64 for Microsoft 365 E3 is too high to be applied directly, so it was not applied\. A service request has been created instead with number: \S+\.$/,
    );
    expect(quantity()).toBe(49);
    cases.push([
      'Signed off, above the maximum',
      'service request created (spec text and number)',
      'the service request, after the sign-off',
    ]);
  });

  it('nobody signs off their own request, nor someone who is not its signer', async () => {
    await setRule({ signers: [DemoUsers.dirk] });
    const { signOff } = (await increase(50)).json();
    expect((await call(DemoUsers.anna, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(403);
    expect((await call(DemoUsers.bram, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(403);
    expect((await call(DemoUsers.petra, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(401);
    expect((await call(DemoUsers.dirk, 'POST', '/api/sign-offs/999999/sign-off')).statusCode).toBe(404);
    expect(quantity()).toBe(49);
    cases.push(['Requester signs off own request', '403, still waiting', 'nothing']);
    cases.push(['Someone not named signs off', '403, still waiting', 'nothing']);
  });

  it('the requester as the only signer: to the customer’s other administrators, else to the provider', async () => {
    await setRule({ signers: [DemoUsers.anna] });
    const toProvider = (await increase(50)).json().signOff;
    expect(toProvider).toMatchObject({ signerGroup: 'provider', signers: [] });
    expect(mailsTo(PETRA)).toHaveLength(1);
    expect(tray(DemoUsers.petra, '')).toHaveLength(1);
    cases.push(['Requester is the only signer, no other administrator', 'to the provider’s administrators', 'nothing']);

    makeAdministrator(DemoUsers.dirk);
    const toAdmins = (await increase(50)).json().signOff;
    expect(toAdmins).toMatchObject({ signerGroup: 'administrators', signers: ['Dirk Visser'] });
    expect((await call(DemoUsers.petra, 'POST', `/api/sign-offs/${toAdmins.id}/sign-off`)).statusCode).toBe(403);
    expect((await call(DemoUsers.petra, 'POST', `/api/sign-offs/${toProvider.id}/sign-off`)).statusCode).toBe(200);
    expect(quantity()).toBe(50);
    cases.push([
      'Requester is the only signer, another administrator exists',
      'to the other administrators',
      'nothing',
    ]);
  });
});

describe('refused, withdrawn, expired', () => {
  it('a refusal needs a reason, carries nothing out and tells the requester why', async () => {
    await setRule({ signers: [DemoUsers.dirk] });
    const { signOff } = (await increase(50)).json();
    const empty = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/refuse`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const refused = await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/refuse`, {
      reason: 'Not in this quarter’s budget',
    });
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'Not in this quarter’s budget' });
    expect(mailsTo(ANNA)[0].text_body).toContain('Reason: Not in this quarter’s budget');
    expect((await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(409);
    expect(quantity()).toBe(49);
    expect(changesSent()).toBe(0);
    cases.push(['Refused with a reason', 'refused; requester told the reason', 'nothing']);
    cases.push(['Signed off after a refusal', '409, nothing changed', 'nothing']);
  });

  it('the requester can withdraw (only theirs); signing off a withdrawn request changes nothing', async () => {
    await setRule({ signers: [DemoUsers.dirk] });
    const { signOff } = (await increase(50)).json();
    expect((await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/withdraw`)).statusCode).toBe(404);
    expect((await call(DemoUsers.anna, 'POST', `/api/sign-offs/${signOff.id}/withdraw`)).json()).toMatchObject({
      status: 'withdrawn',
    });
    expect((await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(409);
    expect((await call(DemoUsers.anna, 'POST', `/api/sign-offs/${signOff.id}/withdraw`)).statusCode).toBe(409);
    expect(quantity()).toBe(49);
    cases.push(['Withdrawn, then signed off', '409, nothing changed', 'nothing']);
  });

  it('reminds the signers once after the set time, expires at the deadline and tells the requester', async () => {
    await setRule({ signers: [DemoUsers.dirk], remindAfterHours: 24, expireAfterHours: 48 });
    const { signOff } = (await increase(50)).json();
    clock += 23 * HOUR;
    await portal.app.portal.runPluginJobs!();
    expect(mailsTo(DIRK)).toHaveLength(1);
    clock += 2 * HOUR;
    await portal.app.portal.runPluginJobs!();
    expect(mailsTo(DIRK).map((m) => m.subject.split(':')[0])).toEqual(['Sign-off requested', 'Reminder']);
    clock += 2 * HOUR;
    await portal.app.portal.runPluginJobs!();
    expect(mailsTo(DIRK)).toHaveLength(2);
    cases.push(['Undecided after the reminder time', 'signers reminded once', 'nothing']);

    clock += 22 * HOUR;
    // Past the deadline, before the job ran: a decision is refused already.
    expect((await call(DemoUsers.dirk, 'POST', `/api/sign-offs/${signOff.id}/sign-off`)).statusCode).toBe(409);
    await portal.app.portal.runPluginJobs!();
    const mine = (await call(DemoUsers.anna, 'GET', '/api/sign-offs')).json().mine[0];
    expect(mine).toMatchObject({ status: 'expired' });
    expect(mailsTo(ANNA).map((m) => m.subject)).toEqual([
      'Expired: Microsoft 365 E3: from 49 to 50 licences / Verlopen: Microsoft 365 E3: van 49 naar 50 licenties',
    ]);
    expect(tray(DemoUsers.anna).map((n) => n.id)).toEqual([`sign-off-${signOff.id}-expired`]);
    expect((await call(DemoUsers.dirk, 'GET', '/api/sign-offs')).json().waitingForMe).toEqual([]);
    expect(quantity()).toBe(49);
    expect(audit()).toEqual(['sign-off.requested', 'sign-off.reminded', 'sign-off.expired']);
    cases.push(['Undecided at the deadline', 'expired; requester told (mail + tray)', 'nothing']);
    cases.push(['Signed off after the deadline', '409, nothing changed', 'nothing']);
  });
});

describe('the rules', () => {
  it('are set by the provider’s or the customer’s own administrators only, audited', async () => {
    expect((await setRule({}, DemoUsers.dirk)).statusCode).toBe(403);
    expect((await setRule({}, DemoUsers.bram)).statusCode).toBe(403);
    expect((await setRule({}, DemoUsers.anna, DemoCustomers.fabrikam)).statusCode).toBe(403);
    expect((await setRule({}, DemoUsers.petra, DemoCustomers.fabrikam)).statusCode).toBe(200);
    expect((await setRule({}, DemoUsers.petra, 'umbrella')).statusCode).toBe(404);
    const anonymous = await portal.app.inject({
      method: 'GET',
      url: `/api/sign-offs/rules?customer=${DemoCustomers.contoso}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await call(DemoUsers.dirk, 'GET', `/api/sign-offs/rules?customer=${DemoCustomers.contoso}`)).statusCode,
    ).toBe(403);
    // A signer named by e-mail address (any letter case) or user name is stored as the member's user id.
    expect((await setRule({ signers: ['Dirk.Visser@contoso.example'] })).json()).toMatchObject({
      signers: [DemoUsers.dirk],
    });
    const read = (await call(DemoUsers.anna, 'GET', `/api/sign-offs/rules?customer=${DemoCustomers.contoso}`)).json();
    expect(read.kinds.map((k: { kind: string }) => k.kind)).toContain(KIND);
    // The demo's Contoso has its catalogue rule besides (plugins/service-requests' demo seed).
    expect(read.rules.filter((rule: { kind: string }) => rule.kind === KIND)).toEqual([
      expect.objectContaining({ kind: KIND, signers: [DemoUsers.dirk] }),
    ]);
    expect(
      (await call(DemoUsers.anna, 'DELETE', `/api/sign-offs/rules/${KIND}?customer=${DemoCustomers.contoso}`))
        .statusCode,
    ).toBe(204);
    expect((await increase(50)).json()).toMatchObject({ outcome: 'updated' });
    expect(
      db().prepare("SELECT action, customer_id FROM audit_log WHERE action LIKE 'sign-off.rule%' ORDER BY id").all(),
    ).toEqual([
      { action: 'sign-off.rule-set', customer_id: DemoCustomers.fabrikam },
      { action: 'sign-off.rule-set', customer_id: DemoCustomers.contoso },
      { action: 'sign-off.rule-removed', customer_id: DemoCustomers.contoso },
    ]);
  });

  it('refuses a signer who is not a member, an unknown measure or kind, and a reminder after the deadline (400/404)', async () => {
    expect((await setRule({ signers: [DemoUsers.bram] })).statusCode).toBe(400);
    expect((await setRule({ thresholds: { colour: 3 } })).statusCode).toBe(400);
    expect((await setRule({ remindAfterHours: 80, expireAfterHours: 72 })).statusCode).toBe(400);
    const unknown = await call(
      DemoUsers.anna,
      'PUT',
      `/api/sign-offs/rules/nothing?customer=${DemoCustomers.contoso}`,
      {
        thresholds: {},
        signers: 'administrators',
        remindAfterHours: 1,
        expireAfterHours: 2,
      },
    );
    expect(unknown.statusCode).toBe(404);
    // Only the demo's own rule (Contoso's catalogue requests) is there.
    expect(db().prepare("SELECT COUNT(*) FROM sign_off_rules WHERE kind <> 'service-catalogue'").pluck().get()).toBe(0);
  });
});
