import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { coreMigrations } from '../db/core-schema';
import {
  createEmailSignIn,
  EMAIL_SIGN_IN_TTL_MS,
  lookUpEmailSignIn,
  markEmailSignInUsed,
  recentLinkCount,
} from './email-sign-ins';

describe('the e-mail sign-in link store', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    for (const migration of coreMigrations) db.exec(migration.sql);
    db.prepare(
      "INSERT INTO users (id, user_name, email, oid) VALUES ('u1', 'u1@example.com', 'u1@example.com', '')",
    ).run();
  });
  afterEach(() => db.close());

  it('stores only the sha256 of a 32-byte base64url token, expiring 15 minutes later', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const token = createEmailSignIn(db, 'u1@example.com', { userId: 'u1' }, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = db.prepare('SELECT * FROM email_sign_ins').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      email: 'u1@example.com',
      user_id: 'u1',
      invitation_id: null,
      created_at: '2026-03-01T10:00:00.000Z',
      expires_at: now + EMAIL_SIGN_IN_TTL_MS,
      used_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(lookUpEmailSignIn(db, token, now + EMAIL_SIGN_IN_TTL_MS - 1).status).toBe('usable');
    expect(lookUpEmailSignIn(db, token, now + EMAIL_SIGN_IN_TTL_MS).status).toBe('expired');
    // Another last character (the token's own may be any).
    const other = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(lookUpEmailSignIn(db, other, now).status).toBe('unknown');
  });

  it('marks a link used once: a second use (another tab) gets false', () => {
    const token = createEmailSignIn(db, 'u1@example.com', { userId: 'u1' });
    const found = lookUpEmailSignIn(db, token);
    if (found.status !== 'usable') throw new Error('not usable');
    expect(markEmailSignInUsed(db, found.link.id)).toBe(true);
    expect(markEmailSignInUsed(db, found.link.id)).toBe(false);
    expect(lookUpEmailSignIn(db, token).status).toBe('used');
  });

  it("counts an address's links of the last 15 minutes", () => {
    const now = Date.now();
    createEmailSignIn(db, 'u1@example.com', { userId: 'u1' }, now - EMAIL_SIGN_IN_TTL_MS);
    createEmailSignIn(db, 'u1@example.com', { userId: 'u1' }, now - EMAIL_SIGN_IN_TTL_MS + 1);
    createEmailSignIn(db, 'u1@example.com', { userId: 'u1' }, now);
    createEmailSignIn(db, 'other@example.com', { userId: 'u1' }, now);
    expect(recentLinkCount(db, 'u1@example.com', now)).toBe(2);
  });

  it('holds exactly one of a user and an invitation', () => {
    const insert = db.prepare(
      "INSERT INTO email_sign_ins (token_hash, email, user_id, invitation_id, created_at, expires_at) VALUES (?, 'x@example.com', ?, ?, '', 0)",
    );
    expect(() => insert.run('a', null, null)).toThrow(/CHECK constraint/);
    db.prepare("INSERT INTO customers (id, name) VALUES ('c', 'C')").run();
    db.prepare(
      "INSERT INTO invitations (token_hash, email, customer_id, invited_by, created_at, expires_at) VALUES ('h', 'x@example.com', 'c', 'me', '', 0)",
    ).run();
    expect(() => insert.run('b', 'u1', 1)).toThrow(/CHECK constraint/);
  });
});
