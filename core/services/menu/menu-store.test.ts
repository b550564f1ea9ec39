import { isObservable, reaction } from 'mobx';
import { FakeBackend } from '../../plugin-api/testing';
import { menuItem } from '../../plugin-api/testing';
import type { HttpClient } from '../../plugin-api';
import { FetchHttpClient } from '../http/fetch-http-client';
import type { Browser } from '../platform/browser';
import { MenuStore } from './menu-store';

function storeWith(backend: FakeBackend) {
  const browser = { fetch: backend.fetch, document } as unknown as Browser;
  return new MenuStore(new FetchHttpClient(browser) as HttpClient);
}

describe('MenuStore', () => {
  it('is empty at start and replaced when items are received', async () => {
    const backend = new FakeBackend().on('GET', '/api/menuitems/', {
      body: [menuItem({ id: 1 }), menuItem({ id: 2 })],
    });
    const store = storeWith(backend);
    expect(store.items).toEqual([]);
    const pending = store.fetch();
    expect(store.isLoading).toBe(true);
    await pending;
    expect(store.items.map((item) => item.id)).toEqual([1, 2]);
    backend.on('GET', '/api/menuitems/', { body: [menuItem({ id: 3 })] });
    await store.fetch();
    expect(store.items.map((item) => item.id)).toEqual([3]);
  });

  it('a non-ok or malformed answer changes nothing', async () => {
    const backend = new FakeBackend().on('GET', '/api/menuitems/', { body: [menuItem({ id: 1 })] });
    const store = storeWith(backend);
    await store.fetch();
    backend.on('GET', '/api/menuitems/', { status: 500 });
    await store.fetch();
    expect(store.items).toHaveLength(1);
    backend.on('GET', '/api/menuitems/', { rawBody: '<html>oops' });
    await store.fetch();
    backend.on('GET', '/api/menuitems/', { body: { not: 'an array' } });
    await store.fetch();
    expect(store.items).toHaveLength(1);
    expect(store.isLoading).toBe(false);
  });

  it('tolerates items with missing or null fields and drops entries that are not items', async () => {
    const backend = new FakeBackend().on('GET', '/api/menuitems/', {
      body: [
        {
          id: 1,
          name: null,
          actionId: null,
          actionType: null,
          linkTarget: 'bogus',
          isHomepage: 'yes',
          subMenuItems: null,
        },
        null,
        'text',
        { name: 'no id at all' },
        {
          id: 2,
          name: 'Parent',
          actionType: 'menu',
          subMenuItems: [{ id: 3, name: 'Child', actionId: 3, actionType: 'html' }, 42],
        },
      ],
    });
    const store = storeWith(backend);
    await store.fetch();
    expect(store.items).toHaveLength(2);
    expect(store.items[0]).toMatchObject({
      id: 1,
      name: '',
      actionId: null,
      actionType: '',
      linkTarget: null,
      isHomepage: false,
      subMenuItems: [],
    });
    expect(store.items[1].subMenuItems).toHaveLength(1);
    expect(store.items[1].subMenuItems[0]).toMatchObject({ id: 3, name: 'Child' });
  });

  it('accepts menu ids sent as strings: the homepage item and its action are found', async () => {
    const backend = new FakeBackend().on('GET', '/api/menuitems/', {
      body: [
        {
          id: '1',
          name: 'Reports',
          actionType: 'menu',
          subMenuItems: [{ id: '2', name: 'Home report', actionId: '20', actionType: 'report', isHomepage: true }],
        },
      ],
    });
    const store = storeWith(backend);
    await store.fetch();
    expect(store.items[0]).toMatchObject({ id: 1, actionId: null });
    expect(store.homepageItem).toMatchObject({ id: 2, actionId: 20 });
  });

  it('finds the homepage item depth first, skipping menu headers', async () => {
    const backend = new FakeBackend().on('GET', '/api/menuitems/', {
      body: [
        menuItem({ id: 1 }),
        menuItem({ id: 2, actionType: 'menu', subMenuItems: [menuItem({ id: 5, isHomepage: true })] }),
      ],
    });
    const store = storeWith(backend);
    await store.fetch();
    expect(store.homepageItem?.id).toBe(5);
  });

  it('holds the received tree by reference: not made observable, and a new answer replaces it whole', async () => {
    const backend = new FakeBackend().on('GET', '/api/menuitems/', {
      body: [menuItem({ id: 1, actionType: 'menu', subMenuItems: [menuItem({ id: 2 })] })],
    });
    const store = storeWith(backend);
    const seen: number[] = [];
    const stop = reaction(
      () => store.items,
      (items) => seen.push(items.length),
    );
    await store.fetch();
    expect(isObservable(store.items)).toBe(false);
    expect(isObservable(store.items[0])).toBe(false);
    expect(isObservable(store.items[0].subMenuItems)).toBe(false);
    const parsed = [menuItem({ id: 7 }), menuItem({ id: 8 })];
    store.received(parsed);
    expect(store.items).toBe(parsed);
    expect(seen).toEqual([1, 2]);
    stop();
  });
});
