/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths } from '../../core/contract';
import { loadConfig } from '../../server/config';
import { sessionSecretProblem } from '../../server/production-checks';

/**
 * The deployment recipe (Dockerfile, .dockerignore, deploy/) against the code it deploys, without Docker:
 * what the image copies is what the server reads, the example environment starts a production server, and
 * the node_modules pruning keeps what the server bundle loads.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Stage {
  name: string;
  from: string;
  lines: string[];
}

/** The Dockerfile's stages, continuation lines joined, comments dropped; ARG defaults substituted in FROM. */
function dockerfileStages(): Stage[] {
  const lines = read('Dockerfile').replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const arg = /^ARG (\w+)=(\S+)$/.exec(line);
    if (arg && stages.length === 0) args.set(arg[1], arg[2]);
    const from = /^FROM (\S+)(?: AS (\S+))?$/i.exec(line);
    if (from) {
      const image = from[1].replace(/\$\{(\w+)\}/g, (_, name: string) => args.get(name) ?? '');
      stages.push({ name: from[2] ?? String(stages.length), from: image, lines: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1].lines.push(line);
    }
  }
  return stages;
}

const stages = dockerfileStages();
const runtime = stages[stages.length - 1];
const instruction = (stage: Stage, name: string) => stage.lines.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1).trim());
const workdir = (stage: Stage) => instruction(stage, 'WORKDIR').at(-1) ?? '/';
const imageEnv = (stage: Stage) => {
  const env: Record<string, string> = {};
  for (const value of instruction(stage, 'ENV')) {
    for (const pair of value.split(/\s+/)) {
      const at = pair.indexOf('=');
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return env;
};

interface Copy {
  from: string | null;
  sources: string[];
  dest: string;
}

function copies(stage: Stage): Copy[] {
  return instruction(stage, 'COPY').map((value) => {
    const words = value.split(/\s+/);
    const from = words[0].startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
    const dest = path.posix.resolve(workdir(stage), words.pop()!);
    return { from, sources: words, dest };
  });
}

/** .dockerignore as Docker reads it: paths from the context's root, `*` within a name, `**` across folders, `!` re-includes, the last match wins, a matched folder takes its contents along. */
function dockerIgnored(relative: string): boolean {
  const patterns = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const toRegExp = (pattern: string) =>
    new RegExp('^' + pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '\u0000').replace(/\*\*/g, '.*').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]').replace(/\u0000/g, '(?:.*/)?') + '$');
  const candidates = relative.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = toRegExp(path.posix.normalize(negated ? raw.slice(1) : raw).replace(/^\//, ''));
    if (candidates.some((candidate) => pattern.test(candidate))) ignored = !negated;
  }
  return ignored;
}

/** `KEY=value` lines of an env file, as docker compose reads them (value as written). */
function envFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of read(file).split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2].trim();
  }
  return env;
}

/** A service's block of deploy/compose.yaml (the lines indented under `  <name>:`), comments dropped. */
function composeService(name: string): string[] {
  const lines = read('deploy/compose.yaml').split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`compose.yaml has no service ${name}`);
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!line.startsWith('    ')) break;
    block.push(line);
  }
  return block;
}

/** The `environment:` mapping of a compose service. */
function composeEnvironment(name: string): Record<string, string> {
  const block = composeService(name);
  const start = block.findIndex((l) => l.trim() === 'environment:');
  const env: Record<string, string> = {};
  for (const line of block.slice(start + 1)) {
    const match = /^ {6}([A-Z][A-Z0-9_]*): *"?([^"]*)"?$/.exec(line);
    if (!match) break;
    env[match[1]] = match[2];
  }
  return env;
}

