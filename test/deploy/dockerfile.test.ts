/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { HEALTH_PATH } from '../../server/features/health';
import { sessionSecretProblem } from '../../server/production-checks';
import {
  composeEnvironment,
  composeService,
  copies,
  dockerfileStages,
  dockerIgnored,
  envFile,
  healthcheck,
  imageEnv,
  instruction,
  read,
  root,
  workdir,
} from './recipe';

/**
 * The deployment recipe (Dockerfile, .dockerignore, deploy/) against the code it deploys, without Docker:
 * what the image copies is what the server reads, the example environment starts a production server, and
 * the node_modules pruning keeps what the server bundle loads.
 */

const stages = dockerfileStages();
const runtime = stages[stages.length - 1];

describe('the Dockerfile', () => {
  it('runs the server bundle with node, in production mode, as a user that is not root, on a slim image without build tools', () => {
    const user = instruction(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    expect(JSON.parse(instruction(runtime, 'CMD').at(-1)!)).toEqual(['node', 'dist-server/main.mjs']);
    expect(imageEnv(runtime).NODE_ENV).toBe('production');
    expect(runtime.from).toMatch(/^node:[\w.-]*-slim$/);
    expect(instruction(runtime, 'RUN').join('\n')).not.toMatch(/apt-get|npm (ci|install|rebuild)/);
  });

  it('runs a Node.js release that still gets security fixes, inside the engines, the same major in every stage', () => {
    // nodejs/Release's schedule: the end of each LTS line's security fixes.
    const endOfLife: Record<number, string> = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };
    const majors = new Set(stages.map((s) => Number(/^node:(\d+)\b/.exec(s.from)?.[1])));
    // The deps stage builds better-sqlite3's addon for its own Node, so the runtime must run the same major.
    expect(majors.size).toBe(1);
    const [major] = [...majors];
    expect(endOfLife[major]).toBeDefined();
    // Fails once the release is past its end of life: then the image moves to the next LTS line.
    expect({ major, supported: new Date(`${endOfLife[major]}T23:59:59Z`).getTime() > Date.now() }).toEqual({
      major,
      supported: true,
    });
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const [, low, high] = /^>=(\d+) <(\d+)$/.exec(engines)!;
    expect(major).toBeGreaterThanOrEqual(Number(low));
    expect(major).toBeLessThan(Number(high));
  });

  it('copies every folder the server reads at run time to where the server looks for it', () => {
    // main.ts: the project folder is dist-server/.. , which is the WORKDIR the CMD runs from.
    const appRoot = workdir(runtime);
    const config = loadConfig({ DEMO_MODE: 'false', SESSION_SECRET: 'k'.repeat(16) + 'Qz8#vL2!pW5@rT9$' }, appRoot);
    const destinations = copies(runtime).map((c) => c.dest);
    for (const needed of [
      config.distDir,
      config.staticDir,
      path.posix.join(appRoot, 'dist-server'),
      path.posix.join(appRoot, 'node_modules'),
    ]) {
      expect(destinations).toContain(needed);
    }
  });

  it('keeps the database and the uploads on a volume the server may write', () => {
    const folder = imageEnv(runtime).DATA_DIR;
    const config = loadConfig(
      { DATA_DIR: folder, DEMO_MODE: 'false', SESSION_SECRET: 'k'.repeat(16) + 'Qz8#vL2!pW5@rT9$' },
      workdir(runtime),
    );
    expect(config).toMatchObject({ dataDir: folder, databaseFile: path.posix.join(folder, 'portal.sqlite') });
    expect(instruction(runtime, 'VOLUME').join(' ')).toContain(`"${folder}"`);
    const user = instruction(runtime, 'USER').at(-1)!;
    expect(instruction(runtime, 'RUN').some((run) => run.includes(`-o ${user}`) && run.includes(folder))).toBe(true);
  });

  it('gets node_modules from a stage that installed the production dependencies only', () => {
    const modules = copies(runtime).find((c) => c.sources.some((s) => s.endsWith('/node_modules')))!;
    const deps = stages.find((s) => s.name === modules.from)!;
    expect(instruction(deps, 'RUN').join('\n')).toMatch(/npm ci --omit=dev/);
  });

  it('copies from the build context only files that exist and that .dockerignore lets through', () => {
    const fromContext = stages
      .flatMap((stage) =>
        copies(stage)
          .filter((c) => c.from === null)
          .flatMap((c) => c.sources),
      )
      .filter((s) => s !== '.');
    expect(fromContext.length).toBeGreaterThan(0);
    for (const source of fromContext) {
      expect({ source, exists: existsSync(path.join(root, source)), ignored: dockerIgnored(source) }).toEqual({
        source,
        exists: true,
        ignored: false,
      });
    }
    // The runtime stage's copies from the build stage: build output, or sources the context holds.
    const build = stages.find((s) => s.name === 'build')!;
    for (const copy of copies(runtime).filter((c) => c.from === build.name)) {
      for (const source of copy.sources) {
        const relative = path.posix.relative(workdir(build), source);
        if (/^dist(-server)?(\/|$)/.test(relative)) continue;
        expect({ relative, exists: existsSync(path.join(root, relative)), ignored: dockerIgnored(relative) }).toEqual({
          relative,
          exists: true,
          ignored: false,
        });
      }
    }
  });

  it('keeps dependencies, build output, data and the filled-in environment file out of the build context', () => {
    for (const kept of [
      'node_modules',
      'plugins/report/node_modules',
      'dist/index.html',
      'dist-server/main.mjs',
      'data/portal.sqlite',
      '.git/config',
      'deploy/portal.env',
      'test-results/x',
    ]) {
      expect({ kept, ignored: dockerIgnored(kept) }).toEqual({ kept, ignored: true });
    }
  });

  it('checks its health on the health path, which every host name gets (runtime-image.test.ts runs the command)', () => {
    expect(healthcheck(runtime).command.join(' ')).toContain(`'${HEALTH_PATH}'`);
  });
});

