// `npm start`: builds the SPA, the server and the emulators, starts the emulators (a demo without POWERBI_*: the
// Power BI emulator; without MICROSOFT_*: the Microsoft cloud emulator; emulators/launch.mjs) and runs the server on
// http://localhost:8080 (PORT changes it), pointed at them through the settings a production deployment gives it
// (POWERBI_*, ANALYTICS_FRAME_ORIGIN, MICROSOFT_*), with the Microsoft emulator's certificate in NODE_EXTRA_CA_CERTS.
// `npm run dev` (--dev): esbuild rebuilds on change and `node --watch` restarts the server on each rebuild.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const serverEntry = path.join(root, 'dist-server', 'main.mjs');
const EMULATORS_ENTRY = path.join(root, 'dist-emulators', 'main.mjs');
const children = new Set();
/** The environment the server starts with: the emulators' settings added in a demo. */
let serverEnv = process.env;
let stopEmulators = async () => {};

async function startEmulators() {
  const { emulatorEnvFor, launchEmulators, wantsEmulators } = await import('../emulators/launch.mjs');
  if (!wantsEmulators(process.env)) return;
  const emulators = await launchEmulators({ env: process.env });
  stopEmulators = emulators.stop;
  const added = emulatorEnvFor(process.env, emulators.portalEnv);
  serverEnv = { ...process.env, ...added };
  if (added.POWERBI_API_URL) console.log(`[start] the Power BI emulator answers at ${emulators.powerBi}`);
  if (added.MICROSOFT_GRAPH_URL)
    console.log(`[start] the Microsoft cloud emulator answers at ${emulators.microsoftCloud.origin}`);
  if (emulators.zammad) {
    console.log(`[start] the Zammad emulator answers at ${emulators.zammad.origin} (service requests go there)`);
    console.log(
      `[start]   play its agent: ${emulators.zammad.origin}/_emulator/ (x-emulator-control: ${emulators.zammad.controlKey})`,
    );
  }
  if (emulators.halopsa) {
    console.log(`[start] the HaloPSA emulator answers at ${emulators.halopsa.origin} (service requests go there)`);
    console.log(
      `[start]   play its agent: ${emulators.halopsa.origin}/_emulator/ (x-emulator-control: ${emulators.halopsa.controlKey})`,
    );
  }
}

function run(args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopEmulators();
    for (const child of children) child.kill(signal);
    setTimeout(() => process.exit(130), 5000).unref();
  });
}

async function startServer(extraArgs = []) {
  try {
    await startEmulators();
  } catch (error) {
    console.error('[start] the emulators did not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const server = run([...extraArgs, serverEntry], { env: serverEnv });
  server.on('exit', async (code, signal) => {
    await stopEmulators();
    for (const child of children) child.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (dev) {
  // The watcher prints "[build] watching for changes" once the first build is written.
  const watcher = run([path.join(root, 'esbuild.config.mjs'), '--watch'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let started = false;
  watcher.stdout.setEncoding('utf8');
  watcher.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!started && chunk.includes('watching for changes')) {
      started = true;
      // On a fresh clone the first server bundle may still be on its way to disk.
      const wait = setInterval(() => {
        if (!existsSync(serverEntry) || !existsSync(EMULATORS_ENTRY)) return;
        clearInterval(wait);
        void startServer(['--watch', '--watch-preserve-output']);
      }, 100);
    }
  });
  watcher.on('exit', (code) => {
    console.error(`[dev] the build watcher stopped (${code}); stopping`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(code || 1);
  });
} else {
  const started = Date.now();
  try {
    const { buildAll } = await import('../esbuild.config.mjs');
    await buildAll();
  } catch (error) {
    console.error('[start] the build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`[start] built in ${Date.now() - started} ms`);
  await startServer();
}