describe('the Dockerfile', () => {
  it('runs the server bundle with node, in production mode, as a user that is not root, on a slim image without build tools', () => {
    const user = instruction(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    expect(JSON.parse(instruction(runtime, 'CMD').at(-1)!)).toEqual(['node', 'dist-server/main.mjs']);
    expect(imageEnv(runtime).NODE_ENV).toBe('production');
    expect(runtime.from).toMatch(/^node:20[\w.-]*-slim$/);
    expect(instruction(runtime, 'RUN').join('\n')).not.toMatch(/apt-get|npm (ci|install|rebuild)/);
  });

  it('copies every folder the server reads at run time to where the server looks for it', () => {
    // main.ts: the project folder is dist-server/.. , which is the WORKDIR the CMD runs from.
    const appRoot = workdir(runtime);
    const config = loadConfig({ DEMO_MODE: 'false', SESSION_SECRET: 'k'.repeat(16) + 'Qz8#vL2!pW5@rT9$' }, appRoot);
    const destinations = copies(runtime).map((c) => c.dest);
    for (const needed of [config.distDir, config.staticDir, path.posix.join(appRoot, 'dist-server'), path.posix.join(appRoot, 'node_modules')]) {
      expect(destinations).toContain(needed);
    }
  });

  it('keeps the database on a volume the server may write', () => {
    const databaseFile = imageEnv(runtime).DATABASE_FILE;
    const folder = path.posix.dirname(databaseFile);
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
    const fromContext = stages.flatMap((stage) => copies(stage).filter((c) => c.from === null).flatMap((c) => c.sources)).filter((s) => s !== '.');
    expect(fromContext.length).toBeGreaterThan(0);
    for (const source of fromContext) {
      expect({ source, exists: existsSync(path.join(root, source)), ignored: dockerIgnored(source) }).toEqual({ source, exists: true, ignored: false });
    }
    // The runtime stage's copies from the build stage: build output, or sources the context holds.
    const build = stages.find((s) => s.name === 'build')!;
    for (const copy of copies(runtime).filter((c) => c.from === build.name)) {
      for (const source of copy.sources) {
        const relative = path.posix.relative(workdir(build), source);
        if (/^dist(-server)?(\/|$)/.test(relative)) continue;
        expect({ relative, exists: existsSync(path.join(root, relative)), ignored: dockerIgnored(relative) }).toEqual({ relative, exists: true, ignored: false });
      }
    }
  });

  it('keeps dependencies, build output, data and the filled-in environment file out of the build context', () => {
    for (const kept of ['node_modules', 'plugins/report/node_modules', 'dist/index.html', 'dist-server/main.mjs', 'data/portal.sqlite', '.git/config', 'deploy/portal.env', 'test-results/x']) {
      expect({ kept, ignored: dockerIgnored(kept) }).toEqual({ kept, ignored: true });
    }
  });

  it('checks its health on a public call that is never redirected', () => {
    const healthcheck = instruction(runtime, 'HEALTHCHECK').join(' ');
    expect(healthcheck).toContain(`'${ApiPaths.publicSettings}'`);
  });
});

describe('deploy/portal.env.example with deploy/compose.yaml', () => {
  const example = envFile('deploy/portal.env.example');
  const fixed = composeEnvironment('portal');

  it('lists every variable the server and the plugins\' server sides read', () => {
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return entry.name === 'testing' ? [] : files(relative);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
      });
    const read_ = new Set<string>();
    const pluginServers = readdirSync(path.join(root, 'plugins')).map((id) => `plugins/${id}/server`).filter((dir) => existsSync(path.join(root, dir)));
    for (const file of [...files('server'), ...pluginServers.flatMap(files)]) {
      const source = read(file);
      // Names a file lists for reading (`const NAMES = ['POWERBI_API_URL', ...]`).
      for (const m of source.matchAll(/'((?:POWERBI|OIDC|ENTRA|SMTP|CLAMD|FILES|AZURE|INVOICE)_[A-Z0-9_]+)'/g)) read_.add(m[1]);
      for (const m of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) read_.add(m[1] ?? m[2]);
      // `${prefix}_CLIENT_ID`-style names, with the prefixes the same file lists (`prefix: 'OIDC'`).
      const prefixes = [...source.matchAll(/prefix: '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]);
      for (const m of source.matchAll(/`\$\{[^}]*prefix\}_([A-Z][A-Z0-9_]*)`/g)) for (const p of prefixes) read_.add(`${p}_${m[1]}`);
    }
    // The demo's emulator only (browser tests), never in production.
    read_.delete('ANALYTICS_EMULATOR_ADAPTER');
    // Set by npm itself (the folder `npm run admin` was started in), never by an operator.
    read_.delete('INIT_CWD');
    expect(read_.size).toBeGreaterThan(10);
    const listed = read('deploy/portal.env.example');
    const missing = [...read_].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(listed)).sort();
    expect(missing).toEqual([]);
  });

  it("starts a production server behind the proxy with the file's values and a real secret, and refuses its placeholder secret", () => {
    expect(sessionSecretProblem(example.SESSION_SECRET)).not.toBeNull();
    const env = { ...imageEnv(runtime), ...example, ...fixed, SESSION_SECRET: 'Zq3vH8tLw2Rn6yKp0Bf5Xc9Md4Gs7Aj1' };
    const config = loadConfig(env, workdir(runtime));
    expect(config).toMatchObject({ production: true, demoMode: false, trustProxy: 1, host: '0.0.0.0', port: 8080, databaseFile: imageEnv(runtime).DATABASE_FILE });
    // Caddy proxies to the portal's port and serves PUBLIC_ORIGIN's host.
    expect(read('deploy/Caddyfile')).toContain(`reverse_proxy portal:${config.port}`);
    const site = /^(\S+) \{$/m.exec(read('deploy/Caddyfile').replace(/^\{[\s\S]*?^\}/m, ''))![1];
    expect(`https://${site}`).toBe(config.publicOrigin);
  });

  it('publishes only the proxy: the portal has no ports on the host, its database is on a named volume', () => {
    const portal = composeService('portal');
    expect(portal.some((l) => /^ {4}ports:/.test(l))).toBe(false);
    expect(portal).toContain('    env_file: portal.env');
    expect(portal).toContain(`      - portal-data:${path.posix.dirname(fixed.DATABASE_FILE)}`);
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
  const prune = (bundle: string) => {
    writeFileSync(path.join(dir, 'main.mjs'), bundle);
    return spawnSync(process.execPath, [path.join(root, 'deploy/prune-node-modules.mjs'), path.join(dir, 'main.mjs'), dir], { encoding: 'utf8' });
  };
  const left = () =>
    readdirSync(path.join(dir, 'node_modules')).flatMap((e) => (e.startsWith('@') ? readdirSync(path.join(dir, 'node_modules', e)).map((s) => `${e}/${s}`) : [e])).sort();

  beforeEach(() => {
    pkg('node_modules/a', { dependencies: { b: '1', c: '2' } });
    pkg('node_modules/a/node_modules/c', {}); // a's own c (another version): the top-level c is not a's
    pkg('node_modules/b', { optionalDependencies: { 'not-installed': '1' } });
    pkg('node_modules/c', {});
    pkg('node_modules/@s/x', { peerDependencies: { d: '1' } });
    pkg('node_modules/d', {});
    pkg('node_modules/@s/unused', { dependencies: { c: '1' } });
    pkg('node_modules/unused', { dependencies: { b: '1' } });
    mkdirSync(path.join(dir, 'node_modules/.bin'));
  });

  it('keeps the packages the bundle imports and what they need, and removes the rest', () => {
    const result = prune('import a from "a";\nimport { x } from "@s/x/sub";\nimport fs from "node:fs";\nimport path from "path";\nconst m = await import("./local.js");\n');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(left()).toEqual(['@s/x', 'a', 'b', 'd']);
    expect(existsSync(path.join(dir, 'node_modules/a/node_modules/c/package.json'))).toBe(true);
  });

  it('removes nothing when the bundle imports a package that is not installed', () => {
    const result = prune('import a from "a";\nimport gone from "gone";\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('gone');
    expect(left()).toEqual(['.bin', '@s/unused', '@s/x', 'a', 'b', 'c', 'd', 'unused']);
  });
});
