/**
 * Real server tests, unchanged, on PostgreSQL: their portals' databases (openDatabase, whatever file or
 * ':memory:' they ask for) become fresh databases on a throwaway cluster, copies of one that every bundled
 * migration was applied to (migrations.test.ts proves those on their own), which saves each portal the
 * migrations' DDL. A portal copied from a seeded template (createTestPortal() without options) gets a copy of
 * that template's database, seeded here on PostgreSQL. Each file runs in a describe of its own, so its
 * top-level hooks stay its own.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
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

const SERVER_TEST_FILES = [
  '../../routes.test.ts',
  '../../../plugins/recommendations/server/recommendations-api.test.ts',
  '../../../plugins/admin/server/customers-api.test.ts',
  // The merge finds every column naming a user in PostgreSQL's catalog, not SQLite's.
  '../../../plugins/admin/server/identities-api.test.ts',
  // The scoped data access's SQL and its refusals (PostgreSQL has functions that run SQL given as text).
  '../../plugin-host/planted-plugin.test.ts',
  // Two instances on one database claim a plugin job's run atomically.
  '../../plugin-host/scheduler.test.ts',
  // The plugins ported from the raw handle to the scoped data access (nulls sort differently, ids come back).
  '../../../plugins/azure-subscriptions/server/azure-subscriptions-api.test.ts',
  '../../../plugins/files/server/files-api.test.ts',
  '../../../plugins/files/server/quota-and-delete.test.ts',
  '../../../plugins/notifications/server/notifications-api.test.ts',
  '../../../plugins/notifications/server/broadcasts-api.test.ts',
  '../../../plugins/notifications/server/notice-sender.test.ts',
  '../../../plugins/service-requests/server/service-requests-api.test.ts',
  // The core's report_log opened by the report plugin (coreTables), on a new database and one that recorded report-004.
  '../../plugin-host/core-tables.test.ts',
  // The report plugin on the scoped data access (grouped counts over the core's report_log, bookmarks' order), and
  // the menus the administration writes through the guarded data access.
  '../../../plugins/report/server/admin/provider-usage-routes.test.ts',
  '../../../plugins/report/server/personal/bookmark-routes.test.ts',
  '../../../plugins/admin/server/menu-api.test.ts',
  // The API keys' tables, found by hash, and the audit of each use, on every machine route.
  '../../api-keys/cross-customer.test.ts',
  // Records a provider maintains: upserts on the provider id, an import's one transaction, a contract's empty
  // document column (BYTEA) beside its file in the file storage.
  '../../records/declared-record-types.test.ts',
  '../../../plugins/contracts/server/contract-records-api.test.ts',
  // An import that replaces: the deletions and a preview's rollback in the import's one transaction; surveys as
  // records (fields under a JSON key) and their answers read across customers.
  '../../records/import-replace.test.ts',
  '../../../plugins/surveys/server/survey-records.test.ts',
  '../../../plugins/surveys/server/survey-answers-admin.test.ts',
];

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

// The seeded templates are kept per environment: this file's own are built here, on PostgreSQL, not copied
// from another file's SQLite ones.
process.env.PORTAL_TEST_TEMPLATE_DATABASE = 'postgres';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the server tests on PostgreSQL: ${unavailable}`);

(unavailable ? describe.skip : describe)('server tests on PostgreSQL', () => {
  beforeAll(async () => {
    mockCluster = await startPostgresCluster();
    mockAdmin = new PostgresDatabase(mockCluster.url);
    mockAdmin.execNative('CREATE DATABASE migrated');
    mockDatabases.set('migrated', 'migrated');
    await (await createTestPortal({ config: { databaseFile: 'migrated' }, seedDemo: false })).close();
  }, 60_000);

  afterAll(() => {
    mockAdmin?.close();
    mockCluster?.stop();
  });

  for (const file of SERVER_TEST_FILES) {
    describe(file.replace(/^(\.\.\/)+/, ''), () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(file);
    });
  }
});
