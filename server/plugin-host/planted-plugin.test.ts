import {
  DemoCustomers,
  sql,
  type DemoSeedContext,
  type PluginCapability,
  type RequestUser,
  type ServerPluginApi,
} from '../plugin-api';
import { createTestPortal, type TestPortal } from '../plugin-api/testing';
import bundled from './discovered-plugins';
import { plantedPlugin } from './fixtures/planted-plugin';

/**
 * A plugin that wants what is not its own. It may read and write its own table for the caller's customer; every
 * other attempt (the other customer's rows of its own table, another plugin's table, the core's users and
 * sessions) must be refused or come back without a single row that is not the caller customer's.
 */
const caller: RequestUser = {
  userId: 'anna',
  userName: 'anna@contoso.example',
  isAuthorized: true,
  permissions: [],
  activeCustomerId: DemoCustomers.contoso,
  customerPlugins: null,
  isProviderAdmin: false,
  customerRole: 'user',
};
const other = DemoCustomers.fabrikam;

type Outcome = { door: string; outcome: string };
const summary: Outcome[] = [];

describe('a planted plugin trying to reach what is not its own', () => {
  let portal: TestPortal;
  let api: ServerPluginApi;
  let otherNoteId = 0;

  beforeAll(async () => {
    portal = await createTestPortal({
      plugins: { events: bundled.events!, planted: plantedPlugin((given) => void (api = given)) },
    });
    const db = portal.app.portal.db;
    const otherNote = Number(
      db.prepare("INSERT INTO planted_notes (customer_id, text) VALUES (?, 'fabrikam secret')").run(other)
        .lastInsertRowid,
    );
    db.prepare("INSERT INTO planted_lines (note_id, text) VALUES (?, 'fabrikam line')").run(otherNote);
    otherNoteId = otherNote;
    const own = api.data(caller).table('planted_notes').insert({ text: 'contoso note' });
    api.data(caller).table('planted_lines').insert({ note_id: own, text: 'contoso line' });
  });
  afterAll(async () => {
    await portal.close();
    console.log(
      `Planted plugin, caller of customer "${caller.activeCustomerId}", the other customer "${other}":\n${summary
        .map(({ door, outcome }) => `  ${door.padEnd(78)} ${outcome}`)
        .join('\n')}`,
    );
  });

  /** Runs one attempt: refused (throws), or whatever comes back holds none of the other customer's rows. */
  const attempt = (door: string, run: () => unknown, mustRefuse = false) => {
    let result: unknown;
    try {
      result = run();
    } catch (error) {
      summary.push({ door, outcome: `refused: ${(error as Error).message.slice(0, 110)}` });
      return;
    }
    const text = JSON.stringify(result) ?? '';
    summary.push({ door, outcome: `answered ${text.slice(0, 60)}` });
    expect(mustRefuse).toBe(false);
    expect(text).not.toContain('fabrikam');
  };
  const notes = () => api.data(caller).table('planted_notes');

  it("reads and writes only the caller customer's rows of its own table", () => {
    attempt('own table: find()', () => notes().find());
    expect(
      notes()
        .find<{ text: string }>()
        .map((row) => row.text),
    ).toEqual(['contoso note']);
    attempt('own table: find({ customer_id: other })', () => notes().find({ customer_id: other }));
    attempt("own table: find(sql('customer_id = ? OR 1 = 1', other))", () =>
      notes().find(sql('customer_id = ? OR 1 = 1', other)),
    );
    attempt('own table: count()', () => notes().count());
    expect(notes().count()).toBe(1);
    attempt('own table: update({ text }, { customer_id: other })', () =>
      notes().update({ text: 'taken' }, { customer_id: other }),
    );
    attempt("own table: remove(sql('customer_id <> ?', own))", () =>
      notes().remove(sql('customer_id <> ?', caller.activeCustomerId!)),
    );
    attempt(
      'own table: insert({ customer_id: other })',
      () => notes().insert({ customer_id: other, text: 'planted' }),
      true,
    );
    attempt(
      'own table: update({ customer_id: other })',
      () => notes().update({ customer_id: other }, { text: 'contoso note' }),
      true,
    );
    attempt('own table: data(user without a customer)', () => api.data({ ...caller, activeCustomerId: null }), true);
    expect(
      portal.app.portal.db.prepare('SELECT text FROM planted_notes WHERE customer_id = ?').pluck().all(other),
    ).toEqual(['fabrikam secret']);
  });

  it("reaches a child table's rows only through the customer's parent rows; a provider-wide table not at all", () => {
    const lines = () => api.data(caller).table('planted_lines');
    attempt('child table: find()', () => lines().find());
    expect(
      lines()
        .find<{ text: string }>()
        .map((row) => row.text),
    ).toEqual(['contoso line']);
    attempt("child table: find({ note_id: other customer's note })", () => lines().find({ note_id: otherNoteId }));
    attempt("child table: update(..., { note_id: other customer's note })", () =>
      lines().update({ text: 'taken' }, { note_id: otherNoteId }),
    );
    attempt("child table: remove({ note_id: other customer's note })", () => lines().remove({ note_id: otherNoteId }));
    attempt(
      "child table: insert under the other customer's note",
      () => lines().insert({ note_id: otherNoteId, text: 'planted' }),
      true,
    );
    attempt(
      "child table: move a line under the other customer's note",
      () => lines().update({ note_id: otherNoteId }, { text: 'contoso line' }),
      true,
    );
    attempt(
      "provider-wide table (no customer column): table('planted_settings')",
      () => api.data(caller).table('planted_settings').find(),
      true,
    );
    expect(
      portal.app.portal.db.prepare('SELECT text FROM planted_lines WHERE note_id = ?').pluck().all(otherNoteId),
    ).toEqual(['fabrikam line']);
  });

  it("refuses another plugin's table and the core's tables, by name and through SQL", () => {
    for (const table of ['events', 'users', 'sessions', 'planted_notes; DROP TABLE users', 'main.users']) {
      attempt(`table('${table}')`, () => api.data(caller).table(table).find(), true);
    }
    const sqlDoors: [string, () => unknown][] = [
      ['sub-query in a condition', () => notes().find(sql('id IN (SELECT id FROM users)'))],
      ['UNION in a condition', () => notes().find(sql('1 = 1 UNION SELECT token_hash, 1, 1 FROM sessions'))],
      ['statement separator', () => notes().find(sql('1 = 1; DELETE FROM users'))],
      ['comment', () => notes().find(sql('1 = 1 --'))],
      ['string literal', () => notes().find(sql("text = 'x'"))],
      ['quoted identifier', () => notes().find(sql('"users".id = 1'))],
      ['qualified name', () => notes().find(sql('users.id = 1'))],
      [
        'function that runs SQL text (PostgreSQL)',
        () => notes().find(sql('query_to_xml(?, true, true, ?) IS NOT NULL', 'select * from users', '')),
      ],
      ['sub-query in a column', () => notes().find(undefined, { columns: ['(SELECT token_hash FROM sessions) AS t'] })],
      ['injection in ORDER BY', () => notes().find(undefined, { orderBy: ['id; DROP TABLE users'] })],
      ['injection in a column name', () => notes().find({ 'customer_id = customer_id OR 1': 1 })],
      ['more ? than parameters', () => notes().find(sql('id = ? OR customer_id = ?', 1))],
    ];
    for (const [door, run] of sqlDoors) attempt(door, run, true);
  });

  it('has no raw database handle and no cross-customer access it did not declare and get granted', () => {
    attempt('api.db (no such property)', () => (api as unknown as Record<string, DatabaseLike>).db!.prepare('x'), true);
    const handed = { api, data: api.data(caller), table: notes(), row: notes().first() };
    attempt('a database handle anywhere in what the plugin is handed', () => handlesIn(handed, portal));
    expect(handlesIn(handed, portal)).toMatch(/^no handle among \d+ objects$/);
    attempt('api.crossCustomerData() (not declared)', () => api.crossCustomerData(), true);
    attempt('api.administration() (not declared)', () => api.administration(), true);
    attempt('api.customerDirectory() (not declared)', () => api.customerDirectory(), true);
    const notMachine = { method: 'GET', routeOptions: { url: '/api/planted' } } as Parameters<
      ServerPluginApi['customerOfMachineCall']
    >[0];
    attempt(
      'api.customerOfMachineCall(other) outside a machine route',
      () => api.customerOfMachineCall(notMachine, other),
      true,
    );
    expect(portal.app.portal.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: expect.any(Number) });
  });
});

