import type { HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, flush, ok } from '../../../core/plugin-api/testing';
import { ServiceRequestsStore } from './service-requests-store';
import { EMPTY_VALUES } from './wizard-values';

const page = (numbers: (string | number)[], total = numbers.length) => ({
  items: numbers.map((number) => ({
    number,
    name: `Request ${number}`,
    category: 'incident',
    status: 'new',
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-02T10:00:00Z',
    callerName: 'Anna',
    mine: true,
  })),
  total,
  page: 1,
  pageSize: 10,
  canSeeAll: true,
});

describe('ServiceRequestsStore', () => {
  it('loads the list with the query, tolerating numeric numbers and an unknown status', async () => {
    const answer = page([7]);
    (answer.items[0] as Record<string, unknown>).status = 'parked';
    const { http, calls } = fakeHttp(() => ok(answer));
    const store = new ServiceRequestsStore(http);
    await store.setQuery({
      search: ' vpn ',
      status: 'closed',
      category: 'access',
      scope: 'mine',
      sort: 'name',
      order: 'asc',
    });
    expect(calls[0].path).toBe(
      '/api/service-requests?sort=name&order=asc&page=1&pageSize=10&search=vpn&status=closed&category=access&scope=mine',
    );
    expect(store.items).toEqual([expect.objectContaining({ number: '7', status: 'new' })]);
    expect(store).toMatchObject({ loadState: 'loaded', total: 1, canSeeAll: true });
  });

  it('drops an answer to an older query', async () => {
    const answers: ((result: HttpResult<unknown>) => void)[] = [];
    const { http } = fakeHttp(() => new Promise((resolve) => answers.push(resolve)));
    const store = new ServiceRequestsStore(http);
    const first = store.setQuery({ search: 'v' });
    const second = store.setQuery({ search: 'vpn' });
    answers[1](ok(page(['SR-2'])));
    await second;
    answers[0](ok(page(['SR-1'])));
    await first;
    expect(store.items.map((item) => item.number)).toEqual(['SR-2']);
  });

  it('says a failed load failed and keeps what it showed', async () => {
    let result: HttpResult<unknown> = ok(page(['SR-1']));
    const { http } = fakeHttp(() => result);
    const store = new ServiceRequestsStore(http);
    await store.load();
    result = fail(503);
    await store.load();
    expect(store.loadState).toBe('failed');
    expect(store.loadFailure).toMatchObject({ status: 503 });
    expect(store.items).toHaveLength(1);
  });

  it('files a request, remembers its number and reloads the first page; a failure gives null', async () => {
    const { http, calls } = fakeHttp((method) =>
      method === 'POST' ? ok({ number: 'SR-000099' }, 201) : ok(page(['SR-000099'])),
    );
    const store = new ServiceRequestsStore(http);
    await store.setQuery({ page: 3 });
    const values = {
      ...EMPTY_VALUES,
      category: 'question',
      name: ' Where ',
      description: 'Where is the manual?',
      callerName: 'Anna',
      callerEmail: 'a@b.nl',
    };
    expect(await store.file(values)).toBe('SR-000099');
    await flush();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      category: 'question',
      name: 'Where',
      description: 'Where is the manual?',
      caller: { name: 'Anna', email: 'a@b.nl', phone: '' },
    });
    expect(store.lastFiled).toBe('SR-000099');
    expect(store.query.page).toBe(1);
    const failing = new ServiceRequestsStore(fakeHttp(() => fail(500)).http);
    expect(await failing.file(values)).toBeNull();
  });

  it("loads the intake and names categories in the reader's language", async () => {
    const { http } = fakeHttp(() =>
      ok({ categories: [{ id: 1, name: { en: 'Incident', nl: 'Storing' } }, { id: 'x' }], caller: { name: 'Anna' } }),
    );
    const store = new ServiceRequestsStore(http);
    await store.loadIntake();
    expect(store.intake?.caller).toEqual({ name: 'Anna', email: '', phone: '' });
    expect(store.categoryName('1', 'nl')).toBe('Storing');
    expect(store.categoryName('x', 'en')).toBe('x');
  });
});
