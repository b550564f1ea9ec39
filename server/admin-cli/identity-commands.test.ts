import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAdminArgs, runAdminCommand } from './admin-command';

const ISSUER = 'https://login.msp.example';
const ADMIN = 'admin@msp.example';
const STRAY = 'oidc-stray';

describe('parseAdminArgs: the identity commands', () => {
  it.each([
    [['identities'], { name: 'identities' }],
    [['identities', ADMIN], { name: 'identities', user: ADMIN }],
    [
      ['link', ADMIN, '--issuer', ISSUER, '--subject', 'ada'],
      { name: 'link', user: ADMIN, issuer: ISSUER, subject: 'ada' },
    ],
    [['unlink', ADMIN], { name: 'unlink', user: ADMIN }],
    [['merge', STRAY, '--into', ADMIN], { name: 'merge', user: STRAY, into: ADMIN }],
  ])('reads %j', (argv, parsed) => expect(parseAdminArgs(argv)).toEqual(parsed));

  it.each([
    [['link', ADMIN, '--issuer', ISSUER], /link needs --issuer and --subject/],
    [['unlink'], /unlink needs a user/],
    [['unlink', ADMIN, '--into', 'x'], /unlink takes no options/],
    [['merge', STRAY], /merge needs --into/],
    [['merge', STRAY, ADMIN, '--into', ADMIN], /merge takes one user/],
    [['identities', '--force'], /Unknown option '--force'/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseAdminArgs(argv);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

/**
 * The way out of the lock-out (issue 29): the first sign-in made a second, unauthorized user bound to the
 * administrator's identity. The commands find it, and merge or unlink/link it, on a real database.
 */
describe('npm run admin -- identities | link | unlink | merge', () => {
  let root: string;
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const env = {
    DATABASE_FILE: 'data/portal.sqlite',
    SESSION_SECRET: 'k'.repeat(8) + 'Zq3vX9pL2mN7rT4wY6bH1cJ5dF8gS0aE',
    PUBLIC_ORIGIN: 'https://portal.example.com',
    DEMO_MODE: 'false',
  };
  const run = async (argv: string[]) => {
    lines.length = 0;
    return runAdminCommand(argv, env, root, out, root);
  };
  const withDb = <T>(use: (db: Database.Database) => T): T => {
    const db = new Database(path.join(root, 'data/portal.sqlite'));
    try {
      return use(db);
    } finally {
      db.close();
    }
  };
  const adminId = () =>
    withDb((db) => db.prepare('SELECT id FROM users WHERE user_name = ?').pluck().get(ADMIN) as string);

  /** The state the lock-out left: the bootstrapped administrator, and the user the first sign-in created, signed in. */
  async function lockedOut() {
    expect(await run(['bootstrap', '--email', ADMIN])).toBe(0);
    withDb((db) => {
      db.prepare(
        `INSERT INTO users (id, user_name, email, oid, oid_issuer, is_authorized, permissions, last_sign_in_at)
        VALUES (?, 'ada-at-the-provider', '', 'ada-at-the-provider', ?, 0, '["reports"]', '2026-11-28T17:00:00.000Z')`,
      ).run(STRAY, ISSUER);
      db.prepare(
        `INSERT INTO sessions (token_hash, public_id, user_id, created_at, expires_at, absolute_expires_at, kind)
        VALUES ('h1', 'p1', ?, '2026-11-28T17:00:00.000Z', 9999999999999, 9999999999999, 'oidc')`,
      ).run(STRAY);
      db.prepare("INSERT INTO access_requests (user_id, requested_at) VALUES (?, '2026-11-28T17:01:00.000Z')").run(
        STRAY,
      );
      db.prepare(
        "INSERT INTO report_log (user_id, action_id, event, page, created_at) VALUES (?, 1, 'page-loaded', 'p', '2026-11-28T17:02:00.000Z')",
      ).run(STRAY);
    });
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-identities-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the administrator without identity and the stray user with it; merges the stray user into the administrator, audited', async () => {
    await lockedOut();
    expect(await run(['identities'])).toBe(0);
    const listed = lines.join('\n');
    expect(listed).toContain(
      `${STRAY}  ada-at-the-provider\n  identity: ${ISSUER} / ada-at-the-provider\n  not authorized, 0 customers, last sign-in 2026-11-28T17:00:00.000Z`,
    );
    expect(listed).toContain(
      `${adminId()}  ${ADMIN}\n  identity: none (linked at the first sign-in showing ${ADMIN} as a verified address)\n  provider administrator, authorized, 0 customers, never signed in`,
    );

    expect(await run(['merge', 'ada-at-the-provider', '--into', ADMIN])).toBe(0);
    expect(lines.join('\n')).toContain(
      `Merged ${STRAY} into ${adminId()} and deleted ${STRAY}; moved rows: report_log.user_id 1, sessions.user_id 1.`,
    );
    withDb((db) => {
      expect(
        db.prepare('SELECT user_name, oid, oid_issuer, is_provider_admin, is_authorized, permissions FROM users').all(),
      ).toEqual([
        {
          user_name: ADMIN,
          oid: 'ada-at-the-provider',
          oid_issuer: ISSUER,
          is_provider_admin: 1,
          is_authorized: 1,
          permissions: '["reports"]',
        },
      ]);
      expect(db.prepare('SELECT user_id FROM sessions').pluck().all()).toEqual([adminId()]);
      expect(db.prepare('SELECT COUNT(*) FROM access_requests').pluck().get()).toBe(0);
      const audit = db
        .prepare("SELECT actor, target_id, before, after FROM audit_log WHERE action = 'user.merge'")
        .get() as { actor: string; target_id: string; before: string; after: string };
      expect(audit).toMatchObject({ actor: 'command line', target_id: adminId() });
      expect(JSON.parse(audit.before).merged).toMatchObject({
        id: STRAY,
        identity: { issuer: ISSUER, subject: 'ada-at-the-provider' },
      });
    });
  });

  it("unlinks the stray user's identity and links it to the administrator, each audited; refuses what cannot work", async () => {
    await lockedOut();
    expect(await run(['link', ADMIN, '--issuer', ISSUER, '--subject', 'ada-at-the-provider'])).toBe(2);
    expect(lines.join('\n')).toBe(`This identity is linked to user "${STRAY}": merge that user into this one instead.`);
    expect(await run(['unlink', STRAY])).toBe(0);
    expect(lines.join('\n')).toContain('Unlinked; their sessions ended.');
    expect(await run(['link', ADMIN, '--issuer', ISSUER, '--subject', 'ada-at-the-provider'])).toBe(0);
    expect(lines.join('\n')).toContain(`Linked.\n${adminId()}  ${ADMIN}\n  identity: ${ISSUER} / ada-at-the-provider`);
    expect(await run(['link', ADMIN, '--issuer', 'not a url', '--subject', 'x'])).toBe(2);
    expect(lines.join('\n')).toMatch(/The issuer must be the identity provider's issuer URL/);
    expect(await run(['merge', ADMIN, '--into', ADMIN])).toBe(2);
    expect(lines.join('\n')).toBe('A user cannot be merged into themselves.');
    expect(await run(['unlink', 'nobody@msp.example'])).toBe(2);
    expect(lines.join('\n')).toMatch(/There is no user "nobody@msp.example"/);

    // The command line may unlink the last administrator's identity, and says how they get back in.
    expect(await run(['unlink', ADMIN])).toBe(0);
    expect(lines.join('\n')).toContain(
      `They get back in by signing in with an identity whose verified address is ${ADMIN}`,
    );
    withDb((db) => {
      expect(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
      expect(
        db.prepare("SELECT action, before, after FROM audit_log WHERE action LIKE 'user.identity-%' ORDER BY id").all(),
      ).toEqual([
        {
          action: 'user.identity-unlink',
          before: JSON.stringify({ identity: { issuer: ISSUER, subject: 'ada-at-the-provider' } }),
          after: '{"identity":null}',
        },
        {
          action: 'user.identity-link',
          before: '{"identity":null}',
          after: JSON.stringify({ identity: { issuer: ISSUER, subject: 'ada-at-the-provider' } }),
        },
        {
          action: 'user.identity-unlink',
          before: JSON.stringify({ identity: { issuer: ISSUER, subject: 'ada-at-the-provider' } }),
          after: '{"identity":null}',
        },
      ]);
    });
  });

  it('does not bootstrap a user who took the address as user name from an unverified claim, and says what to do', async () => {
    expect(await run(['bootstrap', '--email', 'first@msp.example'])).toBe(0);
    withDb((db) =>
      db
        .prepare(
          `INSERT INTO users (id, user_name, email, oid, oid_issuer, is_authorized, permissions) VALUES ('oidc-x', 'boss@msp.example', '', 'x', ?, 0, '[]')`,
        )
        .run(ISSUER),
    );
    expect(await run(['bootstrap', '--email', 'boss@msp.example', '--force'])).toBe(2);
    expect(lines.join('\n')).toMatch(
      /User "oidc-x" signed in with the name boss@msp.example, which their identity provider did not verify/,
    );
    withDb((db) => expect(db.prepare("SELECT is_provider_admin FROM users WHERE id = 'oidc-x'").pluck().get()).toBe(0));
  });
});
