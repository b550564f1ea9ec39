import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { EventsStore } from './events-store';

const page = (titles: string[], total = titles.length) => ({
  items: titles.map((title, i) => ({ id: i + 1, occurredAt: '2026-11-26T10:00:00Z', type: 'backup', title })),
  total,
  page: 1,
  pageSize: 20,
});

describe('EventsStore', () => {
  it('loads a page for the query, reading ids of any type and a missing detail', async () => {
    const { http, calls } = fakeHttp(() => ok(page(['Backup done'])));
    const store = new EventsStore(http);
    await store.load({ type: 'backup', page: 2, pageSize: 50 });
    expect(calls[0]!.path).toBe('/api/events?type=backup&page=2&pageSize=50');
    expect(store.loadState).toBe('loaded');
    expect(store.page?.items[0]).toEqual({
      id: '1',
      occurredAt: '2026-11-26T10:00:00Z',
      type: 'backup',
      title: 'Backup done',
      detail: null,
    });
  });

  it('asks nothing for a date range that ends before it starts', async () => {
    const { http, calls } = fakeHttp(() => ok(page([])));
    const store = new EventsStore(http);
    await store.load({ from: '2026-11-20', to: '2026-11-01', page: 1, pageSize: 20 });
    expect(calls).toHaveLength(0);
    expect(store.rangeProblem).toBe(true);
  });

  it('keeps the failure for the way forward, and a slow earlier answer never overwrites a later one', async () => {
    let release: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => {
      release = resolve;
    });
    let first = true;
    const { http } = fakeHttp(async () => {
      if (first) {
        first = false;
        await slow;
        return ok(page(['old']));
      }
      return ok(page(['new']));
    });
    const store = new EventsStore(http);
    const earlier = store.load({ page: 1, pageSize: 20 });
    await store.load({ q: 'new', page: 1, pageSize: 20 });
    release(undefined);
    await earlier;
    expect(store.page?.items.map((e) => e.title)).toEqual(['new']);

    const failing = new EventsStore(fakeHttp(() => fail(503)).http);
    await failing.load({ page: 1, pageSize: 20 });
    expect(failing.loadState).toBe('failed');
    expect(failing.loadFailure).toMatchObject({ status: 503 });
  });
});