describe('deploy/portal.env.example with deploy/compose.yaml', () => {
  const example = envFile('deploy/portal.env.example');
  const fixed = composeEnvironment('portal');

  it("lists every variable the server and the plugins' server sides read", () => {
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return entry.name === 'testing' ? [] : files(relative);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
      });
    const read_ = new Set<string>();
    const pluginServers = readdirSync(path.join(root, 'plugins'))
      .map((id) => `plugins/${id}/server`)
      .filter((dir) => existsSync(path.join(root, dir)));
    for (const file of [...files('server'), ...pluginServers.flatMap(files)]) {
      const source = read(file);
      // Names a file lists for reading (`const NAMES = ['POWERBI_API_URL', ...]`).
      for (const m of source.matchAll(/'((?:POWERBI|OIDC|ENTRA|SMTP|CLAMD|FILES|AZURE|INVOICE)_[A-Z0-9_]+)'/g))
        read_.add(m[1]);
      for (const m of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g))
        read_.add(m[1] ?? m[2]);
      // `${prefix}_CLIENT_ID`-style names, with the prefixes the same file lists (`prefix: 'OIDC'`).
      const prefixes = [...source.matchAll(/prefix: '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]);
      for (const m of source.matchAll(/`\$\{[^}]*prefix\}_([A-Z][A-Z0-9_]*)`/g))
        for (const p of prefixes) read_.add(`${p}_${m[1]}`);
    }
    // Demo mode only (the Power BI emulator's frames, set by `npm start` and the tests); refused otherwise.
    read_.delete('ANALYTICS_FRAME_ORIGIN');
    // Demo mode only (Fabrikam's own app registration at the emulator, set by `npm start`); refused in production.
    for (const name of read_) if (name.startsWith('POWERBI_DEMO_')) read_.delete(name);
    // Set by npm itself (the folder `npm run admin` was started in), never by an operator.
    read_.delete('INIT_CWD');
    // Set by the test suites for themselves (server/db/postgres/real-server-suite.ts), never by an operator.
    for (const name of read_) if (name.startsWith('PORTAL_TEST_')) read_.delete(name);
    expect(read_.size).toBeGreaterThan(10);
    const listed = read('deploy/portal.env.example');
    const missing = [...read_].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(listed)).sort();
    expect(missing).toEqual([]);
  });

  it("starts a production server behind the proxy with the file's values and a real secret, and refuses its placeholder secret", () => {
    expect(sessionSecretProblem(example.SESSION_SECRET)).not.toBeNull();
    const env = { ...imageEnv(runtime), ...example, ...fixed, SESSION_SECRET: 'Zq3vH8tLw2Rn6yKp0Bf5Xc9Md4Gs7Aj1' };
    const config = loadConfig(env, workdir(runtime));
    expect(config).toMatchObject({
      production: true,
      demoMode: false,
      trustProxy: 1,
      host: '0.0.0.0',
      port: 8080,
      dataDir: fixed.DATA_DIR,
      databaseFile: path.posix.join(fixed.DATA_DIR, 'portal.sqlite'),
    });
    // Caddy proxies to the portal's port and serves PUBLIC_ORIGIN's host.
    expect(read('deploy/Caddyfile')).toContain(`reverse_proxy portal:${config.port}`);
    const site = /^(\S+) \{$/m.exec(read('deploy/Caddyfile').replace(/^\{[\s\S]*?^\}/m, ''))![1];
    expect(`https://${site}`).toBe(config.publicOrigin);
  });

  it('publishes only the proxy: the portal has no ports on the host, its database is on a named volume', () => {
    const portal = composeService('portal');
    expect(portal.some((l) => /^ {4}ports:/.test(l))).toBe(false);
    expect(portal).toContain('    env_file: portal.env');
    expect(portal).toContain(`      - portal-data:${fixed.DATA_DIR}`);
    expect(composeService('caddy')).toContain('      - "443:443"');
  });
});

