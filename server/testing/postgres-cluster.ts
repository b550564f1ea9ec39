import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A throwaway PostgreSQL cluster for tests: its database's URL, and stop() that shuts it down and removes it. */
export interface PostgresCluster {
  url: string;
  /** A further empty database on the same cluster: its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

const DEBIAN_BIN_ROOT = '/usr/lib/postgresql';

/** The folder holding initdb and pg_ctl: PATH first, then Debian's newest /usr/lib/postgresql/<n>/bin; null when none. */
export function postgresBinDir(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  // Debian links initdb and pg_ctl into PATH; the folder they live in holds postgres too.
  const real = onPath ? path.dirname(realpathSync(onPath)) : null;
  if (real && existsSync(path.join(real, 'pg_ctl'))) return real;
  if (!existsSync(DEBIAN_BIN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_BIN_ROOT)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => path.join(DEBIAN_BIN_ROOT, v, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
  return found ?? null;
}

/**
 * Why PostgreSQL tests cannot run here, or null when they can. Without binaries they are skipped on a developer
 * machine, but in CI (`CI` or `PORTAL_REQUIRE_POSTGRES` set; .ci/run sets the latter after installing Debian's
 * postgresql) the absence is a failure.
 */
export function postgresUnavailable(): string | null {
  if (postgresBinDir()) return null;
  const reason = 'PostgreSQL is not installed (no initdb/pg_ctl on PATH or under /usr/lib/postgresql/*/bin)';
  if (process.env.CI || process.env.PORTAL_REQUIRE_POSTGRES)
    throw new Error(`${reason}; CI must install it (.ci/run does: apt-get install postgresql).`);
  return reason;
}

/**
 * Starts a cluster in a temp folder on a free port, its socket in that folder too, and creates database `portal`.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: no initdb/pg_ctl found.');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:', dir]);
  }
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      {
        stdio: 'pipe',
        cwd: dir,
      },
    );
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running (start failed): only the folder remains
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // cp -a keeps the owner (postgres when root) and the 0700 mode PostgreSQL insists on.
    execFileSync('cp', ['-a', initdbOutput(bin, user, asRoot, run), dataDir], { stdio: 'pipe' });
    // A throwaway cluster keeps nothing: no durability, and no autovacuum visiting the many short-lived test
    // databases (its workers took a third of a core beside the server tests on PostgreSQL).
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c autovacuum=off`;
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
    const urlOf = (name: string) => `postgres://${user}@127.0.0.1:${port}/${name}`;
    const createDatabase = async (name: string) => {
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    };
    return { url: await createDatabase('portal'), createDatabase, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * The output of initdb, made once per machine and PostgreSQL version and copied for every cluster: initdb takes
 * four times as long as the copy. It is built in a folder of its own and renamed into place, so two jest workers
 * starting at once each build one and the second rename simply loses.
 */
function initdbOutput(bin: string, user: string, asRoot: boolean, run: (command: string, args: string[]) => void) {
  const version = execFileSync(path.join(bin, 'initdb'), ['--version'], { encoding: 'utf8' }).trim();
  const options = ['-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
  // Keyed by version and options: a changed initdb or a changed option makes a fresh copy.
  const key = createHash('sha256')
    .update(`${version} ${options.join(' ')}`)
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(tmpdir(), `portal-pg-initdb-${key}`);
  if (existsSync(path.join(cached, 'PG_VERSION'))) return cached;
  const building = mkdtempSync(path.join(tmpdir(), 'portal-pg-initdb-building-'));
  if (asRoot) {
    chmodSync(building, 0o777);
    execFileSync('chown', ['postgres:', building]);
  }
  try {
    const data = path.join(building, 'data');
    run('initdb', ['-D', data, ...options]);
    try {
      renameSync(data, cached);
    } catch (error) {
      if (!existsSync(path.join(cached, 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return cached;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
