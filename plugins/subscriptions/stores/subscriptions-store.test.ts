import type { HttpResult, LocalizedText, NotificationService, PortalNotification } from '../../../core/plugin-api';
import type { Subscription } from '../contract';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { SubscriptionsStore, type Translate } from './subscriptions-store';

const sub = (id: string, productName: string, quantity: number, maxQuantity = 50, status = 'Active'): Subscription => ({
  id,
  productName,
  status,
  quantity,
  maxQuantity,
  autoRenewDate: '2027-01-01',
  endDate: '2027-12-31',
  unitPrice: null,
  currency: null,
});

/** Stands in for i18n: the key and its parameters, so a test sees exactly what was asked for. */
const translate: Translate = (m: LocalizedText) => `${m.key} ${JSON.stringify(m.params)}`;

function recorder() {
  const log: { op: 'add' | 'update'; n: PortalNotification }[] = [];
  const service: NotificationService = {
    add: (n) => log.push({ op: 'add', n }),
    update: (n) => log.push({ op: 'update', n }),
  };
  return { service, log };
}

function setup(put: (body: unknown) => HttpResult<unknown>, list: unknown[] = [sub('s1', 'Microsoft 365 E3', 10)]) {
  let lists = 0;
  const { http, calls } = fakeHttp((method, _path, body) => {
    if (method !== 'GET') return put(body);
    lists += 1;
    return ok(list);
  });
  const { service, log } = recorder();
  return { store: new SubscriptionsStore(http, service, translate), calls, log, lists: () => lists };
}

