import type { NotificationService, PortalNotification } from '../../../core/plugin-api';
import type { Recommendation } from '../contract';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { RecommendationsStore, type AcceptTexts } from './recommendations-store';

const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const rec = (id: string, state: Recommendation['state']): Recommendation => ({
  id, state, resourceName: `vm-${id}`, description: 'Resize', modifiedDate: '2026-11-01T00:00:00.000Z',
  subscriptionName: 'Production', applyAt: null,
});
const list = [rec('1', 'New'), rec('2', 'Approved'), rec('3', 'Planned'), rec('4', 'Declined')];
const texts: AcceptTexts = {
  pending: (r) => `pending ${r}`,
  accepted: (r, at) => `accepted ${r} ${at}`,
  failed: (r) => `failed ${r}`,
};

function setup(post: (path: string, body: unknown) => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  const { http, calls } = fakeHttp((method, path, body) => (method === 'GET' ? ok(list) : post(path, body)));
  const log: { op: string; n: PortalNotification }[] = [];
  const notifications: NotificationService = { add: (n) => log.push({ op: 'add', n }), update: (n) => log.push({ op: 'update', n }) };
  return { store: new RecommendationsStore(http, notifications, texts, () => NOW), calls, log };
}

describe('RecommendationsStore', () => {
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

  it('marks a failed load', async () => {
    const { http } = fakeHttp(() => fail());
    const store = new RecommendationsStore(http, { add() {}, update() {} }, texts, () => NOW);
    await store.load();
    expect(store.loadState).toBe('failed');
  });

  it('accepts with a future moment: AcceptedByCustomer with the moment, and a notification that turns to success', async () => {
    const applyAt = new Date(NOW + 86_400_000);
    const { store, calls, log } = setup(() => ok({ ...list[0], state: 'AcceptedByCustomer', applyAt: applyAt.toISOString() }));
    await store.load();
    const outcome = await store.accept(list[0], applyAt);
    expect(calls[1]).toEqual({ method: 'POST', path: '/api/recommendations/1/accept', body: { applyAt: applyAt.toISOString() } });
    expect(outcome.kind).toBe('accepted');
    expect(store.recommendations[0]).toMatchObject({ state: 'AcceptedByCustomer', applyAt: applyAt.toISOString() });
    expect(log.map((e) => [e.op, e.n.pending, e.n.succes])).toEqual([['add', true, false], ['update', false, true]]);
    expect(log[1].n.name).toBe(`accepted vm-1 ${applyAt.toISOString()}`);
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
    expect(outcome).toMatchObject({ kind: 'failed', status: 500 });
    expect(store.recommendations[0].state).toBe('New');
    expect(log[1].n).toMatchObject({ pending: false, succes: false, name: 'failed vm-1' });
  });

  it('declining changes nothing', async () => {
    const { store, calls, log } = setup(() => ok(list[1]));
    await store.load();
    const outcome = await store.decline(list[1]);
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/recommendations/2/decline' });
    expect(outcome.kind).toBe('declined');
    expect(store.recommendations[1]).toEqual(list[1]);
    expect(log).toHaveLength(0);
  });
});
