// Starts the emulators' process (dist-emulators/main.mjs, built by esbuild.config.mjs) for `npm start`, the
// browser tests, the contract test and the bench, and answers the variables the portal's server is started
// with to use them (POWERBI_*, ANALYTICS_FRAME_ORIGIN and the demo-only POWERBI_DEMO_FABRIKAM_*; MICROSOFT_* and
// NODE_EXTRA_CA_CERTS for the Microsoft cloud emulator's certificate): the server itself names no emulator.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EMULATORS_ENTRY = path.join(root, 'dist-emulators', 'main.mjs');

const OFF = /^(0|false|no|off)$/i;
/** The settings each emulator stands in for; a variable of the emulators' process itself is not one. */
const FAMILIES = {
  powerBi: {
    prefix: 'POWERBI_',
    own: ['POWERBI_EMULATOR_PORT', 'POWERBI_EMULATOR_ORIGIN'],
    extra: ['ANALYTICS_FRAME_ORIGIN'],
  },
  microsoft: { prefix: 'MICROSOFT_', own: ['MICROSOFT_EMULATOR_PORT'], extra: ['NODE_EXTRA_CA_CERTS'] },
};
const configures = (env, { prefix, own }) =>
  Object.keys(env).some((name) => name.startsWith(prefix) && !own.includes(name) && env[name]?.trim());

/**
 * Whether a server started with `env` gets the emulators: a demo (not production, DEMO_MODE not off) that names
 * its own Power BI or its own Microsoft connection, or neither, not both.
 * @param {NodeJS.ProcessEnv} env
 */
export function wantsEmulators(env) {
  const demo = env.NODE_ENV !== 'production' && !OFF.test(env.DEMO_MODE?.trim() ?? '');
  return demo && (!Object.values(FAMILIES).every((family) => configures(env, family)) || wantsTicketSystem(env));
}

/** A demo that picks the Zammad or HaloPSA connector without naming its own instance gets that emulator. */
const wantsTicketSystem = (env) =>
  (env.SERVICE_REQUESTS_CONNECTOR?.trim() === 'zammad' && !env.ZAMMAD_URL?.trim()) ||
  (env.SERVICE_REQUESTS_CONNECTOR?.trim() === 'halopsa' && !env.HALOPSA_URL?.trim());

/**
 * The emulators' settings for a server started with `env`, without those of a service `env` configures itself
 * (its own POWERBI_* keep the real Power BI, its own MICROSOFT_* the real Microsoft connection).
 * @param {NodeJS.ProcessEnv} env
 * @param {Record<string, string>} portalEnv
 * @returns {Record<string, string>}
 */
export function emulatorEnvFor(env, portalEnv) {
  const dropped = Object.values(FAMILIES).filter((family) => configures(env, family));
  // The ticket system emulator's certificate is in the same file as the Microsoft one's.
  const keep = (name) => name === 'NODE_EXTRA_CA_CERTS' && Boolean(portalEnv.ZAMMAD_URL || portalEnv.HALOPSA_URL);
  return Object.fromEntries(
    Object.entries(portalEnv).filter(
      ([name]) =>
        keep(name) || !dropped.some((family) => name.startsWith(family.prefix) || family.extra.includes(name)),
    ),
  );
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options] env: the process's environment
 *   (POWERBI_EMULATOR_PORT, EMULATOR_HOST, POWERBI_EMULATOR_ORIGIN, MICROSOFT_EMULATOR_PORT, NODE_EXTRA_CA_CERTS).
 * @returns {Promise<import('./launch.d.mts').LaunchedEmulators>}
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
  return {
    portalEnv: ready.portalEnv,
    powerBi: ready.powerBi,
    microsoftCloud: { origin: ready.microsoftCloud, controlKey: ready.microsoftCloudControlKey },
    zammad: ready.zammad ?? null,
    halopsa: ready.halopsa ?? null,
    stop,
  };
}
