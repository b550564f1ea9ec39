import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClamdScanner, instreamFrames, parseClamdReply } from './clamd-scanner';
import { EICAR } from './eicar';
import { closedPort, startFakeClamd, type FakeClamd } from './fake-clamd';

describe('ClamdScanner (INSTREAM)', () => {
  let clamd: FakeClamd;
  beforeAll(async () => {
    clamd = await startFakeClamd(0);
  });
  afterAll(() => clamd.close());
  const tcp = () =>
    new ClamdScanner({ host: '127.0.0.1', port: (clamd.server.address() as { port: number }).port }, 5000);

  it('frames the bytes as clamd expects: command, 4-byte big-endian lengths, zero-length end', () => {
    const frames = instreamFrames(Buffer.from('abcde'), 2);
    expect(Buffer.concat(frames).toString('latin1')).toBe('zINSTREAM\0\0\0\0\x02ab\0\0\0\x02cd\0\0\0\x01e\0\0\0\0');
  });

  it('reads the replies', () => {
    expect(parseClamdReply('stream: OK\0')).toEqual({ verdict: 'clean' });
    expect(parseClamdReply('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({
      verdict: 'infected',
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(parseClamdReply('INSTREAM size limit exceeded. ERROR\0')).toMatchObject({
      verdict: 'error',
      unavailable: false,
    });
  });

  it('finds EICAR and passes clean bytes over TCP, in several chunks', async () => {
    const big = Buffer.alloc(200 * 1024, 'a');
    expect(await tcp().scan(big)).toEqual({ verdict: 'clean' });
    expect(clamd.scanned.at(-1)?.equals(big)).toBe(true);
    expect(await tcp().scan(Buffer.from(`start ${EICAR} end`, 'latin1'))).toEqual({
      verdict: 'infected',
      signature: 'Win.Test.EICAR_HDB-1',
    });
  });

  it("reports clamd's own errors as errors, not as unavailable", async () => {
    const small = await startFakeClamd(0, 10);
    try {
      const scanner = new ClamdScanner({ host: '127.0.0.1', port: (small.server.address() as { port: number }).port });
      expect(await scanner.scan(Buffer.alloc(100))).toMatchObject({ verdict: 'error', unavailable: false });
    } finally {
      await small.close();
    }
  });

  it('speaks the same over a Unix socket', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clamd-'));
    const socketPath = path.join(dir, 'clamd.sock');
    const unix = await startFakeClamd(socketPath);
    try {
      expect(await new ClamdScanner({ socket: socketPath }).scan(Buffer.from(EICAR, 'latin1'))).toMatchObject({
        verdict: 'infected',
      });
    } finally {
      await unix.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is unavailable when the connection is refused or the socket is missing', async () => {
    const port = await closedPort();
    expect(await new ClamdScanner({ host: '127.0.0.1', port }).scan(Buffer.from('x'))).toMatchObject({
      verdict: 'error',
      unavailable: true,
    });
    expect(await new ClamdScanner({ socket: '/nonexistent/clamd.sock' }).scan(Buffer.from('x'))).toMatchObject({
      verdict: 'error',
      unavailable: true,
    });
  });
});

const clamdInstalled = (() => {
  try {
    execFileSync('which', ['clamd'], { stdio: 'ignore' });
    return Boolean(process.env.CLAMD_TEST_SOCKET || process.env.CLAMD_TEST_PORT);
  } catch {
    return false;
  }
})();

// A real clamd (with its signature database loaded) when one runs here: CLAMD_TEST_SOCKET or CLAMD_TEST_PORT.
(clamdInstalled ? describe : describe.skip)(
  'ClamdScanner against a running clamd (skipped: no clamd installed and running, set CLAMD_TEST_SOCKET or CLAMD_TEST_PORT)',
  () => {
    it('finds EICAR', async () => {
      const scanner = process.env.CLAMD_TEST_SOCKET
        ? new ClamdScanner({ socket: process.env.CLAMD_TEST_SOCKET })
        : new ClamdScanner({ host: '127.0.0.1', port: Number(process.env.CLAMD_TEST_PORT) });
      expect(await scanner.scan(Buffer.from(EICAR, 'latin1'))).toMatchObject({ verdict: 'infected' });
      expect(await scanner.scan(Buffer.from('hello'))).toEqual({ verdict: 'clean' });
    });
  },
);
