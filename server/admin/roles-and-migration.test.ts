import Database from 'better-sqlite3';
import { createEmailUser } from '../email-sign-in/address-users';
import { coreMigrations } from '../db/core-schema';
import { migrate } from '../db/migrate';
import { permissionsWithRoles } from '../data/roles';
import { membershipsOfUser } from '../data/users';
import { createInvitation, redeemInvitationFor } from '../invitations/invitations';
import { COMMAND_LINE, providerAdminCount, setProviderAdmin } from '.';

const feature = (count: number) => ({ name: 'core-data', migrations: coreMigrations.slice(0, count) });

describe('core-008: roles, deactivation, disabling and the audit log', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
  });
  afterEach(() => db.close());

  test('migrates a database of core-007 keeping its rows: members are users, nobody is a provider admin or disabled', () => {
    migrate(db, [feature(7)]);
    db.exec(`INSERT INTO customers (id, name) VALUES ('acme', 'Acme');
             INSERT INTO users (id, user_name, email, oid) VALUES ('u1', 'u1@acme.example', 'u1@acme.example', '');
             INSERT INTO user_customers (user_id, customer_id) VALUES ('u1', 'acme');`);
    expect(migrate(db, [feature(coreMigrations.length)])[0]).toBe('core-008');
    expect(db.prepare('SELECT is_provider_admin, disabled_at, last_sign_in_at FROM users').get()).toEqual({
      is_provider_admin: 0,
      disabled_at: null,
      last_sign_in_at: null,
    });
    expect(db.prepare('SELECT role FROM user_customers').get()).toEqual({ role: 'user' });
    expect(db.prepare('SELECT deactivated_at FROM customers').get()).toEqual({ deactivated_at: null });
    expect(() => db.exec("UPDATE user_customers SET role = 'provider-admin'")).toThrow(/CHECK constraint failed/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM audit_log').get()).toEqual({ n: 0 });
  });

  test('a deactivated customer leaves the list of memberships; the role comes with each', () => {
    migrate(db, [feature(coreMigrations.length)]);
    db.exec(`INSERT INTO customers (id, name) VALUES ('acme', 'Acme'), ('beta', 'Beta');
             INSERT INTO users (id, user_name, email, oid) VALUES ('u1', 'u1@acme.example', 'u1@acme.example', '');
             INSERT INTO user_customers (user_id, customer_id, role, sort_order) VALUES ('u1', 'acme', 'customer-admin', 0), ('u1', 'beta', 'user', 1);`);
    expect(membershipsOfUser(db, 'u1').map((m) => `${m.customer.customerId}:${m.role}`)).toEqual([
      'acme:customer-admin',
      'beta:user',
    ]);
    db.exec("UPDATE customers SET deactivated_at = '2026-01-01T00:00:00.000Z' WHERE id = 'acme'");
    expect(membershipsOfUser(db, 'u1').map((m) => m.customer.customerId)).toEqual(['beta']);
  });

  test('an invitation with the customer-admin role makes the accepting user a customer admin; a user invitation never lowers a role', () => {
    migrate(db, [feature(coreMigrations.length)]);
    db.exec("INSERT INTO customers (id, name) VALUES ('acme', 'Acme')");
    const invite = (role: 'user' | 'customer-admin') =>
      createInvitation(db, {
        email: 'eva@acme.example',
        customerId: 'acme',
        permissions: [],
        role,
        invitedBy: 'test',
        publicOrigin: 'https://portal.example.com',
      });
    invite('customer-admin');
    const userId = createEmailUser(db, 'eva@acme.example');
    const ids = () =>
      db.prepare('SELECT id FROM invitations WHERE used_at IS NULL ORDER BY id').pluck().all() as number[];
    expect(redeemInvitationFor(db, ids()[0]!, () => userId)).toEqual({ ok: true, userId });
    expect(db.prepare('SELECT role FROM user_customers').pluck().all()).toEqual(['customer-admin']);
    invite('user');
    expect(redeemInvitationFor(db, ids()[0]!, () => userId)).toEqual({ ok: true, userId });
    expect(db.prepare('SELECT role FROM user_customers').pluck().all()).toEqual(['customer-admin']);
  });

  test('the last enabled provider administrator keeps the role', () => {
    migrate(db, [feature(coreMigrations.length)]);
    db.exec(
      "INSERT INTO users (id, user_name, email, oid) VALUES ('p1', 'p1@msp.example', 'p1@msp.example', ''), ('p2', 'p2@msp.example', 'p2@msp.example', '')",
    );
    setProviderAdmin(db, COMMAND_LINE, 'p1', true);
    expect(() => setProviderAdmin(db, COMMAND_LINE, 'p1', false)).toThrow(/last provider administrator/);
    setProviderAdmin(db, COMMAND_LINE, 'p2', true);
    setProviderAdmin(db, COMMAND_LINE, 'p1', false);
    expect(providerAdminCount(db)).toBe(1);
    expect(db.prepare('SELECT action FROM audit_log ORDER BY id').pluck().all()).toEqual([
      'user.grant-provider-admin',
      'user.grant-provider-admin',
      'user.revoke-provider-admin',
    ]);
  });
});

describe('permissionsWithRoles', () => {
  test.each([
    [['reports'], false, null, ['reports']],
    [['reports'], true, null, ['reports', 'provider-admin']],
    [['reports'], false, 'customer-admin', ['reports', 'customer-admin']],
    [['reports'], false, 'user', ['reports']],
    [[], true, 'customer-admin', ['provider-admin', 'customer-admin']],
    // A stored permission with a role's name grants nothing: only the role does.
    [['reports', 'Provider-Admin', 'customer-admin'], false, 'user', ['reports']],
  ] as const)('%j, provider %s, role %s: %j', (stored, provider, role, expected) => {
    expect(permissionsWithRoles(stored, provider, role)).toEqual(expected);
  });
});
