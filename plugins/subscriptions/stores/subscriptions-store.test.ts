import type { NotificationService, PortalNotification } from '../../../core/plugin-api';
import type { Subscription } from '../contract';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { SubscriptionsStore, type ChangeTexts } from './subscriptions-store';

const sub = (id: string, productName: string, quantity: number, maxQuantity = 50, status = 'Active'): Subscription => ({
  id, productName, status, quantity, maxQuantity, autoRenewDate: '2027-01-01', endDate: '2027-12-31',
});

const texts: ChangeTexts = {
  pending: (p, q) => `pending ${p} ${q}`,
  updated: (p, q) => `updated ${p} ${q}`,
  serviceRequest: (p, n) => `request ${p} ${n}`,
  failed: (p) => `failed ${p}`,
};

function recorder() {
  const log: { op: 'add' | 'update'; n: PortalNotification }[] = [];
  const service: NotificationService = {
    add: (n) => log.push({ op: 'add', n }),
    update: (n) => log.push({ op: 'update', n }),
  };
  return { service, log };
}

describe('SubscriptionsStore', () => {
  const list = [sub('s1', 'Microsoft 365 E3', 10), sub('s2', 'Exchange Online', 5, 6, 'Suspended')];

  it('loads the subscriptions', async () => {
    const { http, calls } = fakeHttp(() => ok(list));
    const store = new SubscriptionsStore(http, recorder().service, texts);
    await store.load();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/subscriptions' });
    expect(store.loadState).toBe('loaded');
    expect(store.subscriptions).toEqual(list);
  });

  it('marks a failed or malformed load as failed', async () => {
    const failing = new SubscriptionsStore(fakeHttp(() => fail()).http, recorder().service, texts);
    await failing.load();
    expect(failing.loadState).toBe('failed');
    const malformed = new SubscriptionsStore(fakeHttp(() => ok([{ id: 1 }])).http, recorder().service, texts);
    await malformed.load();
    expect(malformed.loadState).toBe('failed');
  });

  it('searches product name and status case-insensitively', async () => {
    const store = new SubscriptionsStore(fakeHttp(() => ok(list)).http, recorder().service, texts);
    await store.load();
    store.setSearch('exchange');
    expect(store.visibleSubscriptions.map((s) => s.id)).toEqual(['s2']);
    store.setSearch('ACTIVE');
    expect(store.visibleSubscriptions.map((s) => s.id)).toEqual(['s1']);
    store.setSearch('  ');
    expect(store.visibleSubscriptions).toHaveLength(2);
  });

  it('applies an allowed change and turns the pending notification into a success', async () => {
    const { http, calls } = fakeHttp((method) => (method === 'GET'
      ? ok(list)
      : ok({ outcome: 'updated', subscription: { ...list[0], quantity: 12 } })));
    const { service, log } = recorder();
    const store = new SubscriptionsStore(http, service, texts);
    await store.load();
    const outcome = await store.changeQuantity(list[0], 12);
    expect(calls[1]).toEqual({ method: 'PUT', path: '/api/subscriptions/s1/quantity', body: { quantity: 12 } });
    expect(outcome).toEqual({ kind: 'updated', productName: 'Microsoft 365 E3', quantity: 12 });
    expect(store.subscriptions[0].quantity).toBe(12);
    expect(store.lastOutcome).toEqual(outcome);
    expect(log.map((e) => [e.op, e.n.pending, e.n.succes, e.n.name])).toEqual([
      ['add', true, false, 'pending Microsoft 365 E3 12'],
      ['update', false, true, 'updated Microsoft 365 E3 12'],
    ]);
    expect(log[0].n.id).toBe(log[1].n.id);
  });

  it('reports a service request when the quantity is too high and applies nothing', async () => {
    const { http } = fakeHttp((method) => (method === 'GET'
      ? ok(list)
      : ok({ outcome: 'service-request', serviceRequestNumber: 'SR-000123' }, 202)));
    const { service, log } = recorder();
    const store = new SubscriptionsStore(http, service, texts);
    await store.load();
    const outcome = await store.changeQuantity(list[1], 60);
    expect(outcome).toEqual({ kind: 'service-request', productName: 'Exchange Online', quantity: 60, serviceRequestNumber: 'SR-000123' });
    expect(store.subscriptions[1].quantity).toBe(5);
    expect(log[1].n).toMatchObject({ pending: false, succes: true, name: 'request Exchange Online SR-000123' });
  });

  it('names the subscription when the change fails and turns the notification into a failure', async () => {
    const { http } = fakeHttp((method) => (method === 'GET' ? ok(list) : fail(500)));
    const { service, log } = recorder();
    const store = new SubscriptionsStore(http, service, texts);
    await store.load();
    const outcome = await store.changeQuantity(list[0], 11);
    expect(outcome).toMatchObject({ kind: 'failed', productName: 'Microsoft 365 E3' });
    expect(store.lastOutcome).toBeNull();
    expect(store.subscriptions[0].quantity).toBe(10);
    expect(log[1].n).toMatchObject({ pending: false, succes: false, name: 'failed Microsoft 365 E3' });
  });

  it('gives every change its own notification id', async () => {
    const { http } = fakeHttp(() => fail());
    const { service, log } = recorder();
    const store = new SubscriptionsStore(http, service, texts);
    await store.changeQuantity(list[0], 11);
    await store.changeQuantity(list[0], 11);
    expect(new Set(log.map((e) => e.n.id)).size).toBe(2);
  });
});
