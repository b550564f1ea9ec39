import type { BrowserContext, Page } from '@playwright/test';

/**
 * The claims part of the bench (issue 15): the claims view with 100,000 claims in the real browser, the API
 * answer replaced as section 4 of scripts/bench.mjs does. It measures, in the page, the time from a keystroke
 * in the search box (keydown) to the frame after the table shows that keystroke's result, for a sequence of
 * keystrokes that narrow and widen the filter, and reports the median with its spread.
 */

/** The part of scripts/bench.mjs's `partContext` this part uses. */
export interface BenchContext {
  baseURL: string;
  newSignedInContext(): Promise<BrowserContext>;
  median(values: number[]): number;
  round(value: number, digits?: number): number;
}

const CLAIMS = 100_000;
const ACTION_ID = 107;
const STEP_TIMEOUT_MS = 60_000;
/** Narrowing and widening again; each key changes the number of matches, which is how the page sees it is done. */
const KEYS = ['9', '9', '9', '1', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
const ROUNDS = 2;

interface Claim {
  type: string;
  value: string;
}

const bigClaims = (): Claim[] =>
  Array.from({ length: CLAIMS }, (_, i) => ({ type: `http://schemas.example.com/claims/type-${i % 37}`, value: `value ${i} ${'x'.repeat(i % 20)}` }));

/** The view's rule (case-insensitive, on type or value), to know the count each keystroke must show. */
const matches = (claims: Claim[], query: string) => {
  const needle = query.trim().toLowerCase();
  return needle ? claims.filter((c) => c.type.toLowerCase().includes(needle) || c.value.toLowerCase().includes(needle)).length : claims.length;
};

/** The query after each key, and the count text the view shows for it. */
function expectedSteps(claims: Claim[]): { key: string; countText: string }[] {
  let query = '';
  let previous = claims.length;
  return KEYS.map((key) => {
    query = key === 'Backspace' ? query.slice(0, -1) : query + key;
    const count = matches(claims, query);
    if (count === previous) throw new Error(`the key ${key} (query "${query}") leaves the count at ${count}: the page could not tell it is done`);
    previous = count;
    return { key, countText: `${count} claims` };
  });
}

/**
 * Installed in the page once the view shows: the capture-phase keydown listener stamps the start; a
 * MutationObserver sees the count text reach `expected` (the count and the rows are one React commit), and the
 * time is taken after the next frame (requestAnimationFrame, then a task, so the paint is included).
 */
function installProbe(): void {
  const state = { expected: '', start: -1, end: -1 };
  (window as unknown as { __claimsFilter: typeof state }).__claimsFilter = state;
  window.addEventListener('keydown', () => {
    if (state.expected && state.start < 0) state.start = performance.now();
  }, true);
  const shows = () => Array.from(document.querySelectorAll('.ant-card-extra')).some((el) => el.textContent === state.expected);
  new MutationObserver(() => {
    if (state.start < 0 || state.end >= 0 || !shows()) return;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (state.end < 0) state.end = performance.now();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

async function keystrokeMs(page: Page, key: string, countText: string): Promise<number> {
  await page.evaluate((expected) => {
    Object.assign((window as unknown as { __claimsFilter: object }).__claimsFilter, { expected, start: -1, end: -1 });
  }, countText);
  await page.keyboard.press(key);
  await page.waitForFunction(() => (window as unknown as { __claimsFilter: { end: number } }).__claimsFilter.end >= 0, null, { timeout: STEP_TIMEOUT_MS, polling: 50 });
  const { start, end } = await page.evaluate(() => (window as unknown as { __claimsFilter: { start: number; end: number } }).__claimsFilter);
  // Let the page settle, so one keystroke's leftovers are not counted against the next.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return end - start;
}

export async function run(ctx: BenchContext) {
  const claims = bigClaims();
  const body = JSON.stringify({ actionType: 'claims', actionId: ACTION_ID, title: 'Claims', claims });
  const steps = expectedSteps(claims);
  const context = await ctx.newSignedInContext();
  try {
    const page = await context.newPage();
    await page.route(`**/api/action/${ACTION_ID}/**`, (route) => route.fulfill({ contentType: 'application/json', body }));
    await page.goto(`${ctx.baseURL}/action/${ACTION_ID}`, { timeout: STEP_TIMEOUT_MS });
    const search = page.getByRole('searchbox', { name: 'Search claims' });
    await page.getByText(`${CLAIMS} claims`, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const rowsInDom = await page.locator('.ant-table-tbody .ant-table-row').count();
    await page.evaluate(installProbe);
    await search.focus();

    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const step of steps) samples.push(await keystrokeMs(page, step.key, step.countText));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
    const median = ctx.round(ctx.median(samples));
    return {
      title: 'claims view at 100,000 claims',
      rows: [
        { name: 'claims filter per keystroke at 100,000 claims (median)', value: median, unit: 'ms', target: '<= 100 ms' },
        { name: `claims filter per keystroke: min / p90 / max of ${samples.length}`, value: `${ctx.round(sorted[0])} / ${ctx.round(at(0.9))} / ${ctx.round(sorted.at(-1)!)}`, unit: 'ms' },
        { name: 'table rows in the DOM at 100,000 claims', value: rowsInDom, target: 'a window, not 100,000' },
      ],
      json: { claims: CLAIMS, responseBytes: body.length, keys: KEYS, medianMs: median, samplesMs: samples.map((s) => ctx.round(s)), rowsInDom },
    };
  } finally {
    await context.close();
  }
}
