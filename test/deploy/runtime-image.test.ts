/** @jest-environment node */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths } from '../../core/contract';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../server/testing/postgres-cluster';
import {
  composeEnvironment,
  copies,
  dockerfileStages,
  dockerIgnored,
  envFile,
  healthcheck,
  imageEnv,
  instruction,
  root,
  workdir,
  type Stage,
} from './recipe';

/**
 * The runtime image without Docker: its file set assembled the way the Dockerfile makes it (the server bundle
 * built as `npm run build` builds it, node_modules pruned by the deps stage's script, every COPY of the runtime
 * stage), an /app the server cannot write to and a data folder standing for the volume, then started with the
 * image's CMD and environment (plus deploy/compose.yaml's and portal.env.example's) on SQLite and on
 * PostgreSQL, and checked with the HEALTHCHECK's own command.
 */

const stages = dockerfileStages();
const runtime = stages[stages.length - 1];
const stage = (name: string | null): Stage | undefined => stages.find((s) => s.name === name);
/** The image's user: uid 1000 (`node`), when this test may switch users (as root); else this process's own. */
const IMAGE_USER = process.getuid?.() === 0 ? { uid: 1000, gid: 1000 } : {};
const STRONG_SECRET = 'Zq3vH8tLw2Rn6yKp0Bf5Xc9Md4Gs7Aj1';
const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 120_000 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Assembled {
  work: string;
  app: string;
  /** The runtime stage's sources that this test does not build (the SPA: the server starts without it). */
  notBuilt: string[];
  pruneOutput: string;
}

/** The runtime stage's file set under <work>/app, from a server bundle under <work>/build and node_modules under <work>/deps. */
function assembleImage(): Assembled {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-image-'));
  chmodSync(work, 0o755);
  const build = path.join(work, 'build');
  const built = run([path.join(root, 'test/deploy/build-server-bundle.mjs'), build]);
  if (built.status !== 0) throw new Error(`The server bundle did not build: ${built.stderr}`);
  // The deps stage: the installed packages (hard links: nothing here writes to a file), pruned by its script.
  const deps = path.join(work, 'deps');
  mkdirSync(deps);
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(deps, 'node_modules')]);
  const pruned = run([
    path.join(root, 'deploy/prune-node-modules.mjs'),
    path.join(build, 'dist-server/meta.json'),
    deps,
  ]);
  if (pruned.status !== 0) throw new Error(`The prune step failed: ${pruned.stderr}`);
  // Where each stage's files are here: the build stage's are its output, else the build context (COPY . .,
  // without what .dockerignore keeps out: a dist/ built here is not the image's).
  const places: Record<string, { workdir: string; folders: string[] }> = {
    build: { workdir: workdir(stage('build')!), folders: [build, root] },
    deps: { workdir: workdir(stage('deps')!), folders: [deps] },
  };
  const inContext = (relative: string, folder: string) => folder !== root || !dockerIgnored(relative);
  const app = path.join(work, 'app');
  const notBuilt: string[] = [];
  for (const copy of copies(runtime)) {
    const from = copy.from ? places[copy.from] : { workdir: '/', folders: [root] };
    for (const source of copy.sources) {
      const relative = path.posix.relative(from.workdir, path.posix.resolve(from.workdir, source));
      const found = from.folders
        .filter((folder) => inContext(relative, folder))
        .map((folder) => path.join(folder, relative))
        .find((candidate) => existsSync(candidate));
      if (!found) {
        notBuilt.push(relative);
        continue;
      }
      const target = path.join(app, path.posix.relative(workdir(runtime), copy.dest));
      mkdirSync(path.dirname(target), { recursive: true });
      execFileSync('cp', ['-al', found, target]);
    }
  }
  return { work, app, notBuilt, pruneOutput: pruned.stdout.trim() };
}

/** The image's volume as a folder of its own, owned by the image's user with the Dockerfile's mode. */
function volumeFolder(work: string, name: string): { path: string; inImage: string } {
  const inImage = JSON.parse(instruction(runtime, 'VOLUME').at(-1)!)[0] as string;
  const folder = path.join(work, name);
  mkdirSync(folder, { mode: 0o700 });
  if (IMAGE_USER.uid !== undefined) chownSync(folder, IMAGE_USER.uid, IMAGE_USER.gid);
  return { path: folder, inImage };
}

interface Started {
  child: ChildProcess;
  env: Record<string, string>;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * `CMD` in <app> as the image's user with the image's environment, compose's fixed values and the example's,
 * the volume's paths moved to `volume`; HOST 127.0.0.1 instead of every interface (a shared machine).
 */
async function startImage(
  app: string,
  volume: { path: string; inImage: string },
  extra: Record<string, string>,
): Promise<Started> {
  const port = String(await freePort());
  const onVolume = (value: string) =>
    value === volume.inImage || value.startsWith(`${volume.inImage}/`)
      ? volume.path + value.slice(volume.inImage.length)
      : value;
  const given = {
    ...imageEnv(runtime),
    ...envFile('deploy/portal.env.example'),
    ...composeEnvironment('portal'),
    SESSION_SECRET: STRONG_SECRET,
    ...extra,
    HOST: '127.0.0.1',
    PORT: port,
  };
  const env = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, onVolume(value)]));
  const [command, ...args] = JSON.parse(instruction(runtime, 'CMD').at(-1)!) as string[];
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...IMAGE_USER,
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  // 'close': exited, and its output read to the end.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await closed;
  };
  // Listening, or exited, within 20 s; either way the test reads the outcome below.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && child.exitCode === null && !/listening on/.test(log))
    await new Promise((resolve) => setTimeout(resolve, 100));
  return { child, env, output: () => log, stop };
}

