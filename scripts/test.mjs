// `npm test`: type-check, lint (the layering rules and no import cycles: eslint.config.mjs), unit/component/server
// tests (jest), a production build, the contract test (scripts/contract-test.mjs against the built reference
// server), then the browser tests (Playwright + Debian Chromium against the real server). Every step runs;
// the exit code is non-zero if any failed. Ends with one summary line "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, 'test/artifacts');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const steps = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/** Like step, but asynchronous and with its output held back until it ends, so that parallel steps do not interleave. */
function stepAside(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (status) => {
      if (finished) return;
      finished = true;
      console.log(`\n=== ${name}: ${[path.basename(command), ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      steps.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      resolve(status === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync(results, { recursive: true });
for (const file of ['jest.json', 'e2e-results.json']) rmSync(path.join(results, file), { force: true });

// The three static checks are single-threaded and independent: run side by side on the two cores, each one's
// output printed whole when it ends (about 40 s of the run saved).
await Promise.all([
  stepAside('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  stepAside('lint', bin('eslint'), [
    '--max-warnings',
    '0',
    'core',
    'shell',
    'plugins',
    'server',
    'test',
    'scripts',
    'emulators',
  ]),
  // The formatter's check (npm run format writes it): one style for every file, whoever wrote it.
  stepAside('format', bin('prettier'), ['--check', '.']),
]);
// A larger young generation: jest's workers allocate fast (modules per test file, React trees, jsdom), and fewer
// scavenges made a run of the admin views' and settings pages' tests about a tenth faster here. Three workers on
// two cores: the server tests wait on sockets, PostgreSQL and timers, and a third worker fills those gaps (the
// whole run 309 s instead of 325 s).
const jestNodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');
step(
  'unit, component and server tests',
  bin('jest'),
  ['--ci', '--maxWorkers=3', '--json', `--outputFile=${path.join(results, 'jest.json')}`],
  { NODE_OPTIONS: jestNodeOptions },
);
const built = step('production build', process.execPath, ['esbuild.config.mjs']);
if (built && existsSync(path.join(root, 'dist-server/main.mjs'))) {
  step('contract test', process.execPath, [
    'scripts/contract-test.mjs',
    '--start-reference-server',
    '--json',
    path.join(results, 'contract-test.json'),
  ]);
  step('browser tests', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
} else {
  steps.push(
    { name: 'contract test', ok: false, seconds: '0.0' },
    { name: 'browser tests', ok: false, seconds: '0.0' },
  );
}

const jest = readJson(path.join(results, 'jest.json'));
const e2e = readJson(path.join(results, 'e2e-results.json'));
const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (jest ? jest.numFailedTests : 1) + (e2e?.stats ? e2e.stats.unexpected : 1);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
console.log(
  `jest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? '?'} failed; browser: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? '?'} failed, ${e2e?.stats?.flaky ?? 0} flaky`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(steps.every((s) => s.ok) && failed === 0 ? 0 : 1);
