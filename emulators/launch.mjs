// Starts the emulators' process (dist-emulators/main.mjs, built by esbuild.config.mjs) for `npm start`, the
// browser tests, the contract test and the bench, and answers the variables the portal's server is started
// with to use them (POWERBI_*, ANALYTICS_FRAME_ORIGIN): the server itself names no emulator.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EMULATORS_ENTRY = path.join(root, 'dist-emulators', 'main.mjs');

/**
 * @param {{ env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options] env: the process's environment
 *   (POWERBI_EMULATOR_PORT, EMULATOR_HOST, POWERBI_EMULATOR_ORIGIN).
 * @returns {Promise<{ portalEnv: Record<string, string>, powerBi: string, stop: () => Promise<void> }>}
 */
export async function launchEmulators({ env = process.env, timeoutMs = 15_000 } = {}) {
  if (!existsSync(EMULATORS_ENTRY))
    throw new Error(`${path.relative(root, EMULATORS_ENTRY)} is not built: run \`node esbuild.config.mjs\` first`);
  const child = spawn(process.execPath, [EMULATORS_ENTRY], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('the emulators did not start within the time limit')), timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const line = text.split('\n').find((candidate) => candidate.startsWith('{"ready"'));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the emulators stopped before they were ready (exit ${code})`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { portalEnv: ready.portalEnv, powerBi: ready.powerBi, stop };
}
