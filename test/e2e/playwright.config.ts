import { defineConfig } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../core/plugin-api/testing/e2e/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The plugins whose browser tests run: every plugin folder with an e2e/ folder, filtered like the build's PORTAL_PLUGINS. */
function pluginTestFolders(): string[] {
  const wanted = process.env.PORTAL_PLUGINS?.trim();
  const list = wanted && wanted !== 'all' ? wanted.split(',').map((id) => id.trim()) : null;
  return readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'plugins', entry.name, 'e2e')))
    .filter((entry) => !list || list.includes(entry.name))
    .map((entry) => `plugins/${entry.name}/e2e/**/*.spec.ts`);
}

/**
 * Real-browser tests: Debian's Chromium (never a downloaded browser) against the real server, which each
 * worker starts on a free port with a fresh database (core/plugin-api/testing/e2e). `npm test` builds dist/
 * first. The list is discovered: the shell's tests in test/e2e and each plugin's in plugins/<id>/e2e.
 */
export default defineConfig({
  testDir: root,
  testMatch: ['test/e2e/**/*.spec.ts', ...pluginTestFolders()],
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  // Two workers (each with its own server and browser); on two cores a third made the run slower, not faster.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test/artifacts/e2e-results.json') }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 860 },
    locale: 'en-US',
    // As a user who asked their system for less motion: antd's and the shell's transitions are off (AntdScope),
    // so no click lands on a dialog or menu mid-way and the CPU draws no fades. The responsive screens' test
    // keeps the default motion, so both paths are covered.
    reducedMotion: 'reduce',
    // Recording a trace costs every test about a fifth of its time: only a retried test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
