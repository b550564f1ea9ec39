import type Database from 'better-sqlite3';
import { coreMigrations } from './core-schema';
import { migrate } from './migrate';
import { openDatabase } from './open';
import { findActionFor, menuFor } from '../data/menu';
import type { RequestUser } from '../data/request-user';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';

const BILINGUAL = coreMigrations.findIndex((m) => m.id === 'core-bilingual-001');
const feature = (count: number) => ({ name: 'core-data', migrations: coreMigrations.slice(0, count) });
const user: RequestUser = {
  userId: 'u1',
  userName: 'u1@acme.example',
  isAuthorized: true,
  permissions: [],
  activeCustomerId: 'acme',
  customerPlugins: null,
  isProviderAdmin: false,
  customerRole: 'user',
};
const everyType = () => true;

/**
 * A database migrated up to just before core-bilingual-001, with a menu and an action written the old way (one
 * text each), then migrated on: the rows are kept, and each reader, English or Dutch, sees the one text as before.
 */
function upgradeKeepsTheOneText(db: Database.Database) {
  migrate(db, [feature(BILINGUAL)]);
  db.prepare("INSERT INTO customers (id, name) VALUES ('acme', 'Acme')").run();
  db.prepare(
    "INSERT INTO users (id, user_name, email, oid, active_customer_id) VALUES ('u1', 'u1@acme.example', 'u1@acme.example', '', 'acme')",
  ).run();
  db.prepare("INSERT INTO user_customers (user_id, customer_id) VALUES ('u1', 'acme')").run();
  db.prepare(
    "INSERT INTO actions (id, customer_id, action_type, title, data) VALUES (7, 'acme', 'html', 'Contracten', '{}')",
  ).run();
  db.prepare(
    "INSERT INTO menu_items (id, customer_id, name, item_type) VALUES (1, 'acme', 'RAPPORTAGES', 'menu')",
  ).run();
  db.prepare(
    "INSERT INTO menu_items (id, customer_id, parent_id, name, item_type, action_id, link_target) VALUES (2, 'acme', 1, 'Contracten', 'action', 7, 'content-window')",
  ).run();

  expect(migrate(db, [feature(coreMigrations.length)])).toContain('core-bilingual-001');
  expect(db.prepare('SELECT id, name, name_en, name_nl FROM menu_items ORDER BY id').all()).toEqual([
    { id: 1, name: 'RAPPORTAGES', name_en: null, name_nl: null },
    { id: 2, name: 'Contracten', name_en: null, name_nl: null },
  ]);
  for (const language of ['en', 'nl'] as const) {
    const menu = menuFor(db, user, everyType, language);
    expect(menu.map((item) => [item.name, item.subMenuItems.map((sub) => sub.name)])).toEqual([
      ['RAPPORTAGES', ['Contracten']],
    ]);
  }
  expect(findActionFor(db, 7, user, everyType)).toMatchObject({ title: 'Contracten', titleEn: null, titleNl: null });
  // A Dutch text given afterwards in the editor (which saves the one text as the English) is the Dutch reader's.
  db.prepare("UPDATE menu_items SET name_en = name, name_nl = 'Rapportages' WHERE id = 1").run();
  expect(menuFor(db, user, everyType, 'nl')[0]!.name).toBe('Rapportages');
  expect(menuFor(db, user, everyType, 'en')[0]!.name).toBe('RAPPORTAGES');
}

describe('core-bilingual-001 on a database with menus and actions', () => {
  test("SQLite: keeps every row, and one text stays every reader's", () => {
    const db = openDatabase(':memory:');
    try {
      upgradeKeepsTheOneText(db);
    } finally {
      db.close();
    }
  });

  const unavailable = postgresUnavailable();
  (unavailable ? test.skip : test)(
    'PostgreSQL: the same',
    async () => {
      const cluster: PostgresCluster = await startPostgresCluster();
      const db = openDatabase(cluster.url);
      try {
        upgradeKeepsTheOneText(db);
      } finally {
        db.close();
        cluster.stop();
      }
    },
    120_000,
  );
});