/** The HEALTHCHECK's command, as Docker runs it in the container: the image's user and environment, its timeout. */
function runHealthcheck(env: Record<string, string>): { status: number | null; output: string } {
  const { command, timeoutMs } = healthcheck(runtime);
  expect(command[0]).toBe('node');
  const result = spawnSync(process.execPath, command.slice(1), {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
    ...IMAGE_USER,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** `docker compose exec portal <command>`: in the image's WORKDIR, as its user, with the container's environment. */
function exec(app: string, env: Record<string, string>, command: string[]): { status: number | null; output: string } {
  expect(command[0]).toBe('node');
  const result = spawnSync(process.execPath, command.slice(1), {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
    ...IMAGE_USER,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** The README's first step after `docker compose up`: the first provider administrator. */
const BOOTSTRAP = [
  'node',
  'dist-server/main.mjs',
  'admin',
  'bootstrap',
  '--email',
  'petra@msp.example',
  '--name',
  'Petra Dekker',
];

/** A GET to the server under the Host header given (as a proxy, a browser or a probe would send it). */
function get(port: string, url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path: url, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the runtime image on PostgreSQL: ${unavailable}`);

describe('the runtime image, assembled as the Dockerfile makes it', () => {
  let image: Assembled;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    // About 30 s, most of it waiting on the disk: the prune step deletes some 680 packages, as in the image.
    image = assembleImage();
    if (!unavailable) cluster = await startPostgresCluster();
  }, 180_000);

  afterAll(() => {
    cluster?.stop();
    if (image) rmSync(image.work, { recursive: true, force: true });
  });

  it('holds every file the runtime stage copies but the SPA, which this test does not build', () => {
    expect(image.notBuilt).toEqual(['dist']);
    expect(image.pruneOutput).toMatch(/^\[prune\] the server imports /);
  });

  const databases: [string, () => Record<string, string>][] = [
    ['SQLite (on the volume, DATA_DIR)', () => ({})],
    ...(unavailable
      ? []
      : [
          ['PostgreSQL (DATABASE_URL)', () => ({ DATABASE_URL: cluster!.url })] as [
            string,
            () => Record<string, string>,
          ],
        ]),
  ];

  it.each(databases)(
    'starts on %s in production mode, reports healthy, and keeps the Host rule',
    async (label, database) => {
      const volume = volumeFolder(image.work, `data-${databases.findIndex(([name]) => name === label)}`);
      const server = await startImage(image.app, volume, database());
      try {
        const health = runHealthcheck(server.env);
        console.log(
          `[runtime image, ${label}]\n${server.output().trim()}\nHEALTHCHECK exit status: ${health.status}${health.output ? ` (${health.output})` : ''}`,
        );
        expect({ listening: /listening on/.test(server.output()), exited: server.child.exitCode }).toEqual({
          listening: true,
          exited: null,
        });
        expect(health.status).toBe(0);

        // Uploads default to the volume, never under the read-only /app.
        expect(existsSync(path.join(volume.path, 'files', 'store'))).toBe(true);
        // The Host rule stands: the API under another host is refused, pages move to PUBLIC_ORIGIN.
        const publicHost = new URL(server.env.PUBLIC_ORIGIN).host;
        const settings = await get(server.env.PORT, ApiPaths.publicSettings, publicHost);
        expect(settings.status).toBe(200);
        expect(JSON.parse(settings.body)).toHaveProperty('applicationName');
        expect((await get(server.env.PORT, ApiPaths.publicSettings, `127.0.0.1:${server.env.PORT}`)).status).toBe(421);
        expect((await get(server.env.PORT, '/', `127.0.0.1:${server.env.PORT}`)).status).toBe(308);

        // The walkthrough's bootstrap, beside the running server.
        const bootstrap = exec(image.app, server.env, BOOTSTRAP);
        console.log(
          `[runtime image, ${label}] $ ${BOOTSTRAP.join(' ')}\n${bootstrap.output}\nexit status: ${bootstrap.status}`,
        );
        expect(bootstrap.status).toBe(0);
        expect(bootstrap.output).toContain('petra@msp.example is now a provider administrator (new user).');
      } finally {
        await server.stop();
      }
    },
    60_000,
  );

  (unavailable ? it.skip : it)(
    'without the PostgreSQL driver in node_modules, stops at once and says why',
    async () => {
      const driver = path.join(image.app, 'node_modules', 'pg');
      const aside = path.join(image.work, 'pg-aside');
      renameSync(driver, aside);
      try {
        const server = await startImage(image.app, volumeFolder(image.work, 'data-no-pg'), {
          DATABASE_URL: cluster!.url,
        });
        await server.stop();
        expect(server.child.exitCode).toBe(1);
        expect(server.output()).toMatch(
          /^The server could not start: PostgreSQL \(DATABASE_URL\) needs the package pg, which could not be loaded from .*Cannot find module 'pg'/m,
        );
      } finally {
        renameSync(aside, driver);
      }
    },
    60_000,
  );
});
