import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { isPostgresUrl } from '../open';

describe('DATABASE_URL', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('chooses PostgreSQL over DATABASE_FILE, and SQLite stays the default', () => {
    expect(
      loadConfig({ DATABASE_URL: ' postgres://portal:pw@db:5432/portal ', DATABASE_FILE: 'x.sqlite' }, root)
        .databaseFile,
    ).toBe('postgres://portal:pw@db:5432/portal');
    expect(loadConfig({ DATABASE_FILE: 'x.sqlite' }, root).databaseFile).toBe(path.join(root, 'x.sqlite'));
    expect(loadConfig({}, root).databaseFile).toBe(path.join(root, 'data', 'portal.sqlite'));
  });

  it('refuses a URL that is not PostgreSQL, naming DATABASE_FILE for SQLite', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/portal' }, root)).toThrow('DATABASE_FILE');
    expect(isPostgresUrl('postgresql://db/portal')).toBe(true);
    expect(isPostgresUrl('data/portal.sqlite')).toBe(false);
  });
});
