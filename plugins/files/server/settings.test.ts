import path from 'node:path';
import type { ServerConfig } from '../../../server/plugin-api';
import { readFilesSettings } from './settings';

const config = (databaseFile: string) =>
  ({ databaseFile, demoMode: true, distDir: '/srv/portal/dist', staticDir: null }) as unknown as ServerConfig;

describe('where uploads are stored by default', () => {
  it('beside a SQLite database file', () => {
    expect(readFilesSettings(config('/var/lib/portal/portal.sqlite'), {}).dir).toBe('/var/lib/portal/files');
  });

  it("under the server's data folder for a PostgreSQL address (never a folder named after the URL)", () => {
    for (const url of ['postgres://portal:secret@db.internal:5432/portal', 'postgresql://127.0.0.1/portal']) {
      const dir = readFilesSettings(config(url), {}).dir;
      expect(dir).toBe(path.resolve('data', 'files'));
      expect(dir).not.toContain('postgres');
    }
  });

  it('on the volume DATA_DIR names (the image: /data), not under the read-only application folder', () => {
    expect(readFilesSettings({ ...config('postgres://portal@db.internal/portal'), dataDir: '/data' }, {}).dir).toBe(
      '/data/files',
    );
  });

  it('where FILES_DIR says, and never inside the served folder', () => {
    expect(readFilesSettings(config('postgres://db/portal'), { FILES_DIR: '/mnt/shared/files' }).dir).toBe(
      '/mnt/shared/files',
    );
    expect(() => readFilesSettings(config('/x/p.sqlite'), { FILES_DIR: '/srv/portal/dist/files' })).toThrow(
      'FILES_DIR must lie outside the served folder',
    );
  });
});
