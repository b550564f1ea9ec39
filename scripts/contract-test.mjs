// `npm run contract-test -- --base-url URL [--user ID | --cookie "name=value; ..."] [--json FILE]`
//
// Checks a RUNNING backend against the portal's contract: the spec's core calls with their documented
// tolerances, and the backend's own OpenAPI document when it publishes one (/api/openapi.json). Prints one
// line per check (PASS/FAIL/SKIP, the call, what was expected, what came back) and exits 1 when any check
// failed. `--start-reference-server` starts the built reference server (dist-server/main.mjs) on a free
// port with a temporary database, checks it as demo user anna (unless --user says otherwise) and stops it:
// that is the "contract test" step of `npm test`.
//
// The checker is TypeScript that shares core/contract with the portal; it is bundled with esbuild into a
// temporary file at start, so the command needs nothing beyond the project's own dependencies.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startReferenceServer } from './contract-test/reference-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: npm run contract-test -- --base-url URL [options]

Checks a running backend against the customer portal's contract and prints a report.

  --base-url URL            where the backend runs, e.g. http://localhost:8080
  --user ID                 sign in through the reference server's demo sign-in form as this user
  --cookie "a=1; b=2"       or: the Cookie header of a browser signed in to your backend
                            (copy it from the browser's developer tools)
  --openapi PATH            where the OpenAPI document is (default /api/openapi.json; optional)
  --json FILE               also write the report as JSON
  --timeout MS              per request (default 10000)
  --start-reference-server  start the built reference server (npm run build first) instead of --base-url
  --help                    this text

Exit code: 0 when every check passed (skipped checks do not fail), 1 when any failed, 2 for bad usage.`;

function parseArgs(argv) {
  const options = {};
  const valued = {
    '--base-url': 'baseUrl',
    '--user': 'user',
    '--cookie': 'cookie',
    '--openapi': 'openApiPath',
    '--json': 'json',
    '--timeout': 'timeout',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--start-reference-server') options.startReferenceServer = true;
    else if (valued[name]) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new Error(`${name} needs a value`);
      options[valued[name]] = value;
    } else throw new Error(`unknown argument "${arg}"`);
  }
  if (options.help) return options;
  if (options.timeout !== undefined) {
    const timeout = Number(options.timeout);
    if (!Number.isInteger(timeout) || timeout < 1)
      throw new Error(`--timeout must be a whole number of milliseconds, got "${options.timeout}"`);
    options.timeout = timeout;
  }
  if (options.startReferenceServer && options.baseUrl)
    throw new Error('give either --base-url or --start-reference-server, not both');
  if (!options.startReferenceServer) {
    if (!options.baseUrl) throw new Error('--base-url is required');
    let url;
    try {
      url = new URL(options.baseUrl);
    } catch {
      throw new Error(`--base-url must be an address such as http://localhost:8080, got "${options.baseUrl}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`--base-url must be http or https, got "${options.baseUrl}"`);
  }
  if (options.user && options.cookie) throw new Error('give either --user or --cookie, not both');
  return options;
}

/** Bundles the checker (TypeScript, sharing core/contract) into a temporary module and imports it. */
async function loadChecker() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-contract-test-'));
  const outfile = path.join(dir, 'checker.mjs');
  try {
    await esbuild.build({
      entryPoints: [path.join(root, 'scripts/contract-test/index.ts')],
      absWorkingDir: root,
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`contract-test: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  const checker = await loadChecker();
  let server = null;
  if (options.startReferenceServer) {
    server = await startReferenceServer(root);
    options.baseUrl = server.url;
    options.user ??= options.cookie ? undefined : 'anna';
  }
  try {
    const as = options.cookie
      ? 'with the cookie given'
      : options.user
        ? `as demo user ${options.user}`
        : 'signed out only';
    console.log(`Contract test of ${options.baseUrl} (${as})`);
    const report = await checker.runContractTest({
      baseUrl: options.baseUrl,
      user: options.user,
      cookie: options.cookie,
      openApiPath: options.openApiPath,
      timeoutMs: options.timeout,
      onCheck: (check) => console.log(checker.formatCheck(check)),
    });
    console.log(checker.formatSummary(report));
    if (options.json) {
      writeFileSync(path.resolve(options.json), JSON.stringify(report, null, 2) + '\n');
      console.log(`Report written to ${options.json}`);
    }
    return report.failed === 0 ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('contract-test: could not run:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
