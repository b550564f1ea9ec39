import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The deployment recipe (Dockerfile, .dockerignore, deploy/) read as Docker and docker compose read it, for the tests beside this file. */

export const root = path.resolve(__dirname, '../..');
export const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

export interface Stage {
  name: string;
  from: string;
  lines: string[];
}

/** The Dockerfile's stages, continuation lines joined, comments dropped; ARG defaults substituted in FROM. */
export function dockerfileStages(): Stage[] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
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

export const instruction = (stage: Stage, name: string) =>
  stage.lines.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1).trim());
export const workdir = (stage: Stage) => instruction(stage, 'WORKDIR').at(-1) ?? '/';
export const imageEnv = (stage: Stage) => {
  const env: Record<string, string> = {};
  for (const value of instruction(stage, 'ENV')) {
    for (const pair of value.split(/\s+/)) {
      const at = pair.indexOf('=');
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return env;
};

export interface Copy {
  from: string | null;
  sources: string[];
  dest: string;
}

export function copies(stage: Stage): Copy[] {
  return instruction(stage, 'COPY').map((value) => {
    const words = value.split(/\s+/);
    const from = words[0].startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
    const dest = path.posix.resolve(workdir(stage), words.pop()!);
    return { from, sources: words, dest };
  });
}

/** .dockerignore as Docker reads it: paths from the context's root, `*` within a name, `**` across folders, `!` re-includes, the last match wins, a matched folder takes its contents along. */
export function dockerIgnored(relative: string): boolean {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const toRegExp = (pattern: string) =>
    new RegExp(
      '^' +
        pattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '\u0000')
          .replace(/\*\*/g, '.*')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]')
          .replace(/\u0000/g, '(?:.*/)?') +
        '$',
    );
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
export function envFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of read(file).split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2].trim();
  }
  return env;
}

/** A service's block of deploy/compose.yaml (the lines indented under `  <name>:`), comments dropped. */
export function composeService(name: string): string[] {
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
export function composeEnvironment(name: string): Record<string, string> {
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

/** A stage's HEALTHCHECK: its command (exec form) and its --timeout. */
export function healthcheck(stage: Stage): { command: string[]; timeoutMs: number } {
  const value = instruction(stage, 'HEALTHCHECK').at(-1);
  const command = value && /\bCMD\s+(\[.*\])$/.exec(value);
  if (!command) throw new Error('The stage has no HEALTHCHECK in exec form (CMD ["..."])');
  const timeout = /--timeout=(\d+)s\b/.exec(value)?.[1];
  return { command: JSON.parse(command[1]) as string[], timeoutMs: (timeout ? Number(timeout) : 30) * 1000 };
}
