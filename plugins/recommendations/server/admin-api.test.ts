import { DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  customerData,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { RecommendationAdminPaths, RecommendationPaths, type ApprovalRule } from '../contract';
import type { AdvisorRecord } from './advisor/advisor-records';
import { storeAdvisorReport } from './advisor/advisor-store';
import { migrations } from './migrations';

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(async () => {
  await portal.close();
});

const SUB = '0b1f6c1e-0000-4000-a000-000000000001';
const record = (name: string, impact: AdvisorRecord['impact'], yearly: number | null): AdvisorRecord => ({
  advisorId: `/subscriptions/${SUB}/resourceGroups/rg/providers/x/${name}/providers/Microsoft.Advisor/recommendations/${name}`,
  resourceName: name,
  description: `Resize ${name}`,
  subscriptionId: SUB,
  subscriptionName: 'Production',
  impact,
  savings: yearly === null ? null : { amount: yearly, currency: 'EUR', period: 'year' },
  lastUpdated: '2026-11-28T10:00:00.000Z',
});

/** Advisor's recommendations for Contoso, as a sync stores them; their ids in the order given. */
function advised(
  records = [record('vm-a', 'High', 2400), record('sql-b', 'Medium', 600), record('disk-c', 'Low', null)],
) {
  const data = customerData(portal.app.portal.db, 'recommendations', migrations, 'contoso');
  return storeAdvisorReport(data, records, [SUB], new Date().toISOString()).added;
}

const stateOf = (id: string) =>
  (portal.app.portal.db.prepare('SELECT state FROM recommendations WHERE id = ?').get(id) as { state: string }).state;
const audits = () =>
  portal.app.portal.db
    .prepare(
      "SELECT action, target_id, customer_id, actor, before, after FROM audit_log WHERE action LIKE 'recommendations.%' ORDER BY id",
    )
    .all() as {
    action: string;
    target_id: string;
    customer_id: string;
    actor: string;
    before: string;
    after: string;
  }[];

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, userId: string | null, payload?: object) {
  const headers = userId ? await userHeaders(portal.app, userId) : {};
  return portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const RULE: ApprovalRule = { minYearlySavings: 1000, currency: 'EUR', impacts: [] };

describe("the provider's recommendations administration: who may call it", () => {
  it.each([
    ['signed out', null, 401],
    ['an unauthorized user without customers', DemoUsers.carla, 403],
    ['a user without the permission', DemoUsers.dirk, 403],
    ['a customer administrator with the recommendations permission', DemoUsers.anna, 403],
  ])('%s gets %s from every call, and nothing is written', async (_who, userId, status) => {
    const [id] = advised();
    const calls: [Parameters<typeof send>[0], string, object?][] = [
      ['GET', RecommendationAdminPaths.list('contoso')],
      ['POST', RecommendationAdminPaths.state('contoso', id), { state: 'Approved' }],
      ['POST', RecommendationAdminPaths.state('contoso', id), { state: 'bogus' }],
      ['PUT', RecommendationAdminPaths.rule('contoso'), RULE],
      ['DELETE', RecommendationAdminPaths.rule('contoso')],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await send(method, url, userId, payload);
      expect([method, url, answer.statusCode]).toEqual([method, url, status]);
    }
    expect(stateOf(id)).toBe('New');
    expect(count(portal.app, 'recommendation_approval_rules')).toBe(0);
    expect(audits()).toEqual([]);
  });

  it("a provider administrator lists a customer's recommendations with their source, impact and rule", async () => {
    const [id] = advised();
    const answer = await send('GET', RecommendationAdminPaths.list('contoso'), DemoUsers.petra);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { recommendations, rule } = answer.json();
    expect(rule).toBeNull();
    expect(recommendations.find((r: { id: string }) => r.id === id)).toMatchObject({
      source: 'advisor',
      impact: 'High',
      state: 'New',
      goneSince: null,
      serviceRequestNumber: null,
      estimatedSavings: { amount: 2400, currency: 'EUR', period: 'year' },
    });
    expect(recommendations.find((r: { id: string }) => r.id === 'rec-contoso-1')).toMatchObject({ source: 'portal' });
    expect(recommendations.every((r: { id: string }) => !r.id.startsWith('rec-northwind'))).toBe(true);
  });
});

describe("the provider's moves", () => {
  it('approves one New recommendation (audited), and the customer sees it Approved', async () => {
    const [id] = advised();
    const answer = await send('POST', RecommendationAdminPaths.state('contoso', id), DemoUsers.petra, {
      state: 'Approved',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id, state: 'Approved', source: 'advisor' });
    expect(audits()).toEqual([
      {
        action: 'recommendations.approve',
        target_id: id,
        customer_id: 'contoso',
        actor: 'petra.dekker@msp.example',
        before: JSON.stringify({ state: 'New' }),
        after: JSON.stringify({ state: 'Approved' }),
      },
    ]);
    const list = await send('GET', RecommendationPaths.list, DemoUsers.anna);
    expect(list.json().find((r: { id: string }) => r.id === id)).toMatchObject({ state: 'Approved' });
  });

  it('moves an accepted one through Planned, Pending and Finished, and refuses a move the state does not allow', async () => {
    const move = (id: string, state: string) =>
      send('POST', RecommendationAdminPaths.state('contoso', id), DemoUsers.petra, { state });
    // rec-contoso-3 is AcceptedByCustomer in the demo data.
    expect((await move('rec-contoso-3', 'Approved')).statusCode).toBe(409);
    expect(stateOf('rec-contoso-3')).toBe('AcceptedByCustomer');
    for (const state of ['Planned', 'Pending', 'Finished']) {
      const answer = await move('rec-contoso-3', state);
      expect([state, answer.statusCode, answer.json().state]).toEqual([state, 200, state]);
    }
    expect((await move('rec-contoso-3', 'Finished')).statusCode).toBe(409);
    expect((await move('rec-contoso-1', 'Planned')).statusCode).toBe(409);
    expect((await move('rec-contoso-7', 'Approved')).statusCode).toBe(409);
    expect(audits().map((a) => [a.action, a.after])).toEqual([
      ['recommendations.state', JSON.stringify({ state: 'Planned' })],
      ['recommendations.state', JSON.stringify({ state: 'Pending' })],
      ['recommendations.state', JSON.stringify({ state: 'Finished' })],
    ]);
  });

  it("answers 404 for another customer's recommendation or an unknown one, 400 for an unknown state; nothing written", async () => {
    const [id] = advised();
    const move = (customerId: string, rec: string, state: string) =>
      send('POST', RecommendationAdminPaths.state(customerId, rec), DemoUsers.petra, { state });
    expect((await move('northwind', id, 'Approved')).statusCode).toBe(404);
    expect((await move('northwind', 'rec-contoso-1', 'Approved')).statusCode).toBe(404);
    expect((await move('contoso', 'nope', 'Approved')).statusCode).toBe(404);
    const bad = await move('contoso', id, 'Declined');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('state') });
    expect(stateOf(id)).toBe('New');
    expect(audits()).toEqual([]);
  });
});

