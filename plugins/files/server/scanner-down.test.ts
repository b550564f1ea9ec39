import { signIn } from '../../../server/plugin-api/testing';
import { FilesPaths, type StoredFile } from '../contract';
import { ClamdScanner } from './clamd-scanner';
import { closedPort, startFakeClamd, type FakeClamd } from './fake-clamd';
import { filesPortal, upload } from './test-helpers';

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

it('keeps an upload pending and unserved while clamd is down, and serves it once a retry finds it clean', async () => {
  const port = await closedPort();
  const messages: string[] = [];
  const portal = await filesPortal({
    env: { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(port) },
    scanner: undefined,
    retryMs: 100,
    log: (m) => messages.push(m),
  });
  let clamd: FakeClamd | null = null;
  try {
    const stored = (await upload(portal.app, 'anna', 'notes.txt', 'hello')).json() as StoredFile;
    expect(stored.scanStatus).toBe('pending');
    await portal.job?.idle();
    const anna = await signIn(portal.app, 'anna');
    const status = async () =>
      ((await portal.app.inject({ url: FilesPaths.list, headers: anna.headers() })).json() as StoredFile[]).find(
        (f) => f.id === stored.id,
      )?.scanStatus;
    expect(await status()).toBe('pending');
    const refused = await portal.app.inject({ url: FilesPaths.download(stored.id), headers: anna.headers() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still being scanned/);
    expect(messages.join('\n')).toMatch(/unavailable.*ECONNREFUSED/);

    clamd = await startFakeClamd(port);
    await until(async () => (await status()) === 'clean');
    expect(clamd.scanned.map(String)).toEqual(['hello']);
    const served = await portal.app.inject({ url: FilesPaths.download(stored.id), headers: anna.headers() });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('hello');
  } finally {
    await portal.close();
    await clamd?.close();
  }
});

it('uses a clamd over TCP for real uploads: EICAR is quarantined', async () => {
  const clamd = await startFakeClamd(0);
  const port = (clamd.server.address() as { port: number }).port;
  const portal = await filesPortal({ scanner: new ClamdScanner({ host: '127.0.0.1', port }) });
  try {
    const { EICAR } = await import('./eicar');
    const stored = (await upload(portal.app, 'anna', 'eicar.txt', EICAR)).json() as StoredFile;
    await portal.job?.idle();
    expect(portal.archive.find(stored.id, 'contoso')?.scanStatus).toBe('infected');
  } finally {
    await portal.close();
    await clamd.close();
  }
});
