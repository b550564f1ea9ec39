import {
  ApiPaths,
  FAVOURITES_MAX,
  FavouritePaths,
  SearchPaths,
  type SavedItem,
  type SavedItems,
  type SearchAnswer,
} from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';

const unavailable = postgresUnavailable();
const databases = unavailable ? ['SQLite'] : ['SQLite', 'PostgreSQL'];

let portal: TestPortal;
const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user: string, payload?: unknown) =>
  portal.app.inject({ method, url, headers: await userHeaders(portal.app, user), ...(payload ? { payload } : {}) });
const listsOf = async (user: string): Promise<SavedItems> => {
  const response = await call('GET', FavouritePaths.saved, user);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const star = (user: string, item: SavedItem) => call('PUT', FavouritePaths.favourites, user, item);
const unstar = (user: string, route: string) => call('DELETE', FavouritePaths.favourite(route), user);
const opened = (user: string, item: SavedItem) => call('POST', FavouritePaths.recent, user, item);
const routes = (entries: { route: string }[]) => entries.map((entry) => entry.route);

/** The "Invoices" page of Contoso's menu, as the search finds it (Anna may open it, Dirk may not). */
async function invoicesPage(): Promise<SavedItem> {
  const answer = (await call('GET', SearchPaths.of('invoices'), DemoUsers.anna)).json() as SearchAnswer;
  const hit = answer.groups.find((group) => group.kind === 'menu-page')!.hits.find((h) => h.title === 'Invoices')!;
  return { kind: 'menu-page', ...hit };
}
const record = (n: number): SavedItem => ({
  kind: 'service-request',
  title: `Request ${n}`,
  route: `/service-requests/SR-${n}`,
});

describe.each(databases)('/api/favourites on %s', (database) => {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (database === 'PostgreSQL') cluster = await startPostgresCluster();
    portal = await createTestPortal(cluster ? { config: { databaseFile: cluster.url } } : {});
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
    cluster?.stop();
  });

  it('stars, lists newest first with "available", and unstars only the caller’s own, for the active customer only', async () => {
    const page = await invoicesPage();
    expect((await star(DemoUsers.anna, page)).statusCode).toBe(200);
    expect((await star(DemoUsers.anna, record(1))).statusCode).toBe(200);
    // Starring again keeps one favourite (moved to the top).
    const again = await star(DemoUsers.anna, page);
    expect((again.json() as SavedItems).favourites).toEqual([
      { ...page, available: true },
      { ...record(1), available: true },
    ]);
    expect((await listsOf(DemoUsers.dirk)).favourites).toEqual([]);
    // Dirk removing Anna's route changes nothing of Anna's.
    expect((await unstar(DemoUsers.dirk, page.route)).statusCode).toBe(200);
    expect(routes((await listsOf(DemoUsers.anna)).favourites)).toEqual([page.route, record(1).route]);

    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const switchTo = (customerId: string) =>
      portal.app.inject({ method: 'POST', url: ApiPaths.activeCustomer, headers: anna, payload: { customerId } });
    expect((await switchTo(DemoCustomers.fabrikam)).statusCode).toBe(200);
    try {
      expect(await listsOf(DemoUsers.anna)).toEqual({ favourites: [], recent: [] });
    } finally {
      await switchTo(DemoCustomers.contoso);
    }

    expect(routes(((await unstar(DemoUsers.anna, record(1).route)).json() as SavedItems).favourites)).toEqual([
      page.route,
    ]);
    await unstar(DemoUsers.anna, page.route);
  });

  it('refuses to star what the caller cannot open (404), and shows a favourite disabled once it no longer opens', async () => {
    const page = await invoicesPage();
    const before = count(portal.app, 'saved_items');
    const refused = await star(DemoUsers.dirk, page);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This item does not open for you.');
    expect(count(portal.app, 'saved_items')).toBe(before);

    await star(DemoUsers.anna, page);
    await opened(DemoUsers.anna, page);
    const permissions = portal.app.portal.db.prepare('SELECT required_permission FROM actions WHERE id = ?');
    const actionId = Number(/\/action\/(\d+)/.exec(page.route)![1]);
    const kept = (permissions.get(actionId) as { required_permission: string | null }).required_permission;
    portal.app.portal.db
      .prepare("UPDATE actions SET required_permission = 'no-one-holds-this' WHERE id = ?")
      .run(actionId);
    try {
      const lists = await listsOf(DemoUsers.anna);
      // A favourite stays, disabled, so the user sees what became of it; a recent item just leaves the history.
      expect(lists.favourites).toEqual([{ ...page, available: false }]);
      expect(lists.recent).toEqual([]);
    } finally {
      portal.app.portal.db.prepare('UPDATE actions SET required_permission = ? WHERE id = ?').run(kept, actionId);
      await unstar(DemoUsers.anna, page.route);
    }
  });

  it(`keeps at most ${FAVOURITES_MAX} favourites per user and customer: one more answers 409 and writes nothing`, async () => {
    for (let n = 0; n < FAVOURITES_MAX; n++) expect((await star(DemoUsers.dirk, record(n))).statusCode).toBe(200);
    const before = count(portal.app, 'saved_items');
    const refused = await star(DemoUsers.dirk, record(FAVOURITES_MAX));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/100 favourites already/);
    expect(count(portal.app, 'saved_items')).toBe(before);
    // One already starred may be starred again (it only moves up).
    expect((await star(DemoUsers.dirk, record(3))).statusCode).toBe(200);
    for (let n = 0; n < FAVOURITES_MAX; n++) await unstar(DemoUsers.dirk, record(n).route);
  });

  it('keeps the ten most recently opened, newest first, one entry per route', async () => {
    for (let n = 1; n <= 12; n++) expect((await opened(DemoUsers.dirk, record(n))).statusCode).toBe(200);
    await opened(DemoUsers.dirk, record(5));
    const { recent } = await listsOf(DemoUsers.dirk);
    expect(routes(recent)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3].map((n) => record(n).route));
    expect(routes((await listsOf(DemoUsers.anna)).recent)).not.toContain(record(5).route);
  });

  it.each([
    ['another host', { ...record(1), route: '//evil.example/x' }],
    ['a script address', { ...record(1), route: 'javascript:alert(1)' }],
    ['no title', { ...record(1), title: '  ' }],
    ['a kind that is not kebab-case', { ...record(1), kind: 'Service Request' }],
    ['an unknown field', { ...record(1), userId: DemoUsers.anna }],
  ])('answers 400 and writes nothing for %s', async (_label, item) => {
    const before = count(portal.app, 'saved_items');
    for (const response of [
      await star(DemoUsers.anna, item as SavedItem),
      await opened(DemoUsers.anna, item as SavedItem),
    ])
      expect(response.statusCode).toBe(400);
    expect(count(portal.app, 'saved_items')).toBe(before);
  });

  it('answers 401 signed out, 403 without CSRF, to an unauthorized user and to one without a customer', async () => {
    expect((await portal.app.inject({ url: FavouritePaths.saved })).statusCode).toBe(401);
    const noCsrf = await portal.app.inject({
      method: 'PUT',
      url: FavouritePaths.favourites,
      headers: await userHeaders(portal.app, DemoUsers.anna, false),
      payload: record(1),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await call('GET', FavouritePaths.saved, DemoUsers.carla)).statusCode).toBe(403);
    expect((await star(DemoUsers.petra, record(1))).statusCode).toBe(403);
    expect((await opened(DemoUsers.petra, record(1))).statusCode).toBe(403);
    expect((await listsOf(DemoUsers.anna)).favourites).toEqual([]);
  });
});
