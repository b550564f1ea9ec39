import type { BrowserContext, Page } from '@playwright/test';

/**
 * The side menu with 5,000 items (scripts/bench.mjs loads this part; see its header and `partContext`). The menu
 * comes from page.route; each of RUNS rounds (after one uncounted warm-up) makes two cold loads of `/` in fresh
 * signed-in contexts:
 * - the answer held back until the page waits for it quietly (menu loading, no long task for QUIET_MS): the menu's
 *   answer (its resource timing) -> the menu rendered, and the longest long task (PerformanceObserver 'longtask')
 *   from the answer to SETTLE_MS after: what the menu itself costs, apart from start-up;
 * - the answer at once: navigation -> the menu rendered, and the longest long task of the whole load.
 * Rendered: the menu's first item shown and the side bar holding the height of all rows (a windowed menu renders
 * only some of them but reserves the space of all). After the last round: whether scrolling the side bar to its
 * end shows the last item.
 */
interface PartContext {
  baseURL: string;
  newSignedInContext: () => Promise<BrowserContext>;
  median: (values: number[]) => number;
  round: (value: number, digits?: number) => number;
}

interface Row {
  name: string;
  value: number | string;
  unit?: string;
  target?: string;
}

const ITEMS = 5000;
const RUNS = 5;
const SETTLE_MS = 500;
const QUIET_MS = 500;
const STEP_TIMEOUT_MS = 60_000;
/** Less than any row's height: a side bar this high per item holds (or reserves) every row. */
const MIN_ROW_PX = 30;

interface MenuEntry {
  id: number;
  name: string;
  actionId: number | null;
  actionType: string;
  linkUrl: null;
  linkTarget: string | null;
  isHomepage: boolean;
  subMenuItems: MenuEntry[];
}

/** The shape of scripts/bench.mjs's bigMenu: 40 headers (always open) of reports, then reports at the top level. */
function bigMenu(total: number): { items: MenuEntry[]; count: number; first: number; lastName: string } {
  const groups = 40;
  const perGroup = Math.floor(total / groups) - 1;
  let id = 1;
  let leaf = 0;
  const report = (): MenuEntry => {
    leaf++;
    return { id: id++, name: `Report ${leaf}`, actionId: 100000 + leaf, actionType: 'report', linkUrl: null, linkTarget: 'content-window', isHomepage: false, subMenuItems: [] };
  };
  const items: MenuEntry[] = [];
  for (let g = 0; g < groups; g++) {
    const children = Array.from({ length: perGroup }, report);
    items.push({ id: id++, name: `Group ${g + 1}`, actionId: null, actionType: 'menu', linkUrl: null, linkTarget: null, isHomepage: false, subMenuItems: children });
  }
  while (id <= total) items.push(report());
  return { items, count: id - 1, first: 100001, lastName: `Report ${leaf}` };
}

