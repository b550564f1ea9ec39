import type Database from 'better-sqlite3';
import { openDatabase } from '../open';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { PostgresDatabase } from './database';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL facade tests: ${unavailable}`);

(unavailable ? describe.skip : describe)('PostgresDatabase (better-sqlite3 surface on PostgreSQL)', () => {
  let cluster: PostgresCluster;
  let db: Database.Database;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    db = openDatabase(cluster.url);
    db.exec(
      `
CREATE TABLE items (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, qty INTEGER NOT NULL DEFAULT 0 CHECK (qty >= 0),
  price REAL, blob BLOB, owner TEXT REFERENCES owners(id));
`.replace('REFERENCES owners(id)', ''),
    );
    db.exec(
      'CREATE TABLE owners (id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE); CREATE TABLE links (owner_id TEXT NOT NULL REFERENCES owners(id))',
    );
  }, 60_000);

  afterAll(() => {
    db?.close();
    cluster?.stop();
  });

  beforeEach(() => db.exec('DELETE FROM items; DELETE FROM links; DELETE FROM owners'));

  it('is the PostgreSQL facade for a postgres:// URL', () => {
    expect(db).toBeInstanceOf(PostgresDatabase);
    expect(db.name).not.toContain('password');
  });

  it('binds positional, @named, :named and $named parameters, arrays flattened', () => {
    db.prepare('INSERT INTO items (name, qty) VALUES (?, ?)').run('a', 1);
    db.prepare('INSERT INTO items (name, qty) VALUES (@name, @qty)').run({ name: 'b', qty: 2 });
    db.prepare('INSERT INTO items (name, qty) VALUES (:name, :qty)').run({ name: 'c', qty: 3 });
    db.prepare('INSERT INTO items (name, qty) VALUES ($name, $qty)').run({ name: 'd', qty: 4 });
    db.prepare('INSERT INTO items (name, qty) VALUES (?, ?)').run(['e', 5]);
    expect(db.prepare('SELECT name, qty FROM items WHERE qty >= ? ORDER BY qty').all(4)).toEqual([
      { name: 'd', qty: 4 },
      { name: 'e', qty: 5 },
    ]);
    expect(db.prepare('SELECT name FROM items WHERE name = @n OR name = upper(@n)').get({ n: 'b' })).toEqual({
      name: 'b',
    });
    expect(() => db.prepare('SELECT name FROM items WHERE name = ?').get()).toThrow(RangeError);
  });

  it('answers get, all, pluck and raw as better-sqlite3 does, numbers for COUNT and BIGINT, 1/0 for booleans', () => {
    db.prepare('INSERT INTO items (name, qty, price) VALUES (?, ?, ?)').run('a', 7, 2.5);
    expect(db.prepare('SELECT COUNT(*) FROM items').pluck().get()).toBe(1);
    expect(
      db.prepare('SELECT qty, price, qty > 5 AS big, EXISTS (SELECT 1 FROM items) AS there FROM items').get(),
    ).toEqual({ qty: 7, price: 2.5, big: 1, there: 1 });
    expect(db.prepare('SELECT name, qty FROM items').raw().all()).toEqual([['a', 7]]);
    expect(db.prepare('SELECT name FROM items WHERE qty = ?').get(99)).toBeUndefined();
    expect([...db.prepare('SELECT name FROM items').pluck().iterate()]).toEqual(['a']);
    expect(db.prepare('SELECT SUM(qty) AS total FROM items').get()).toEqual({ total: 7 });
  });

  it('keeps camelCase aliases and stores and returns BLOBs as Buffers', () => {
    db.prepare('INSERT INTO items (name, blob) VALUES (?, ?)').run('a', Buffer.from([1, 2, 3]));
    expect(db.prepare('SELECT name AS itemName, blob FROM items').get()).toEqual({
      itemName: 'a',
      blob: Buffer.from([1, 2, 3]),
    });
  });

  it('reports changes and lastInsertRowid, and continues ids after explicit ones', () => {
    const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
    const first = insert.run('a');
    const second = insert.run('b');
    expect(first.changes).toBe(1);
    expect(second.lastInsertRowid).toBe(Number(first.lastInsertRowid) + 1);
    expect(db.prepare('INSERT INTO items (id, name) VALUES (?, ?)').run(1000, 'c').lastInsertRowid).toBe(1000);
    expect(insert.run('d').lastInsertRowid).toBe(1001);
    expect(db.prepare('UPDATE items SET qty = qty + 1').run().changes).toBe(4);
    expect(db.prepare('INSERT OR IGNORE INTO items (name) VALUES (?)').run('a').changes).toBe(0);
    expect(db.prepare('INSERT INTO owners (id, name) VALUES (?, ?)').run('o', 'O')).toEqual({
      changes: 1,
      lastInsertRowid: 0,
    });
  });

  it('refuses get/all on a statement that returns nothing, and reads RETURNING rows', () => {
    expect(() => db.prepare('DELETE FROM items').all()).toThrow('does not return data');
    expect(db.prepare('INSERT INTO items (name) VALUES (?) RETURNING name').get('r')).toEqual({ name: 'r' });
  });

  it('commits a transaction, rolls it back when it throws, and nests savepoints', () => {
    const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
    db.transaction(() => insert.run('kept'))();
    expect(() =>
      db.transaction(() => {
        insert.run('gone');
        throw new Error('boom');
      })(),
    ).toThrow('boom');
    db.transaction(() => {
      insert.run('outer');
      expect(db.inTransaction).toBe(true);
      expect(() =>
        db.transaction(() => {
          insert.run('inner');
          throw new Error('inner fails');
        })(),
      ).toThrow('inner fails');
      db.transaction(() => insert.run('inner kept'))();
    })();
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT name FROM items ORDER BY id').pluck().all()).toEqual(['kept', 'outer', 'inner kept']);
    expect(() => db.transaction(() => Promise.resolve())()).toThrow('cannot return a promise');
  });

  it('throws constraint violations with better-sqlite3 codes', () => {
    const insert = db.prepare('INSERT INTO items (name, qty) VALUES (?, ?)');
    const id = insert.run('a', 1).lastInsertRowid;
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as { code?: string }).code;
      }
      return 'no error';
    };
    expect(codeOf(() => insert.run('a', 1))).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(codeOf(() => insert.run('b', -1))).toBe('SQLITE_CONSTRAINT_CHECK');
    expect(codeOf(() => insert.run(null, 1))).toBe('SQLITE_CONSTRAINT_NOTNULL');
    expect(codeOf(() => db.prepare('INSERT INTO links (owner_id) VALUES (?)').run('nobody'))).toBe(
      'SQLITE_CONSTRAINT_FOREIGNKEY',
    );
    expect(codeOf(() => db.prepare('INSERT INTO items (id, name) VALUES (?, ?)').run(id, 'x'))).toBe(
      'SQLITE_CONSTRAINT_PRIMARYKEY',
    );
    expect(codeOf(() => db.prepare('SELECT nothing FROM nowhere').get())).toBe('SQLITE_ERROR');
    // the connection is usable after a failure
    expect(db.prepare('SELECT COUNT(*) FROM items').pluck().get()).toBe(1);
  });

  it('compares NOCASE columns and LIKE without regard to case, as SQLite does', () => {
    db.prepare('INSERT INTO owners (id, name) VALUES (?, ?)').run('1', 'Alice');
    expect(() => db.prepare('INSERT INTO owners (id, name) VALUES (?, ?)').run('2', 'ALICE')).toThrow();
    db.prepare('INSERT INTO items (name) VALUES (?)').run('Widget');
    expect(db.prepare("SELECT name FROM items WHERE name LIKE ? ESCAPE '\\'").pluck().all('%widg%')).toEqual([
      'Widget',
    ]);
    expect(db.prepare('SELECT name FROM owners ORDER BY name COLLATE NOCASE').pluck().all()).toEqual(['Alice']);
  });
});
