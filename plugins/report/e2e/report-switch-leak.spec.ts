import { expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';
import { pageCounters, reportFrame, switchReport, type PageCounts } from './helpers';

/**
 * Report switches release everything: after 24 switches between two reports in the SPA (menu clicks, no
 * page loads) the page holds no more DOM nodes and event listeners than after 6 (GC forced before each
 * reading). Each switch waits only for the new item's drawn signal (its frame container's aria-busy
 * turning false: `rendered` for a report, `loaded` for a dashboard).
 *
 * The server runs in demo mode with the emulator adapter, so the frame comes straight from the Power BI
 * emulator beside it, without the request interception that serves it as app.powerbi.com. The 18 switches between the readings show a leak
 * of even one node or listener per switch as 18 extra, beyond the 10 nodes and 5 listeners allowed for a reading's own noise;
 * the 200-switch soak with its slope per switch is `npm run bench`'s section 6.
 * Both paths create and release components through the same port and its ServiceCleanup (service-cleanup.test.ts covers both; `npm run bench` measures the genuine path).
 */
const REPORTS = [102, 103] as const; // Service overview, SLA dashboard (anna's Contoso menu)
const WARM_UP = 2;
const FIRST = 6;
const LAST = 24;

const summarize = (counts: PageCounts) =>
  `${counts.nodes} nodes, ${counts.listeners} listeners, ${(counts.heapBytes / 1048576).toFixed(2)} MB heap`;

test.describe('report switches', () => {
  test(`${LAST} switches between two reports leave no DOM nodes or listeners behind`, async ({
    browser,
    signIn,
    server,
  }, testInfo) => {
    // The switches take about 15 s alone; a loaded 2-core CI machine can take twice that.
    test.setTimeout(240_000);
    // A context of its own, with no listeners of the kit's watching every console line of the switches.
    const context = await browser.newContext({
      baseURL: server.baseURL,
      locale: 'en-US',
      viewport: { width: 1366, height: 860 },
    });
    const page = await context.newPage();
    await signIn('anna', page);
    await waitForPortal(page);
    const counters = await pageCounters(page);
    let switches = 0;
    const switchTimes: number[] = [];
    const next = async () => {
      const started = Date.now();
      await switchReport(page, REPORTS[switches % REPORTS.length]!);
      switchTimes.push(Date.now() - started);
      switches += 1;
    };
    // The frame is in this page's renderer: read once it has drawn, so that both readings see the same frame.
    const read = async () => {
      await expect(reportFrame(page).locator('html[data-state="rendered"]')).toBeAttached({ timeout: 15_000 });
      return counters.read();
    };

    // Warm-up: both reports once (their chunks, the client, the frame's files, the first renders).
    for (let i = 0; i < WARM_UP; i++) await next();
    switches = 0;
    switchTimes.length = 0;

    while (switches < FIRST) await next();
    const atFirst = await read();
    while (switches < LAST) await next();
    const atLast = await read();
    await counters.detach();

    const sorted = [...switchTimes].sort((a, b) => a - b);
    const figures = {
      [`after ${FIRST}`]: atFirst,
      [`after ${LAST}`]: atLast,
      perSwitch: {
        nodes: (atLast.nodes - atFirst.nodes) / (LAST - FIRST),
        listeners: (atLast.listeners - atFirst.listeners) / (LAST - FIRST),
        heapBytes: Math.round((atLast.heapBytes - atFirst.heapBytes) / (LAST - FIRST)),
      },
      switchMs: { median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] },
    };
    await testInfo.attach('report-switch-counts.json', {
      body: JSON.stringify(figures, null, 2),
      contentType: 'application/json',
    });

    const summary = `after ${FIRST}: ${summarize(atFirst)}; after ${LAST}: ${summarize(atLast)}`;
    expect(atLast.nodes, `DOM nodes grew by more than 10 (${summary})`).toBeLessThanOrEqual(atFirst.nodes + 10);
    expect(atLast.listeners, `event listeners grew by more than 5 (${summary})`).toBeLessThanOrEqual(
      atFirst.listeners + 5,
    );
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as { powerbi: { embeds: unknown[] } }).powerbi.embeds.length),
    ).toBe(1);
    await context.close();
  });
});