/** In the page from its start: long tasks, and the moment the menu is rendered (see the header). */
const PROBE = (firstHref: string, minHeight: number) => `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__longTasks = null;
  }
  const check = () => {
    const side = document.querySelector('nav.side-menu');
    const sider = side && side.closest('.app-sider');
    if (side && sider && side.querySelector('a[href="${firstHref}"]') && !side.querySelector('.side-menu-loading') && sider.scrollHeight >= ${minHeight}) {
      window.__menuRenderedAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Sample {
  /** navigation start -> menu rendered */
  renderedMs: number;
  /** the menu's answer -> menu rendered */
  fromAnswerMs: number;
  /** the longest long task overlapping the menu's answer -> SETTLE_MS after it rendered */
  longestInMenuMs: number;
  longestInLoadMs: number;
  linksInDom: number;
}

type Probe = { __menuRenderedAt?: number; __longTasks: { start: number; duration: number }[] | null };

/** Waits (at most 10 s) until no long task has ended for QUIET_MS. */
async function quiet(page: Page): Promise<void> {
  await page.evaluate(async (quietMs) => {
    const probe = window as unknown as Probe;
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      const lastEnd = (probe.__longTasks ?? []).reduce((end, task) => Math.max(end, task.start + task.duration), 0);
      if (performance.now() - lastEnd >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, QUIET_MS);
}

async function load(page: Page, baseURL: string, body: string, holdAnswer: boolean): Promise<Sample> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/menuitems/**', async (route) => {
    if (holdAnswer) await held;
    await route.fulfill({ contentType: 'application/json', body });
  });
  await page.goto(`${baseURL}/`, { timeout: STEP_TIMEOUT_MS });
  if (holdAnswer) {
    await page.locator('nav.side-menu .side-menu-loading').waitFor({ timeout: STEP_TIMEOUT_MS });
    await quiet(page);
    release();
  }
  await page.waitForFunction(() => (window as unknown as Probe).__menuRenderedAt !== undefined, null, { timeout: STEP_TIMEOUT_MS, polling: 50 });
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate((settleMs) => {
    const probe = window as unknown as Required<Probe>;
    const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/menuitems'));
    const answeredAt = answer ? (answer as PerformanceResourceTiming).responseEnd : Number.NaN;
    const tasks = probe.__longTasks ?? [];
    const inMenu = tasks.filter((task) => task.start + task.duration > answeredAt && task.start < probe.__menuRenderedAt + settleMs);
    const longest = (list: { duration: number }[]) => (probe.__longTasks ? list.reduce((max, task) => Math.max(max, task.duration), 0) : Number.NaN);
    return {
      renderedMs: probe.__menuRenderedAt,
      fromAnswerMs: probe.__menuRenderedAt - answeredAt,
      longestInMenuMs: longest(inMenu),
      longestInLoadMs: longest(tasks),
      linksInDom: document.querySelectorAll('nav.side-menu a').length,
    };
  }, SETTLE_MS);
}

async function lastItemReachedByScrolling(page: Page, lastName: string): Promise<boolean> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.locator('.app-sider').evaluate((sider) => sider.scrollTo({ top: sider.scrollHeight }));
  return nav
    .getByRole('link', { name: lastName, exact: true })
    .waitFor({ timeout: 5000 })
    .then(() => true, () => false);
}

export async function run(ctx: PartContext): Promise<{ title: string; rows: Row[]; json: unknown }> {
  const { baseURL, median, round } = ctx;
  const menu = bigMenu(ITEMS);
  const body = JSON.stringify(menu.items);
  const held: Sample[] = [];
  const direct: Sample[] = [];
  let reachedLast = false;
  for (let i = 0; i <= RUNS; i++) {
    for (const holdAnswer of [true, false]) {
      const context = await ctx.newSignedInContext();
      try {
        const page = await context.newPage();
        await page.addInitScript(PROBE(`/action/${menu.first}`, menu.count * MIN_ROW_PX));
        const sample = await load(page, baseURL, body, holdAnswer);
        // The first round warms the server and the browser's caches.
        if (i > 0) (holdAnswer ? held : direct).push(sample);
        if (i === RUNS && !holdAnswer) reachedLast = await lastItemReachedByScrolling(page, menu.lastName);
      } finally {
        await context.close();
      }
    }
  }
  const spread = (values: number[]) => `${round(Math.min(...values))}-${round(Math.max(...values))}`;
  const fromAnswer = held.map((s) => s.fromAnswerMs);
  const inMenu = held.map((s) => s.longestInMenuMs);
  const rendered = direct.map((s) => s.renderedMs);
  const inLoad = direct.map((s) => s.longestInLoadMs);
  const items = menu.count.toLocaleString('en');
  const rows: Row[] = [
    { name: `side menu of ${items} items rendered, from the menu's answer (median of ${RUNS}, ${spread(fromAnswer)})`, value: round(median(fromAnswer)), unit: 'ms', target: '<= 100 ms' },
    { name: `longest long task, menu's answer -> ${SETTLE_MS} ms after rendered (worst of ${RUNS}, median ${round(median(inMenu))})`, value: round(Math.max(...inMenu)), unit: 'ms', target: '<= 200 ms' },
    { name: `navigation -> side menu of ${items} items rendered (median of ${RUNS}, ${spread(rendered)})`, value: round(median(rendered)), unit: 'ms' },
    { name: `longest long task of that whole load, start-up included (worst of ${RUNS}, median ${round(median(inLoad))})`, value: round(Math.max(...inLoad)), unit: 'ms' },
    { name: 'menu links in the DOM once rendered (median)', value: median(direct.map((s) => s.linksInDom)) },
    { name: `the last item (${menu.lastName}) shown after scrolling the side bar to its end`, value: reachedLast ? 'yes' : 'no', target: 'yes' },
  ];
  return { title: 'side menu, 5,000 items', rows, json: { items: menu.count, runs: RUNS, held, direct, reachedLast } };
}