describe('SubscriptionsStore', () => {
  const list = [sub('s1', 'Microsoft 365 E3', 10), sub('s2', 'Exchange Online', 5, 6, 'Suspended')];

  it('loads the subscriptions', async () => {
    const { http, calls } = fakeHttp(() => ok(list));
    const store = new SubscriptionsStore(http, recorder().service, translate);
    await store.load();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/subscriptions' });
    expect(store.loadState).toBe('loaded');
    expect(store.subscriptions).toEqual(list);
  });

  it('keeps a price with its currency, and drops an unusable price without dropping the subscription', async () => {
    const priced = { ...list[0], unitPrice: 12.5, currency: 'EUR' };
    const { id: _id, ...rest } = list[0];
    const odd = [
      { ...rest, id: 'a', unitPrice: '12.50', currency: 'EUR' },
      { ...rest, id: 'b', unitPrice: -1, currency: 'euro' },
      { ...rest, id: 'c', extra: true },
    ];
    const { http } = fakeHttp(() => ok([priced, ...odd]));
    const store = new SubscriptionsStore(http, recorder().service, translate);
    await store.load();
    expect(store.subscriptions.map((s) => [s.id, s.unitPrice, s.currency])).toEqual([
      ['s1', 12.5, 'EUR'],
      ['a', null, 'EUR'],
      ['b', null, null],
      ['c', null, null],
    ]);
  });

  it('marks a failed or malformed load as failed and keeps what went wrong', async () => {
    const failing = new SubscriptionsStore(fakeHttp(() => fail(503)).http, recorder().service, translate);
    await failing.load();
    expect(failing.loadState).toBe('failed');
    expect(failing.loadFailure).toMatchObject({ status: 503, reason: 'http' });
    const malformed = new SubscriptionsStore(fakeHttp(() => ok([{ id: 1 }])).http, recorder().service, translate);
    await malformed.load();
    expect(malformed.loadState).toBe('failed');
    expect(malformed.loadFailure).toMatchObject({ reason: 'malformed' });
  });

  it('searches product name and status case-insensitively', async () => {
    const store = new SubscriptionsStore(fakeHttp(() => ok(list)).http, recorder().service, translate);
    await store.load();
    store.setSearch('exchange');
    expect(store.visibleSubscriptions.map((s) => s.id)).toEqual(['s2']);
    store.setSearch('ACTIVE');
    expect(store.visibleSubscriptions.map((s) => s.id)).toEqual(['s1']);
    store.setSearch('  ');
    expect(store.visibleSubscriptions).toHaveLength(2);
  });

  it('under a sign-off rule changes nothing yet and says who signs off; the notification is no longer pending', async () => {
    const signOff = { id: 4, signerGroup: 'named', signers: ['Dirk Visser'], expiresAt: '2026-12-04T09:00:00.000Z' };
    const { store, log } = setup(() => ok({ outcome: 'sign-off', signOff }, 202), list);
    await store.load();
    const outcome = await store.changeQuantity(list[0], 12);
    expect(outcome).toEqual({
      kind: 'sign-off',
      productName: 'Microsoft 365 E3',
      quantity: 12,
      signers: ['Dirk Visser'],
    });
    expect(store.subscriptions[0].quantity).toBe(10);
    expect(store.lastOutcome).toEqual(outcome);
    expect(log.map((e) => [e.op, e.n.pending, e.n.message?.key])).toEqual([
      ['add', true, 'notification.pending'],
      ['update', false, 'notification.signOff'],
    ]);
  });

  it('applies an allowed change; the notification carries its text as a key of this plugin with parameters', async () => {
    const { store, calls, log } = setup(
      () => ok({ outcome: 'updated', subscription: { ...list[0], quantity: 12 } }),
      list,
    );
    await store.load();
    const outcome = await store.changeQuantity(list[0], 12);
    expect(calls[1]).toEqual({ method: 'PUT', path: '/api/subscriptions/s1/quantity', body: { quantity: 12 } });
    expect(outcome).toEqual({ kind: 'updated', productName: 'Microsoft 365 E3', quantity: 12 });
    expect(store.subscriptions[0].quantity).toBe(12);
    expect(store.lastOutcome).toEqual(outcome);
    expect(log.map((e) => [e.op, e.n.pending, e.n.succes, e.n.message])).toEqual([
      [
        'add',
        true,
        false,
        {
          namespace: 'subscriptions',
          key: 'notification.pending',
          params: { product: 'Microsoft 365 E3', quantity: 12 },
        },
      ],
      [
        'update',
        false,
        true,
        {
          namespace: 'subscriptions',
          key: 'notification.updated',
          params: { product: 'Microsoft 365 E3', quantity: 12 },
        },
      ],
    ]);
    // The name is the same message as text, for a tray or backend that does not use messages.
    expect(log[1].n.name).toBe('notification.updated {"product":"Microsoft 365 E3","quantity":12}');
    expect(log[0].n.id).toBe(log[1].n.id);
  });

  it('asks for the quantity as given above the maximum and reports the service request, applying nothing', async () => {
    const { store, calls, log } = setup(
      () => ok({ outcome: 'service-request', serviceRequestNumber: 'SR-000123' }, 202),
      list,
    );
    await store.load();
    const outcome = await store.changeQuantity(list[0], 250000);
    expect(calls[1].body).toEqual({ quantity: 250000 });
    expect(outcome).toEqual({
      kind: 'service-request',
      productName: 'Microsoft 365 E3',
      quantity: 250000,
      serviceRequestNumber: 'SR-000123',
    });
    expect(store.subscriptions[0].quantity).toBe(10);
    expect(log[1].n).toMatchObject({
      pending: false,
      succes: true,
      message: {
        namespace: 'subscriptions',
        key: 'notification.serviceRequest',
        params: { product: 'Microsoft 365 E3', quantity: 250000, number: 'SR-000123' },
      },
    });
  });

  it('names the subscription when the change fails, keeps what went wrong and turns the notification into a failure', async () => {
    const { store, log } = setup(() => fail(500), list);
    await store.load();
    const outcome = await store.changeQuantity(list[0], 11);
    expect(outcome).toEqual({
      kind: 'failed',
      productName: 'Microsoft 365 E3',
      quantity: 11,
      failure: { status: 500, reason: 'http' },
    });
    expect(store.lastOutcome).toBeNull();
    expect(store.subscriptions[0].quantity).toBe(10);
    expect(log[1].n).toMatchObject({
      pending: false,
      succes: false,
      message: { namespace: 'subscriptions', key: 'notification.failed', params: { product: 'Microsoft 365 E3' } },
    });
  });

  it('a 409 (suspended meanwhile) is reported as locked and the list is refreshed with the new status', async () => {
    const current = [sub('s1', 'Microsoft 365 E3', 10)];
    const { store, lists } = setup(() => fail(409, 'suspended'), current);
    await store.load();
    current[0] = { ...current[0], status: 'Suspended' };
    const outcome = await store.changeQuantity(store.subscriptions[0], 11);
    expect(outcome).toEqual({ kind: 'locked', productName: 'Microsoft 365 E3', status: 'Active' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lists()).toBe(2);
    expect(store.subscriptions[0].status).toBe('Suspended');
    expect(store.loadState).toBe('loaded');
  });

  it.each(['Suspended', 'Disabled', 'SUSPENDED', ' disabled '])(
    'refuses a change of a %j subscription without asking the server',
    async (status) => {
      const locked = sub('s9', 'Visio Plan 2', 4, 10, status);
      const { store, calls, log } = setup(() => ok({}), [locked]);
      expect(await store.changeQuantity(locked, 5)).toEqual({ kind: 'locked', productName: 'Visio Plan 2', status });
      expect(calls).toHaveLength(0);
      expect(log).toHaveLength(0);
    },
  );

  it.each([0, -5, 1.5, Number.NaN, Infinity, 1_000_001])(
    'refuses %p as a quantity without asking the server',
    async (quantity) => {
      const { store, calls, log } = setup(() => ok({}));
      expect(await store.changeQuantity(sub('s1', 'Microsoft 365 E3', 10), quantity)).toMatchObject({
        kind: 'invalid',
        quantity,
      });
      expect(calls).toHaveLength(0);
      expect(log).toHaveLength(0);
    },
  );

  it('gives every change its own notification id', async () => {
    const { store, log } = setup(() => fail());
    await store.changeQuantity(list[0], 11);
    await store.changeQuantity(list[0], 11);
    expect(new Set(log.map((e) => e.n.id)).size).toBe(2);
  });
});
