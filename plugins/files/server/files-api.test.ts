import { count, signIn } from '../../../server/plugin-api/testing';
import { FilesPaths, type StoredFile } from '../contract';
import type { ServerConfig } from '../../../server/plugin-api';
import { EICAR } from './eicar';
import { readFilesSettings } from './settings';
import { filesPortal, upload, type FilesTestPortal } from './test-helpers';

describe('files API', () => {
  let portal: FilesTestPortal;
  beforeEach(async () => {
    portal = await filesPortal();
  });
  afterEach(() => portal.close());

  const list = async (userId: string) => {
    const user = await signIn(portal.app, userId);
    return (await portal.app.inject({ url: FilesPaths.list, headers: user.headers() })).json() as StoredFile[];
  };
  const download = async (userId: string, id: string) => {
    const user = await signIn(portal.app, userId);
    return portal.app.inject({ url: FilesPaths.download(id), headers: user.headers() });
  };

  it("lists the active customer's own files newest first, with their scan status", async () => {
    const files = await list('anna');
    expect(files.map((f) => f.title)).toEqual([
      'Invoice from unknown sender',
      'Archive from supplier',
      'Onboarding checklist new employees',
      'Laptop inventory Q3',
      'Network diagram head office',
      'Service agreement 2026',
    ]);
    expect(files.map((f) => f.scanStatus)).toEqual(['infected', 'failed', 'clean', 'clean', 'clean', 'clean']);
    expect(files[5]).toMatchObject({
      type: 'pdf',
      contentType: 'application/pdf',
      fileName: 'service-agreement-2026.pdf',
    });
    expect(await list('bram')).toEqual([]);
  });

  it('stores an upload pending, scans it after the answer, then serves it as an attachment', async () => {
    const response = await upload(portal.app, 'anna', 'Meeting notes.txt', 'Notes of the meeting\r\n', 'Meeting notes');
    expect(response.statusCode).toBe(201);
    const stored = response.json() as StoredFile;
    expect(stored).toMatchObject({
      title: 'Meeting notes',
      fileName: 'Meeting notes.txt',
      type: 'txt',
      scanStatus: 'pending',
      size: 22,
    });
    await portal.job?.idle();
    expect((await list('anna'))[0]).toMatchObject({ id: stored.id, scanStatus: 'clean' });
    const file = await download('anna', stored.id);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Notes of the meeting\r\n');
    expect(file.headers['content-type']).toBe('text/plain');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="Meeting notes.txt"; filename*=UTF-8\'\'Meeting%20notes.txt',
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('quarantines an infected upload and never serves it', async () => {
    const stored = (await upload(portal.app, 'anna', 'eicar.txt', EICAR)).json() as StoredFile;
    const before = portal.onDisk();
    await portal.job?.idle();
    expect(portal.onDisk()).toEqual({ store: before.store - 1, quarantine: before.quarantine + 1 });
    expect((await list('anna'))[0]).toMatchObject({ id: stored.id, scanStatus: 'infected' });
    const refused = await download('anna', stored.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/quarantined/);
    expect(refused.body).not.toContain('EICAR');
  });

  it('never serves a file whose scan failed, nor one of another customer (404)', async () => {
    const [infected, failed] = await list('anna');
    expect((await download('anna', failed.id)).statusCode).toBe(409);
    expect((await download('anna', infected.id)).statusCode).toBe(409);
    const clean = (await list('anna'))[2];
    expect((await download('bram', clean.id)).statusCode).toBe(404);
    expect((await download('anna', 'no-such-file')).statusCode).toBe(404);
  });

  it.each([
    ['a refused type', 'setup.exe', 'MZ...', 400, /not accepted/],
    ['no extension', 'README', 'text', 400, /not accepted/],
    ['an empty file', 'empty.txt', '', 400, /empty/],
    ['content that is not the named type', 'report.pdf', '<html><script>alert(1)</script></html>', 400, /not a PDF/],
    ['a path in the name', '../../etc/passwd.txt', 'x', 400, /path/],
  ])('refuses %s with a 4xx JSON error and writes nothing', async (_what, name, bytes, status, message) => {
    const rows = count(portal.app, 'files');
    const disk = portal.onDisk();
    const response = await upload(portal.app, 'anna', name, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(count(portal.app, 'files')).toBe(rows);
    expect(portal.onDisk()).toEqual(disk);
  });

  it('refuses JSON (415) and a body over the limit (413), before anything is read or written', async () => {
    const rows = count(portal.app, 'files');
    expect((await upload(portal.app, 'anna', 'a.txt', '{"a":1}', '', 'application/json')).statusCode).toBe(415);
    expect((await upload(portal.app, 'anna', 'a.txt', 'x', '', 'text/plain')).statusCode).toBe(415);
    expect(count(portal.app, 'files')).toBe(rows);
  });

  it('publishes the upload rules', async () => {
    const anna = await signIn(portal.app, 'anna');
    const rules = (await portal.app.inject({ url: FilesPaths.uploadRules, headers: anna.headers() })).json();
    expect(rules).toEqual({
      maxBytes: 20 * 1024 * 1024,
      extensions: ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx', 'txt', 'csv', 'zip'],
    });
  });

  it('answers 401 signed out, 403 without CSRF or to a user with no customer', async () => {
    expect((await portal.app.inject({ url: FilesPaths.list })).statusCode).toBe(401);
    const anna = await signIn(portal.app, 'anna');
    const noCsrf = await portal.app.inject({
      method: 'POST',
      url: FilesPaths.upload('a.txt', ''),
      payload: 'x',
      headers: { cookie: anna.headers().cookie, 'content-type': 'application/octet-stream' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const carla = await signIn(portal.app, 'carla');
    expect((await portal.app.inject({ url: FilesPaths.list, headers: carla.headers() })).statusCode).toBe(403);
  });
});

const defaultConfig = (over: Partial<ServerConfig>) =>
  ({ databaseFile: ':memory:', distDir: 'dist', staticDir: 'server/static', ...over }) as ServerConfig;

describe('files API limits and configuration', () => {
  it('takes the size limit and types from the configuration (413 above it, nothing written)', async () => {
    const portal = await filesPortal({ env: { FILES_MAX_MB: '0.01', FILES_TYPES: 'txt,pdf' } });
    try {
      const rows = count(portal.app, 'files');
      const big = await upload(portal.app, 'anna', 'big.txt', 'a'.repeat(11 * 1024));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The file is larger than 10 kB.');
      expect((await upload(portal.app, 'anna', 'photo.png', 'x')).statusCode).toBe(400);
      expect(count(portal.app, 'files')).toBe(rows);
      expect((await upload(portal.app, 'anna', 'small.txt', 'a'.repeat(10 * 1024))).statusCode).toBe(201);
    } finally {
      await portal.close();
    }
  });

  it('refuses uploads (503) when no virus scanner is configured outside demo mode, writing nothing', async () => {
    expect(readFilesSettings(defaultConfig({ demoMode: false }), {}).scanner).toBeNull();
    expect(readFilesSettings(defaultConfig({ demoMode: true }), {}).scanner?.name).toMatch(/demo only/);
    expect(
      readFilesSettings(defaultConfig({ demoMode: false }), { CLAMD_HOST: 'clamav', CLAMD_PORT: '3310' }).scanner?.name,
    ).toBe('clamd tcp://clamav:3310');
    const portal = await filesPortal({ scanner: null });
    try {
      const rows = count(portal.app, 'files');
      const response = await upload(portal.app, 'anna', 'a.txt', 'hello');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/no virus scanner is configured/);
      expect(count(portal.app, 'files')).toBe(rows);
    } finally {
      await portal.close();
    }
  });

  it('refuses a FILES_DIR inside a served folder, and a bad number', async () => {
    await expect(filesPortal({ env: { FILES_MAX_MB: 'lots' } })).rejects.toThrow(/FILES_MAX_MB/);
    await expect(filesPortal({ env: { FILES_DIR: 'server/static/files' } })).rejects.toThrow(
      /FILES_DIR must lie outside/,
    );
  });
});
