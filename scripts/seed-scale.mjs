// Fills a migrated portal database with customers and users at the scale of issue 13 (10,000 customers,
// 100,000 users by default), for `npm run bench` (section "admin lists") and for trying the admin screens at
// that size by hand:
//
//   node scripts/seed-scale.mjs <database file> [--customers N] [--users N]
//
// The file must already hold the portal's tables: start the server on it once (it migrates a new file), stop
// it, then seed. Every user has one membership (customer i % customers), every tenth a second one, the first
// user of each customer is its customer administrator, one user in 5,000 is a provider administrator and
// two users in three have signed in. One transaction with prepared statements: about 10 s on a laptop.
// Ids start with `scale-`, so a second run on the same file refuses instead of doubling the rows.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SCALE = Object.freeze({ customers: 10_000, users: 100_000 });

const FIRST_NAMES = [
  'Anna',
  'Bram',
  'Carla',
  'Daan',
  'Eva',
  'Finn',
  'Greta',
  'Hugo',
  'Iris',
  'Jens',
  'Kim',
  'Lars',
  'Mila',
  'Noah',
  'Olga',
  'Pim',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Smit',
  'Visser',
  'Dekker',
  'Bakker',
  'Mulder',
  'de Boer',
  'Meijer',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Dijkstra',
];
const SUFFIXES = ['B.V.', 'N.V.', 'Holding', 'Services', 'Group', 'Logistics', 'Care', 'Retail'];
const DAY_MS = 86_400_000;

export const scaleCustomerId = (i) => `scale-${String(i).padStart(5, '0')}`;
export const scaleUserId = (i) => `scale-user-${String(i).padStart(6, '0')}`;

/** Seeds `file` (a migrated portal database); returns the counts written and the time it took. */
export function seedScale(file, { customers = DEFAULT_SCALE.customers, users = DEFAULT_SCALE.users } = {}) {
  if (!existsSync(file)) throw new Error(`${file} does not exist: start the portal server on it once first`);
  const started = performance.now();
  const db = new Database(file);
  try {
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    for (const table of ['customers', 'users', 'user_customers']) {
      if (!tables.has(table))
        throw new Error(`${file} has no table ${table}: start the portal server on it once first`);
    }
    if (db.prepare("SELECT 1 FROM customers WHERE id LIKE 'scale-%' LIMIT 1").get()) {
      throw new Error(`${file} is already seeded (customers scale-...)`);
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const now = Date.now();
    const insertCustomer = db.prepare('INSERT INTO customers (id, name) VALUES (?, ?)');
    const insertUser = db.prepare(
      `INSERT INTO users (id, user_name, email, first_name, last_name, oid, is_provider_admin, last_sign_in_at)
       VALUES (?, ?, ?, ?, ?, '', ?, ?)`,
    );
    const insertMembership = db.prepare('INSERT INTO user_customers (user_id, customer_id, role) VALUES (?, ?, ?)');
    let memberships = 0;
    let providerAdmins = 0;
    db.transaction(() => {
      for (let i = 0; i < customers; i++) {
        insertCustomer.run(
          scaleCustomerId(i),
          `Customer ${String(i).padStart(5, '0')} ${SUFFIXES[i % SUFFIXES.length]}`,
        );
      }
      for (let i = 0; i < users; i++) {
        const first = FIRST_NAMES[i % FIRST_NAMES.length];
        const last = `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]} ${i}`;
        const email = `person${i}@customer${i % customers}.example`;
        const providerAdmin = i % 5000 === 4999 ? 1 : 0;
        providerAdmins += providerAdmin;
        const signedIn = i % 3 === 2 ? null : new Date(now - (i % 90) * DAY_MS - (i % 1440) * 60_000).toISOString();
        insertUser.run(scaleUserId(i), email, email, first, last, providerAdmin, signedIn);
        insertMembership.run(scaleUserId(i), scaleCustomerId(i % customers), i < customers ? 'customer-admin' : 'user');
        memberships += 1;
        if (i % 10 === 9 && customers > 1) {
          insertMembership.run(scaleUserId(i), scaleCustomerId((i + 1) % customers), 'user');
          memberships += 1;
        }
      }
    })();
    // Fresh statistics, as a database that grew to this size over time would have them after `PRAGMA optimize`.
    db.exec('ANALYZE');
    return { customers, users, memberships, providerAdmins, seconds: Math.round(performance.now() - started) / 1000 };
  } finally {
    db.close();
  }
}

function countOption(args, name, fallback) {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
    throw new Error(`${name} takes a whole number from 1 to 1,000,000`);
  return value;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const args = process.argv.slice(2);
    const file = args[0];
    if (!file || file.startsWith('--'))
      throw new Error('usage: node scripts/seed-scale.mjs <database file> [--customers N] [--users N]');
    const result = seedScale(file, {
      customers: countOption(args, '--customers', DEFAULT_SCALE.customers),
      users: countOption(args, '--users', DEFAULT_SCALE.users),
    });
    console.log(
      `seeded ${result.customers} customers, ${result.users} users, ${result.memberships} memberships, ${result.providerAdmins} provider administrators in ${result.seconds} s`,
    );
  } catch (error) {
    console.error(String(error?.message ?? error));
    process.exit(2);
  }
}