describe('deploy/prune-node-modules.mjs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const pkg = (folder: string, manifest: Record<string, unknown>) => {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, 'package.json'), JSON.stringify(manifest));
  };
  /** Builds `source` as the server is built (external packages, ESM, node) and prunes with the build's metafile. */
  const prune = (source: string) => {
    writeFileSync(path.join(dir, 'main.ts'), source);
    writeFileSync(path.join(dir, 'local.ts'), 'export const local = 1;\n');
    const { metafile } = esbuild.buildSync({
      entryPoints: [path.join(dir, 'main.ts')],
      absWorkingDir: dir,
      outdir: path.join(dir, 'out'),
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(metafile));
    return spawnSync(
      process.execPath,
      [path.join(root, 'deploy/prune-node-modules.mjs'), path.join(dir, 'meta.json'), dir],
      {
        encoding: 'utf8',
      },
    );
  };
  const left = () =>
    readdirSync(path.join(dir, 'node_modules'))
      .flatMap((e) =>
        e.startsWith('@') ? readdirSync(path.join(dir, 'node_modules', e)).map((s) => `${e}/${s}`) : [e],
      )
      .sort();

  beforeEach(() => {
    pkg('node_modules/a', { dependencies: { b: '1', c: '2' } });
    pkg('node_modules/a/node_modules/c', {}); // a's own c (another version): the top-level c is not a's
    pkg('node_modules/b', { optionalDependencies: { 'not-installed': '1' } });
    pkg('node_modules/c', {});
    pkg('node_modules/@s/x', { peerDependencies: { d: '1' } });
    pkg('node_modules/d', {});
    pkg('node_modules/@s/unused', { dependencies: { c: '1' } });
    pkg('node_modules/unused', { dependencies: { b: '1' } });
    pkg('node_modules/pg', {});
    mkdirSync(path.join(dir, 'node_modules/.bin'));
  });

  const BUNDLE =
    'import a from "a";\nimport { x } from "@s/x/sub";\nimport fs from "node:fs";\nimport path from "path";\n' +
    'export const run = async () => [a, x, fs, path, await import("./local")];\n';

  it("keeps the packages the build imports, the PostgreSQL worker's driver and what they need, and removes the rest", () => {
    const result = prune(BUNDLE);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(left()).toEqual(['@s/x', 'a', 'b', 'd', 'pg']);
    expect(existsSync(path.join(dir, 'node_modules/a/node_modules/c/package.json'))).toBe(true);
  });

  it('decides from what the build imports: comments and strings that name packages change nothing', () => {
    // esbuild keeps a comment inside an expression in its output: the former text scan read such a one as an import.
    const commented = BUNDLE.replace(
      'export const run',
      '// import ("unused") and require("c")\nexport const items = [\n  {\n    // from "@s/unused", import ("unused")\n    id: `require("c")`,\n  },\n];\nexport const run',
    );
    const result = prune(commented);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, 'out/main.js'), 'utf8')).toContain('import ("unused")');
    expect(left()).toEqual(['@s/x', 'a', 'b', 'd', 'pg']);
  });

  it("keeps every package the PostgreSQL worker's source requires, which no build sees", async () => {
    const { WORKER_SOURCE } = await import('../../server/db/postgres/worker-source');
    const required = [...WORKER_SOURCE.matchAll(/require(?:\.resolve)?\(\s*'([^'.][^']*)'/g)]
      .map((m) => m[1]!)
      .filter((name) => !name.startsWith('node:'));
    expect(required).toEqual(['pg']);
    expect(prune('export const nothing = 1;\n').status).toBe(0);
    expect(left()).toEqual(required);
  });

  it('removes nothing when the build imports a package that is not installed', () => {
    const result = prune('import a from "a";\nimport gone from "gone";\nexport { a, gone };\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('gone');
    expect(left()).toEqual(['.bin', '@s/unused', '@s/x', 'a', 'b', 'c', 'd', 'pg', 'unused']);
  });
});
