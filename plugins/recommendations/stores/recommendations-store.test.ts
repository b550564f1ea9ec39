import type { LocalizedText, NotificationService, PortalNotification } from '../../../core/plugin-api';
import type { Recommendation } from '../contract';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { RecommendationsStore, type Translate } from './recommendations-store';

const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const rec = (id: string, state: Recommendation['state']): Recommendation => ({
  id,
  state,
  resourceName: `vm-${id}`,
  description: 'Resize',
  modifiedDate: '2026-11-01T00:00:00.000Z',
  subscriptionName: 'Production',
  applyAt: null,
});
const list = [rec('1', 'New'), rec('2', 'Approved'), rec('3', 'Planned'), rec('4', 'Declined')];
/** Stands in for i18n: the key and its parameters, so a test sees exactly what was asked for. */
const texts: Translate = (m: LocalizedText) => `${m.key} ${JSON.stringify(m.params)}`;

function setup(post: (path: string, body: unknown) => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  const { http, calls } = fakeHttp((method, path, body) => (method === 'GET' ? ok(list) : post(path, body)));
  const log: { op: string; n: PortalNotification }[] = [];
  const notifications: NotificationService = {
    add: (n) => log.push({ op: 'add', n }),
    update: (n) => log.push({ op: 'update', n }),
  };
  return { store: new RecommendationsStore(http, notifications, texts, () => NOW), calls, log };
}

describe('RecommendationsStore', () => {
  it('under a sign-off rule (202) says it waits for sign-off and keeps the state, never "accepted"', async () => {
    const applyAt = new Date(NOW + 86_400_000);
    const { store, log } = setup(() => ok({ ...list[0], signOff: { id: 3 } }, 202));
    await store.load();
    const outcome = await store.accept(list[0], applyAt);
    expect(outcome.kind).toBe('sign-off');
    expect(store.recommendations[0].state).toBe(list[0].state);
    expect(log.map((e) => [e.op, e.n.pending, e.n.message?.key])).toEqual([
      ['add', true, 'notification.pending'],
      ['update', false, 'notification.signOff'],
    ]);
  });

  it('loads and filters by state', async () => {
    const { store } = setup(() => fail());
    await store.load();
    expect(store.loadState).toBe('loaded');
    expect(store.visibleRecommendations).toHaveLength(4);
    store.setStateFilter(['Planned', 'New']);
    expect(store.visibleRecommendations.map((r) => r.id)).toEqual(['1', '3']);
    store.setStateFilter([]);
    expect(store.visibleRecommendations).toHaveLength(4);
  });

  it('marks a failed load and keeps what went wrong', async () => {
    const { http } = fakeHttp(() => fail(503));
    const store = new RecommendationsStore(http, { add() {}, update() {} }, texts, () => NOW);
    await store.load();
    expect(store.loadState).toBe('failed');
    expect(store.loadFailure).toMatchObject({ status: 503, reason: 'http' });
  });

  it('keeps estimated savings, and drops savings it cannot use without dropping the recommendation', async () => {
    const savings = { amount: 1234.5, currency: 'EUR', period: 'month' };
    const answer = [
      { ...list[0], estimatedSavings: savings },
      { ...list[1], estimatedSavings: { amount: '12', currency: 'EUR', period: 'month' } },
      { ...list[2], estimatedSavings: { amount: 12, currency: 'EUR', period: 'fortnight' } },
      { ...list[3], estimatedSavings: null },
      { ...rec('5', 'New'), surprise: 'ignored' },
    ];
    const { http } = fakeHttp(() => ok(answer));
    const store = new RecommendationsStore(http, { add() {}, update() {} }, texts, () => NOW);
    await store.load();
    expect(store.loadState).toBe('loaded');
    expect(store.recommendations.map((r) => [r.id, r.estimatedSavings])).toEqual([
      ['1', savings],
      ['2', null],
      ['3', null],
      ['4', null],
      ['5', null],
    ]);
  });

  it('accepts with a future moment: AcceptedByCustomer with the moment, and a notification that turns to success', async () => {
    const applyAt = new Date(NOW + 86_400_000);
    const { store, calls, log } = setup(() =>
      ok({ ...list[0], state: 'AcceptedByCustomer', applyAt: applyAt.toISOString() }),
    );
    await store.load();
    const outcome = await store.accept(list[0], applyAt);
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/recommendations/1/accept',
      body: { applyAt: applyAt.toISOString() },
    });
    expect(outcome.kind).toBe('accepted');
    expect(store.recommendations[0]).toMatchObject({ state: 'AcceptedByCustomer', applyAt: applyAt.toISOString() });
    expect(log.map((e) => [e.op, e.n.pending, e.n.succes, e.n.message])).toEqual([
      ['add', true, false, { namespace: 'recommendations', key: 'notification.pending', params: { resource: 'vm-1' } }],
      // The moment travels as ISO 8601, so each reader's tray shows it in the reader's language.
      [
        'update',
        false,
        true,
        {
          namespace: 'recommendations',
          key: 'notification.accepted',
          params: { resource: 'vm-1', moment: applyAt.toISOString() },
        },
      ],
    ]);
    expect(log[1].n.name).toBe(`notification.accepted {"resource":"vm-1","moment":"${applyAt.toISOString()}"}`);
  });

  it('refuses a moment that is not in the future without calling the server', async () => {
    const { store, calls, log } = setup(() => fail());
    await store.load();
    expect(await store.accept(list[0], new Date(NOW))).toEqual({ kind: 'not-in-future' });
    expect(await store.accept(list[0], new Date(NOW - 1000))).toEqual({ kind: 'not-in-future' });
    expect(calls).toHaveLength(1);
    expect(log).toHaveLength(0);
  });

  it('reports a failed acceptance and marks the notification failed', async () => {
    const { store, log } = setup(() => fail(500));
    await store.load();
    const outcome = await store.accept(list[0], new Date(NOW + 60_000));
    expect(outcome).toMatchObject({ kind: 'failed', status: 500, failure: { status: 500, reason: 'http' } });
    expect(store.recommendations[0].state).toBe('New');
    expect(log[1].n).toMatchObject({
      pending: false,
      succes: false,
      message: { namespace: 'recommendations', key: 'notification.failed', params: { resource: 'vm-1' } },
    });
  });

  it('declining changes nothing', async () => {
    const { store, calls, log } = setup(() => ok(list[1]));
    await store.load();
    const outcome = await store.decline(list[1]);
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/recommendations/2/decline' });
    expect(outcome.kind).toBe('declined');
    expect(store.recommendations[1]).toEqual({ ...list[1], estimatedSavings: null });
    expect(log).toHaveLength(0);
  });
});
