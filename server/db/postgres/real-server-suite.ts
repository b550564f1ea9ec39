/**
 * Real server tests, unchanged, on PostgreSQL (the real-server-tests-*.test.ts files name them, a share each, so
 * that jest's workers run them side by side): their portals' databases (openDatabase, whatever file or
 * ':memory:' they ask for) become fresh databases on a throwaway cluster, copies of one that every bundled
 * migration was applied to (migrations.test.ts proves those on their own), which saves each portal the
 * migrations' DDL. A portal copied from a seeded template (createTestPortal() without options) gets a copy of
 * that template's database, seeded here on PostgreSQL. Each file runs in a describe of its own, so its
 * top-level hooks stay its own.
 */
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createTestPortal, seededTemplateOf as mockSeededTemplateOf } from '../../plugin-api/testing';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { PostgresDatabase } from './database';

jest.mock('../open', () => {
  const actual = jest.requireActual<typeof import('../open')>('../open');
  return { ...actual, openDatabase: (location: string) => mockOpenOnPostgres(location) };
});

// The admin tests' "nothing was written" checksum reads SQLite's catalog and rowid order; the same on PostgreSQL's.
jest.mock('../../../plugins/admin/server/test-helpers', () => {
  const actual = jest.requireActual<typeof import('../../../plugins/admin/server/test-helpers')>(
    '../../../plugins/admin/server/test-helpers',
  );
  return { ...actual, databaseChecksum: mockPostgresChecksum };
});

function mockPostgresChecksum(app: FastifyInstance): string {
  const db = app.portal.db;
  const tables = db
    .prepare(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
    .pluck()
    .all() as string[];
  const hash = createHash('sha256');
  for (const table of tables)
    hash.update(`${table}:${JSON.stringify(db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).raw().all())}\n`);
  return hash.digest('hex');
}

let mockCluster: PostgresCluster | null = null;
let mockAdmin: PostgresDatabase | null = null;
const mockDatabases = new Map<string, string>();

/** The same location opens the same database (a test that reopens its file sees its data); ':memory:' always a new one. */
function mockOpenOnPostgres(location: string): unknown {
  if (!mockCluster || !mockAdmin) throw new Error('the PostgreSQL cluster is not running');
  let name = location === ':memory:' ? undefined : mockDatabases.get(location);
  if (!name) {
    name = `t${mockDatabases.size + 1}_${Date.now() % 100000}`;
    // A test portal copied from the seeded template gets a copy of that template's database here too.
    const seededTemplate = mockSeededTemplateOf(location);
    const template = (seededTemplate && mockDatabases.get(seededTemplate)) ?? 'migrated';
    mockAdmin.execNative(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY = FILE_COPY`);
    if (location !== ':memory:') mockDatabases.set(location, name);
    else mockDatabases.set(`${location}#${name}`, name);
  }
  return new PostgresDatabase(mockCluster.url.replace(/\/portal$/, `/${name}`));
}

// The seeded templates are kept per environment: each file's own are built on its own cluster, never copied from
// another file's SQLite ones or found in place by another file whose cluster lacks their database.
process.env.PORTAL_TEST_TEMPLATE_DATABASE = `postgres-${randomUUID()}`;

// A test portal copied from a seeded template rebuilds that template once per clock minute, and seeding on
// PostgreSQL can take longer than jest's 20 s on a loaded machine: the hook that happens to pay for it gets a minute.
jest.setTimeout(60_000);

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the server tests on PostgreSQL: ${unavailable}`);

/** Runs the given server test files (paths relative to this folder) on a throwaway PostgreSQL cluster. */
export function runServerTestsOnPostgres(files: readonly string[]): void {
  (unavailable ? describe.skip : describe)('server tests on PostgreSQL', () => {
    beforeAll(async () => {
      mockCluster = await startPostgresCluster();
      mockAdmin = new PostgresDatabase(mockCluster.url);
      mockAdmin.execNative('CREATE DATABASE migrated');
      mockDatabases.set('migrated', 'migrated');
      await (await createTestPortal({ config: { databaseFile: 'migrated' }, seedDemo: false })).close();
      // The seeded template (seeding takes long on PostgreSQL) is built here, under this hook's longer time, not in
      // the first file's own hook; files in a later clock minute build theirs as before.
      await (await createTestPortal()).close();
    }, 120_000);

    afterAll(() => {
      mockAdmin?.close();
      mockCluster?.stop();
    });

    for (const file of files) {
      describe(file.replace(/^(\.\.\/)+/, ''), () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require(file);
      });
    }
  });
}
