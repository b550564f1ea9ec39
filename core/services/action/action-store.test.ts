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

  it('a failed response sets the data to null and stops loading', async () => {
    const store = storeWith(new FakeBackend().on('GET', '/api/action/2/', { status: 404 }));
    await store.fetch(2);
    expect(store.actionData).toBeNull();
    expect(store.actionDataLoading).toBe(false);
  });

  it('malformed data (no actionType, bad JSON) counts as failed', async () => {
    const backend = new FakeBackend().on('GET', '/api/action/3/', { body: { html: 'x' } }).on('GET', '/api/action/4/', { rawBody: '{' });
    const store = storeWith(backend);
    await store.fetch(3);
    expect(store.actionData).toBeNull();
    await store.fetch(4);
    expect(store.actionData).toBeNull();
  });

  it('a late answer for an earlier action is ignored', async () => {
    let release: () => void = () => undefined;
    const backend = new FakeBackend()
      .on('GET', '/api/action/1/', () => new Promise((resolve) => { release = () => resolve({ body: { actionType: 'html' } }); }))
      .on('GET', '/api/action/2/', { body: { actionType: 'claims' } });
    const store = storeWith(backend);
    const first = store.fetch(1);
    await store.fetch(2);
    release();
    await first;
    expect(store.actionData?.actionType).toBe('claims');
  });
});
