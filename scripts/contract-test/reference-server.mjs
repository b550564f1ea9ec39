// Starts the built reference server (dist-server/main.mjs) for the contract test: a free port on 127.0.0.1,
// a fresh temporary database (migrated and seeded with the demo data), a random session secret and the Power BI
// emulator beside it (emulators/launch.mjs), so a run never touches data/ and never collides with a server
// already running.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchEmulators } from '../../emulators/launch.mjs';

const READY_TIMEOUT_MS = 15_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server; resolves with its URL and a stop function once it answers. */
export async function startReferenceServer(root) {
  const main = path.join(root, 'dist-server', 'main.mjs');
  if (!existsSync(main)) throw new Error(`${path.relative(root, main)} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-contract-server-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: url,
    DATABASE_FILE: path.join(dir, 'portal.sqlite'),
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    DEMO_MODE: 'on',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // The demo's Power BI emulator, as `npm start` starts it: the report token calls reach it through POWERBI_*.
  const emulators = await launchEmulators({ env: process.env });
  Object.assign(env, emulators.portalEnv);
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exit, sleep(5000).then(() => null)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    await emulators.stop();
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${url}/app/publicsettings`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      console.log(`Reference server started on ${url} (temporary database in ${dir})`);
      return { url, stop };
    } catch {
      await sleep(100);
    }
  }
  await stop();
  throw new Error(
    `the reference server did not start within ${READY_TIMEOUT_MS / 1000} s${exited ? ` (exit code ${exited.code})` : ''}:\n${output.trim()}`,
  );
}
