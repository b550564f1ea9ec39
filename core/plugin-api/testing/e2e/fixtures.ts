import { test as base, expect, type Page, type WorkerFixture } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rulesBelowSerious, type AxeMetadata } from './axe-rules';
import { signInAsId, type SignInOptions } from './portal';
import { ROOT, startServer, type RunningServer, type StartOptions } from './server-process';

export const DEMO_USERS = {
  /** Two customers (Contoso Zorg, Fabrikam Logistiek), run-as user, every permission, homepage item, deletion dates. */
  anna: 'anna',
  /** One customer (Northwind Bouw, dark theme) and a default action. */
  bram: 'bram',
  /** Authenticated but not authorized. */
  carla: 'carla',
  /** Restricted permissions at Contoso Zorg. */
  dirk: 'dirk',
  /** The provider administrator: the Administration section, every customer. */
  petra: 'petra',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export const ARTIFACTS = path.join(ROOT, 'test/artifacts/screenshots');

interface Fixtures {
  /**
   * Signs the page's context in as a demo user through the real sign-in page's form (signInAsId), landing on
   * `to` (the form's returnUrl; the home page when not given). Landing there at once spares a test the start of
   * a home page it would leave straight away. `{ customer }` makes that customer active before the first page
   * load, sparing a test the load of the default customer's page it would switch away from.
   */
  signIn: (
    user: DemoUser,
    ...where: [to?: string, options?: SignInOptions] | [page: Page, to?: string, options?: SignInOptions]
  ) => Promise<void>;
  /** Runs axe-core on the page and fails on any serious or critical violation. */
  expectAccessible: (page?: Page, label?: string) => Promise<void>;
  /** Saves a full-page screenshot under test/artifacts/screenshots. */
  snap: (name: string, page?: Page) => Promise<void>;
}

interface WorkerFixtures {
  server: RunningServer;
}

const requireHere = createRequire(import.meta.url);
const axeSource = readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');
const skippedRules = Object.fromEntries(
  rulesBelowSerious(requireHere('axe-core') as AxeMetadata).map((id) => [id, { enabled: false }]),
);

/** A fresh server per worker, started with these settings, stopped and removed after the worker's tests. */
const serverFixture = (
  env: Record<string, string> = {},
  options: StartOptions = {},
): [WorkerFixture<RunningServer, object>, { scope: 'worker'; timeout: number }] => [
  async ({}, use) => {
    const server = await startServer(env, options);
    await use(server);
    await server.stop();
    server.cleanup();
  },
  { scope: 'worker', timeout: 60_000 },
];

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: serverFixture(),
  baseURL: async ({ server }, use) => use(server.baseURL),
  context: async ({ context }, use) => {
    // The CSP allows no inline style but the page's nonce: a style the browser refused is a broken screen.
    const refusedStyles: string[] = [];
    context.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text) && /style-src/.test(text)) {
        const { url, lineNumber } = message.location();
        refusedStyles.push(`${text.slice(0, 300)} (at ${url}:${lineNumber}, page ${message.page()?.url() ?? '?'})`);
      }
    });
    await use(context);
    expect(refusedStyles, 'styles the Content-Security-Policy refused').toEqual([]);
  },
  signIn: async ({ page }, use) => {
    await use(async (user, ...where) => {
      const onOtherPage = typeof where[0] === 'object';
      const [target, to, options] = (onOtherPage ? where : [page, ...where]) as [Page, string?, SignInOptions?];
      await signInAsId(target, DEMO_USERS[user], to, options);
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page, label = 'page') => {
      // Colours mid-animation (a dialog fading in) are not what users read: let finite animations finish first.
      const settle = () =>
        target.evaluate(async () => {
          const finite = document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
          const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
          await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
        });
      const seriousViolations = async () => {
        await settle();
        // Loaded here, only where a scan runs, rather than into every frame of every page: evaluated through
        // the DevTools protocol, axe-core loads despite the strict CSP.
        if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource);
        const results = await target.evaluate(async (rules) => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  ctx: Document,
                  options: object,
                ) => Promise<{
                  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
                }>;
              };
            }
          ).axe;
          // axe-core is loaded into the top frame only, so no frame ever answers axe's ping: the default 500 ms
          // wait per frame (a report, a linked page) bought nothing but time. A frame is left untested as before.
          return axe.run(document, { resultTypes: ['violations'], pingWaitTime: 1, rules });
        }, skippedRules);
        return results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
      };
      // A change that starts while axe runs (buttons enabled as a report finishes loading, their colour fading
      // in) can be caught half-way: a finding counts when it is still there once that has settled.
      let serious = await seriousViolations();
      if (serious.length > 0) {
        await target.waitForTimeout(500);
        serious = await seriousViolations();
      }
      expect(serious, `axe violations on ${label}`).toEqual([]);
    });
  },
  snap: async ({ page }, use, testInfo) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await use(async (name, target = page) => {
      const file = path.join(ARTIFACTS, `${name}.png`);
      await target.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect };

/**
 * The kit's test with a server of the spec file's own instead of the worker's shared one: for a file that writes
 * what other files' tests would find (an event on top of a list), or that needs other settings (`microsoftCloud`).
 */
export const testWithOwnServer = (env: Record<string, string> = {}, options: StartOptions = {}) =>
  test.extend<object, WorkerFixtures>({ server: serverFixture(env, options) });