describe("a customer's approval rule", () => {
  it('approves the New recommendations from Advisor that meet every condition', async () => {
    const [vm, sql, disk] = advised();
    const saved = await send('PUT', RecommendationAdminPaths.rule('contoso'), DemoUsers.petra, {
      minYearlySavings: 500,
      currency: 'EUR',
      impacts: ['High', 'Medium'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      rule: { minYearlySavings: 500, currency: 'EUR', impacts: ['High', 'Medium'] },
      approved: 2,
    });
    expect([stateOf(vm), stateOf(sql), stateOf(disk)]).toEqual(['Approved', 'Approved', 'New']);
    // The portal's own rows are the provider's to approve by hand.
    expect(stateOf('rec-contoso-1')).toBe('New');
    expect(audits().map((a) => [a.action, a.target_id])).toEqual([
      ['recommendations.rule.set', 'contoso'],
      ...[vm, sql].sort().map((id) => ['recommendations.approve', id]),
    ]);
    const list = await send('GET', RecommendationAdminPaths.list('contoso'), DemoUsers.petra);
    expect(list.json().rule).toEqual({ minYearlySavings: 500, currency: 'EUR', impacts: ['High', 'Medium'] });
    // Northwind has no rule.
    expect((await send('GET', RecommendationAdminPaths.list('northwind'), DemoUsers.petra)).json().rule).toBeNull();
  });

  it('a saving in another currency or a monthly one below the yearly amount does not meet the amount', async () => {
    const monthly = {
      ...record('vm-m', 'High', null),
      savings: { amount: 50, currency: 'EUR', period: 'month' as const },
    };
    const dollars = {
      ...record('vm-d', 'High', null),
      savings: { amount: 9000, currency: 'USD', period: 'year' as const },
    };
    const enough = {
      ...record('vm-e', 'High', null),
      savings: { amount: 100, currency: 'EUR', period: 'month' as const },
    };
    const [m, d, e] = advised([monthly, dollars, enough]);
    const saved = await send('PUT', RecommendationAdminPaths.rule('contoso'), DemoUsers.petra, RULE);
    expect(saved.json().approved).toBe(1);
    expect([stateOf(m), stateOf(d), stateOf(e)]).toEqual(['New', 'New', 'Approved']);
  });

  it.each([
    ['no condition', { minYearlySavings: null, currency: 'EUR', impacts: [] }],
    ['a negative amount', { minYearlySavings: -1, currency: 'EUR', impacts: [] }],
    ['an unknown impact', { minYearlySavings: null, currency: 'EUR', impacts: ['Huge'] }],
    ['no currency code', { minYearlySavings: 10, currency: 'euro', impacts: [] }],
  ])('answers 400 for %s and writes nothing', async (_label, rule) => {
    const [id] = advised();
    const answer = await send('PUT', RecommendationAdminPaths.rule('contoso'), DemoUsers.petra, rule);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(stateOf(id)).toBe('New');
    expect(count(portal.app, 'recommendation_approval_rules')).toBe(0);
    expect(audits()).toEqual([]);
  });

  it('removing the rule keeps the approvals it made and is audited', async () => {
    const [vm] = advised();
    await send('PUT', RecommendationAdminPaths.rule('contoso'), DemoUsers.petra, RULE);
    const removed = await send('DELETE', RecommendationAdminPaths.rule('contoso'), DemoUsers.petra);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().rule).toBeNull();
    expect(stateOf(vm)).toBe('Approved');
    expect(audits().at(-1)).toMatchObject({ action: 'recommendations.rule.remove', customer_id: 'contoso' });
  });
});