describe('cross-customer data', () => {
  const start = async (grants: Record<string, string[]>, capabilities: PluginCapability[] = ['crossCustomerData']) => {
    let api: ServerPluginApi | undefined;
    const portal = await createTestPortal({
      plugins: { planted: plantedPlugin((given) => void (api = given), capabilities) },
      config: { pluginGrants: grants },
    });
    return { api: api!, portal };
  };

  it('declared but not granted: refused', async () => {
    const { api, portal } = await start({});
    attempt2(() => api.crossCustomerData(), /without the provider granting the crossCustomerData capability/);
    await portal.close();
  });

  it('declared and granted (PLUGIN_GRANTS=planted:crossCustomerData): every customer, still only its own tables', async () => {
    const { api, portal } = await start({ planted: ['crossCustomerData'] });
    const all = api.crossCustomerData();
    all.forCustomer(DemoCustomers.contoso).table('planted_notes').insert({ text: 'a' });
    all.forCustomer(other).table('planted_notes').insert({ text: 'b' });
    expect(all.table('planted_notes').count()).toBe(2);
    attempt2(() => all.table('users'), /not a table of plugin "planted"/);
    await portal.close();
  });
});

type DatabaseLike = { prepare(sql: string): unknown };

/**
 * Walks everything reachable from `root` at run time (properties, getters' values, prototypes' members, the
 * objects functions hold as properties) and throws when it finds the portal's database or anything with a
 * `prepare` method; returns how many objects it walked when there is none.
 */
