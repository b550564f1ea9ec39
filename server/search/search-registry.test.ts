import type { MenuItem } from '../../core/contract';
import type { RequestUser } from '../data/request-user';
import { HttpError } from '../http/errors';
import type { CustomerData, SqlCondition } from '../plugin-api/data';
import type { SearchProviderDeclaration } from '../plugin-api/search';
import { SearchRegistry } from './search-registry';

const user: RequestUser = {
  userId: 'u1',
  userName: 'u1@example.test',
  isAuthorized: true,
  permissions: [],
  activeCustomerId: 'c1',
  customerPlugins: null,
  isProviderAdmin: false,
  customerRole: 'user',
};
const item = (actionType: string, actionId: number): MenuItem => ({
  id: actionId,
  name: actionType,
  actionId,
  actionType,
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  icon: null,
  subMenuItems: [],
});
const menu = [{ ...item('menu', 0), actionId: null, subMenuItems: [item('visits', 42)] }];

/** A table that records the condition it was asked with and answers one row. */
function fakeData(asked: SqlCondition[]): () => CustomerData {
  return () =>
    ({
      customerId: 'c1',
      table: () => ({
        find: (where: SqlCondition) => {
          asked.push(where);
          return [{ id: 7, title: 'Visit 7' }];
        },
      }),
    }) as unknown as CustomerData;
}
const provider = (overrides: Partial<SearchProviderDeclaration> = {}): SearchProviderDeclaration => ({
  kind: 'visit',
  label: { en: 'Visits', nl: 'Bezoeken' },
  actionType: 'visits',
  table: 'visits',
  columns: ['title', 'code'],
  readableRows: () => ({ owner: 'u1' }),
  hit: (row) => ({ id: String(row.id), title: String(row.title) }),
  ...overrides,
});
const search = (registry: SearchRegistry, items: MenuItem[] = menu) =>
  registry.search({ user, text: '50%_off', language: 'en', menu: items });

describe('SearchRegistry', () => {
  it("searches with the provider's access condition and the escaped text on every column, opening the menu's action", () => {
    const asked: SqlCondition[] = [];
    const registry = new SearchRegistry(() => true);
    registry.add('visits', provider(), fakeData(asked));
    expect(search(registry)).toEqual([
      {
        kind: 'visit',
        label: { en: 'Visits', nl: 'Bezoeken' },
        hits: [{ title: 'Visit 7', route: '/action/42?record=7' }],
      },
    ]);
    expect(asked).toEqual([
      {
        sql: "owner = ? AND (title LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\')",
        params: ['u1', '%50\\%\\_off%', '%50\\%\\_off%'],
      },
    ]);
  });

  it("opens a hit at the provider's own page when it names one", () => {
    const registry = new SearchRegistry(() => true);
    registry.add('visits', provider({ route: (id) => `/visits/${id}` }), fakeData([]));
    expect(search(registry)[0]!.hits[0]!.route).toBe('/visits/7');
  });

  it("gives no hits where the plugin's own routes would refuse (403/404), nor without a menu action, nor where the plugin does not run", () => {
    const refused = new SearchRegistry(() => true);
    refused.add(
      'visits',
      provider({
        readableRows: () => {
          throw new HttpError(403, 'No.');
        },
      }),
      fakeData([]),
    );
    expect(search(refused)).toEqual([]);
    const none = new SearchRegistry(() => true);
    none.add('visits', provider({ readableRows: () => null }), fakeData([]));
    expect(search(none)).toEqual([]);
    const asked: SqlCondition[] = [];
    const noMenu = new SearchRegistry(() => true);
    noMenu.add('visits', provider(), fakeData(asked));
    expect(search(noMenu, [item('other', 1)])).toEqual([]);
    const off = new SearchRegistry(() => false);
    off.add('visits', provider(), fakeData(asked));
    expect(search(off)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('lets a failure that is not a refusal through (a bug is not "no hits")', () => {
    const registry = new SearchRegistry(() => true);
    registry.add(
      'visits',
      provider({
        readableRows: () => {
          throw new Error('bug');
        },
      }),
      fakeData([]),
    );
    expect(() => search(registry)).toThrow('bug');
  });

  it('refuses a kind that is not kebab-case, one another plugin provides (naming it), and one without columns', () => {
    const registry = new SearchRegistry(() => true);
    registry.add('visits', provider(), fakeData([]));
    expect(() => registry.add('other', provider(), fakeData([]))).toThrow(
      'Plugin "other", search provider "visit": plugin "visits" already provides this kind.',
    );
    expect(() => registry.add('visits', provider({ kind: 'Visit' }), fakeData([]))).toThrow('kebab-case');
    expect(() => registry.add('visits', provider({ kind: 'trip', columns: [] }), fakeData([]))).toThrow('no columns');
  });
});
