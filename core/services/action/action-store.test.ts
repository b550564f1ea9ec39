import { isObservable, isObservableProp } from 'mobx';
import { FakeBackend } from '../../plugin-api/testing';
import type { HttpClient } from '../../plugin-api';
import { FetchHttpClient } from '../http/fetch-http-client';
import type { Browser } from '../platform/browser';
import { ActionStore } from './action-store';

function storeWith(backend: FakeBackend) {
  return new ActionStore(new FetchHttpClient({ fetch: backend.fetch, document } as unknown as Browser) as HttpClient);
}

describe('ActionStore: action loading', () => {
  it('requesting sets loading and clears the data; success stores the data', async () => {
    const backend = new FakeBackend().on('GET', '/api/action/1/', { body: { actionType: 'html', html: '<p>1</p>' } });
    const store = storeWith(backend);
    store.succeeded({ actionType: 'claims' });
    const pending = store.fetch(1);
    expect(store.actionDataLoading).toBe(true);
    expect(store.actionData).toBeNull();
    await pending;
    expect(store.actionDataLoading).toBe(false);
    expect(store.actionData).toEqual({ actionType: 'html', html: '<p>1</p>' });
  });

  it('holds the answer by reference: observed as a whole, never deep-observed', async () => {
    const claims = [{ type: 'name', value: 'Anna' }];
    const store = storeWith(new FakeBackend().on('GET', '/api/action/5/', { body: { actionType: 'claims', claims } }));
    await store.fetch(5);
    expect(isObservableProp(store, 'actionData')).toBe(true);
    expect(isObservable(store.actionData)).toBe(false);
    expect(isObservable(store.actionData?.claims)).toBe(false);
  });

  it('a failed response sets the data to null and stops loading', async () => {
    const store = storeWith(new FakeBackend().on('GET', '/api/action/2/', { status: 404 }));
    await store.fetch(2);
    expect(store.actionData).toBeNull();
    expect(store.actionDataLoading).toBe(false);
  });

  it('malformed data (no actionType, bad JSON) counts as failed', async () => {
    const backend = new FakeBackend()
      .on('GET', '/api/action/3/', { body: { html: 'x' } })
      .on('GET', '/api/action/4/', { rawBody: '{' });
    const store = storeWith(backend);
    await store.fetch(3);
    expect(store.actionData).toBeNull();
    await store.fetch(4);
    expect(store.actionData).toBeNull();
  });

  it('a late answer for an earlier action is ignored', async () => {
    let release: () => void = () => undefined;
    const backend = new FakeBackend()
      .on(
        'GET',
        '/api/action/1/',
        () =>
          new Promise((resolve) => {
            release = () => resolve({ body: { actionType: 'html' } });
          }),
      )
      .on('GET', '/api/action/2/', { body: { actionType: 'claims' } });
    const store = storeWith(backend);
    const first = store.fetch(1);
    await store.fetch(2);
    release();
    await first;
    expect(store.actionData?.actionType).toBe('claims');
  });
});

describe('ActionStore: why a fetch failed', () => {
  it.each([
    [401, 'session-expired'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [410, 'not-found'],
    [400, 'rejected'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [429, 'unavailable'],
  ] as const)('a %i answer keeps the spec transition and records the kind %s', async (status, kind) => {
    const store = storeWith(
      new FakeBackend().on('GET', '/api/action/8/', {
        status,
        body: { statusCode: status, error: 'x', message: 'server says no' },
      }),
    );
    store.succeeded({ actionType: 'claims' });
    await store.fetch(8);
    expect(store.actionData).toBeNull();
    expect(store.actionDataLoading).toBe(false);
    expect(store.failure).toEqual({ kind, status, reason: 'http', message: 'server says no' });
  });

  it('no answer at all is a passing failure (status 0, reason network)', async () => {
    const store = storeWith(
      new FakeBackend().on('GET', '/api/action/9/', () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await store.fetch(9);
    expect(store.actionData).toBeNull();
    expect(store.failure).toEqual({ kind: 'unavailable', status: 0, reason: 'network', message: 'Failed to fetch' });
  });

  it('an unreadable 2xx answer is recorded as such', async () => {
    const store = storeWith(new FakeBackend().on('GET', '/api/action/10/', { rawBody: '<html>' }));
    await store.fetch(10);
    expect(store.failure).toMatchObject({ kind: 'unreadable', status: 200, reason: 'malformed' });
  });

  it('requesting clears the failure, and a retry that succeeds stores the data', async () => {
    let answer: { status?: number; body?: unknown } = { status: 502 };
    const store = storeWith(new FakeBackend().on('GET', '/api/action/11/', () => answer));
    await store.fetch(11);
    expect(store.failure?.kind).toBe('unavailable');
    answer = { body: { actionType: 'html', html: '<p>back</p>' } };
    const pending = store.fetch(11);
    expect(store.failure).toBeNull();
    expect(store.actionDataLoading).toBe(true);
    await pending;
    expect(store.failure).toBeNull();
    expect(store.actionData).toEqual({ actionType: 'html', html: '<p>back</p>' });
  });

  it('of two requests for the same id only the later answer lands', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const backend = new FakeBackend().on('GET', '/api/action/12/', () => {
      calls += 1;
      if (calls === 1)
        return new Promise((resolve) => {
          release = () => resolve({ status: 500 });
        });
      return { body: { actionType: 'claims' } };
    });
    const store = storeWith(backend);
    const first = store.fetch(12);
    await store.fetch(12);
    release();
    await first;
    expect(store.actionData?.actionType).toBe('claims');
    expect(store.failure).toBeNull();
  });

  it('failed() without a result (the spec transition alone) still gives a failure the screen can explain', () => {
    const store = storeWith(new FakeBackend());
    store.failed();
    expect(store.actionData).toBeNull();
    expect(store.failure?.kind).toBe('unavailable');
  });
});