function handlesIn(root: unknown, portal: TestPortal): string {
  const seen = new Set<unknown>();
  const queue: { value: unknown; path: string }[] = [{ value: root, path: 'handed' }];
  while (queue.length) {
    const { value, path } = queue.shift()!;
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue;
    seen.add(value);
    if (value === portal.app.portal.db || typeof (value as Partial<DatabaseLike>).prepare === 'function')
      throw new Error(`a database handle at ${path}`);
    for (let at: object | null = value; at && at !== Object.prototype && at !== Function.prototype;) {
      for (const key of Reflect.ownKeys(at)) {
        if (key === 'constructor' || key === 'caller' || key === 'arguments') continue;
        let child: unknown;
        try {
          child = Reflect.get(value, key);
        } catch {
          continue;
        }
        queue.push({ value: child, path: `${path}.${String(key)}` });
      }
      at = Object.getPrototypeOf(at) as object | null;
    }
  }
  return `no handle among ${seen.size} objects`;
}

const attempt2 = (run: () => unknown, refusal: RegExp) => expect(run).toThrow(refusal);

describe('the provider administration', () => {
  it('declared but not granted: refused; granted: its operations, and still no database handle', async () => {
    for (const granted of [false, true]) {
      let api: ServerPluginApi | undefined;
      const portal = await createTestPortal({
        plugins: { planted: plantedPlugin((given) => void (api = given), ['administration']) },
        config: { pluginGrants: granted ? { planted: ['administration'] } : {} },
      });
      if (!granted) {
        attempt2(() => api!.administration(), /without the provider granting the administration capability/);
      } else {
        const admin = api!.administration();
        expect(admin.requireCustomer(other).name).toBe('Fabrikam Logistiek');
        expect(admin.menus.forCustomer(other).table('menu_items').count()).toBeGreaterThan(0);
        attempt2(() => admin.menus.table('users'), /not a table of plugin "administration"/);
        expect(handlesIn(admin, portal)).toMatch(/^no handle among \d+ objects$/);
      }
      await portal.close();
    }
  });
});

describe("a plugin's demo seed", () => {
  it("gets no database handle: its own tables, every demo customer's, and nothing else", async () => {
    let demo: DemoSeedContext | undefined;
    const portal = await createTestPortal({
      seedDemo: true,
      plugins: {
        planted: plantedPlugin(
          () => undefined,
          [],
          (given) => {
            demo = given;
            given.data.forCustomer(other).table('planted_notes').insert({ text: 'seeded for fabrikam' });
          },
        ),
      },
    });
    expect(handlesIn(demo, portal)).toMatch(/^no handle among \d+ objects$/);
    expect(portal.app.portal.db.prepare('SELECT customer_id, text FROM planted_notes').all()).toEqual([
      { customer_id: other, text: 'seeded for fabrikam' },
    ]);
    attempt2(() => demo!.data.table('users'), /not a table of plugin "planted"/);
    attempt2(
      () => demo!.data.forCustomer(other).table('planted_notes').insert({ customer_id: 'contoso', text: 'x' }),
      /the host sets the customer/,
    );
    await portal.close();
  });
});
