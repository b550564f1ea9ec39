import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emulatorEnvFor,
  launchEmulators,
  wantsEmulators,
  type LaunchedEmulators,
} from '../../../../emulators/launch.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface RunningServer {
  baseURL: string;
  port: number;
  databaseFile: string;
  /** Stops the process (the database stays until cleanup). */
  stop(): Promise<void>;
  /** Starts again on the same port and database (a restart). */
  restart(): Promise<void>;
  /** Runs the server's command line (e.g. `invite --email ...`) with the server's environment and database. */
  runCommand(args: readonly string[]): void;
  cleanup(): void;
  /**
   * The Power BI emulator started beside a demo server that names no Power BI of its own (null otherwise), as
   * `npm start` does: its origin and the settings the server was given for it (POWERBI_*).
   */
  powerBi: { origin: string; env: Record<string, string> } | null;
  /**
   * The Microsoft cloud emulator started beside a demo server that names no Microsoft connection of its own (null
   * otherwise): its origin, the key of its control routes (`/_emulator/calls`, `/_emulator/faults`, header
   * `x-emulator-control`) and the settings the server was given for it (MICROSOFT_*, NODE_EXTRA_CA_CERTS).
   */
  microsoftCloud: { origin: string; controlKey: string; env: Record<string, string> } | null;
}

export interface StartOptions {
  /** A port picked by the caller (to register the address at an identity provider first). */
  port?: number;
  /**
   * false: the server is not told the emulator's frame origin (no ANALYTICS_FRAME_ORIGIN), so the browser embeds
   * https://app.powerbi.com as in production, and the test serves the emulator there (serveEmulatorAsPowerBi).
   */
  frameAdapter?: boolean;
  /**
   * true: the portal is connected to the Microsoft cloud emulator, as `npm start` is. Off by default: the
   * connected customers' synced sources would replace the demo's licences, recommendations, inventory and costs
   * within a minute of the start, under the feet of the tests written against that demo data.
   */
  microsoftCloud?: boolean;
}

/** A demo server that names no Power BI or no Microsoft connection of its own gets the emulators, as `npm start` gives them. */
async function emulatorsFor(env: NodeJS.ProcessEnv): Promise<LaunchedEmulators | null> {
  return wantsEmulators(env) ? launchEmulators({ env: { ...process.env } }) : null;
}

const only = (env: Record<string, string>, keep: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => keep(name)));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/app/publicsettings`);
      // 421: up, and answering only under its PUBLIC_ORIGIN (e.g. a load balancer's in front of it).
      if (response.ok || response.status === 421) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start within 20 s:\n${output()}`);
}

/** The built server (dist-server/main.mjs) on a free port with a fresh database in a temp folder. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const databaseFile = path.join(folder, 'portal.sqlite');
  // A caller that must know the address first (to register it at an identity provider) picks the port.
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const given: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_FILE: databaseFile,
    SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
    ...env,
  };
  const emulators = await emulatorsFor(given);
  const { ANALYTICS_FRAME_ORIGIN: frameOrigin, ...emulatorEnv } = emulators
    ? emulatorEnvFor(given, emulators.portalEnv)
    : {};
  const powerBiEnv = only(emulatorEnv, (name) => name.startsWith('POWERBI_'));
  const microsoftEnv = options.microsoftCloud ? only(emulatorEnv, (name) => !name.startsWith('POWERBI_')) : {};
  const serverEnv = {
    ...given,
    ...powerBiEnv,
    ...microsoftEnv,
    ...(frameOrigin && options.frameAdapter !== false ? { ANALYTICS_FRAME_ORIGIN: frameOrigin } : {}),
  };
  let child: ChildProcess;
  let log = '';
  const launch = async () => {
    log = '';
    child = spawn(process.execPath, [path.join(ROOT, 'dist-server/main.mjs')], {
      cwd: ROOT,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    await waitUntilUp(baseURL, child, () => log);
  };
  const stopServer = () =>
    new Promise<void>((resolve) => {
      // This process, not `child` at timer time: after a restart `child` is the new server.
      const running = child;
      if (!running || running.exitCode !== null) return resolve();
      const killer = setTimeout(() => running.kill('SIGKILL'), 5000);
      killer.unref();
      running.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      running.kill('SIGTERM');
    });
  try {
    await launch();
  } catch (error) {
    await emulators?.stop();
    throw error;
  }
  return {
    baseURL,
    port,
    databaseFile,
    stop: async () => {
      await stopServer();
      await emulators?.stop();
    },
    restart: async () => {
      await stopServer();
      await launch();
    },
    powerBi: emulators && Object.keys(powerBiEnv).length ? { origin: emulators.powerBi, env: powerBiEnv } : null,
    microsoftCloud:
      emulators && Object.keys(microsoftEnv).length ? { ...emulators.microsoftCloud, env: microsoftEnv } : null,
    runCommand: (args) =>
      void execFileSync(process.execPath, [path.join(ROOT, 'dist-server/main.mjs'), ...args], {
        cwd: ROOT,
        env: serverEnv,
        stdio: 'ignore',
      }),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}
