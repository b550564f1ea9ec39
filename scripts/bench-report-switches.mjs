// The "report switches" section of `npm run bench` (scripts/bench.mjs): heap, DOM nodes and JS event
// listeners of the page after 10 and after 200 switches between two reports in the SPA (menu clicks, no page
// loads), and the growth per switch as a least-squares slope over readings along the way. Every reading
// follows a forced garbage collection (CDP HeapProfiler.collectGarbage), then Performance.getMetrics.
//
// Runs on the genuine client path: the public settings are answered without the demo emulator adapter and
// the browser finds the emulator at https://app.powerbi.com (answered from memory after the first fetch), so
// powerbi-client creates and checks the frames itself, as in production. Each switch waits for the new
// item's drawn signal (its frame container's aria-busy turning false: `rendered` for a report, `loaded` for a dashboard).

/** Service overview and SLA reports in anna's Contoso menu. */
const REPORTS = [102, 103];
const WARM_UP = 2;
const SWITCH_TIMEOUT_MS = 20_000;

/** Headers a proxy does not pass on: the connection's own, and cookies (the emulator's machine routes refuse them). */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'cookie', 'transfer-encoding', 'keep-alive']);

/**
 * Answers https://app.powerbi.com/... with the Power BI emulator (at `emulatorOrigin`): its files fetched once
 * each, the frame's token check forwarded every time with Node's fetch.
 */
async function serveEmulatorAsPowerBi(context, emulatorOrigin) {
  const cache = new Map();
  await context.route('https://app.powerbi.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = `${url.pathname.startsWith('/emulator/') ? url.pathname : `/emulator${url.pathname}`}${url.search}`;
    if (request.method() !== 'GET') {
      const headers = Object.fromEntries(
        Object.entries(request.headers()).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
      );
      const body = request.postDataBuffer();
      const response = await fetch(`${emulatorOrigin}${path}`, {
        method: request.method(),
        headers,
        body: body ? new Uint8Array(body) : undefined,
      });
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
      return;
    }
    let answer = cache.get(path);
    if (!answer) {
      answer = route.fetch({ url: `${emulatorOrigin}${path}` }).then(async (response) => ({
        status: response.status(),
        headers: response.headers(),
        body: await response.body(),
      }));
      cache.set(path, answer);
      answer.catch(() => cache.delete(path));
    }
    await route.fulfill(await answer);
  });
}

/** The public settings without the demo adapter: the SPA embeds through the client's own code path. */
async function withoutEmulatorAdapter(context) {
  await context.route('**/app/publicsettings', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), analyticsFrames: null } });
  });
}

/** One switch: the menu link's click in the page, then the new item's container reporting loaded. */
function switchTo(page, actionId) {
  return page.evaluate(
    async ({ id, limit }) => {
      const previous = document.querySelector('.report-embed__frame');
      const link = document.querySelector(`nav.side-menu a[href="/action/${id}"]`);
      if (!link) throw new Error(`no menu link to /action/${id}`);
      const ready = () => {
        const frame = document.querySelector('.report-embed__frame');
        return (
          frame !== null &&
          frame !== previous &&
          frame.getAttribute('aria-busy') === 'false' &&
          frame.querySelector('iframe') !== null &&
          window.location.pathname === `/action/${id}`
        );
      };
      link.click();
      if (ready()) return;
      await new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the report of /action/${id} did not report loaded within ${limit} ms`));
        }, limit);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      });
    },
    { id: actionId, limit: SWITCH_TIMEOUT_MS },
  );
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/**
 * ctx: { browser, baseURL, cookies (the bench's signed-in cookies), median, round }.
 * Returns { rows: [{ name, value, unit?, target? }], json }.
 */
export async function runReportSwitches(ctx, { switches = 200, first = 10 } = {}) {
  const { browser, baseURL, cookies, median, round } = ctx;
  const checkpoints = [...new Set([first, 25, 50, 100, 150, switches].filter((n) => n >= first && n <= switches))].sort(
    (a, b) => a - b,
  );
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
  try {
    await context.addCookies(cookies.playwright);
    // The Power BI emulator's origin, as the portal publishes it to the demo adapter that the route below turns off.
    const settings = await (await fetch(`${baseURL}/app/publicsettings`)).json();
    if (!settings.analyticsFrames?.origin)
      throw new Error('the portal names no Power BI emulator (ANALYTICS_FRAME_ORIGIN): start it as the bench does');
    await withoutEmulatorAdapter(context);
    await serveEmulatorAsPowerBi(context, settings.analyticsFrames.origin);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    for (const id of REPORTS) await page.locator(`nav.side-menu a[href="/action/${id}"]`).waitFor({ timeout: 30_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
      return { nodes: metric('Nodes'), listeners: metric('JSEventListeners'), heapBytes: metric('JSHeapUsedSize') };
    };

    for (let i = 0; i < WARM_UP; i++) await switchTo(page, REPORTS[i % REPORTS.length]);
    const genuine = await page.evaluate(
      () => !document.querySelector('.report-embed__frame iframe')?.src.includes('/emulator/'),
    );
    if (!genuine) throw new Error('the frame is not on the genuine embed URL: the demo adapter is still in use');

    const readings = [];
    const times = [];
    for (let done = 0; done < switches;) {
      const started = performance.now();
      await switchTo(page, REPORTS[done % REPORTS.length]);
      times.push(performance.now() - started);
      done += 1;
      if (checkpoints.includes(done)) readings.push({ switches: done, ...(await read()) });
    }
    await cdp.detach();

    const at = (n) => readings.find((reading) => reading.switches === n);
    const a = at(first);
    const b = at(switches);
    const per = {
      heapBytes: slope(readings.map((r) => [r.switches, r.heapBytes])),
      nodes: slope(readings.map((r) => [r.switches, r.nodes])),
      listeners: slope(readings.map((r) => [r.switches, r.listeners])),
    };
    const sorted = [...times].sort((x, y) => x - y);
    const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
    const mb = (bytes) => round(bytes / 1048576, 2);
    const json = {
      path: 'genuine client path (emulator served at https://app.powerbi.com)',
      switches,
      readings,
      perSwitch: { heapBytes: round(per.heapBytes, 0), nodes: round(per.nodes, 3), listeners: round(per.listeners, 3) },
      switchMs: {
        median: round(median(times)),
        p10: round(pct(10)),
        p90: round(pct(90)),
        max: round(sorted[sorted.length - 1]),
      },
    };
    const rows = [
      {
        name: `heap after ${first} / ${switches} switches`,
        value: `${mb(a.heapBytes)} / ${mb(b.heapBytes)}`,
        unit: 'MB',
      },
      {
        name: `DOM nodes after ${first} / ${switches} switches`,
        value: `${a.nodes} / ${b.nodes}`,
        target: `<= ${Math.floor(a.nodes * 1.05)} (+5%)`,
      },
      {
        name: `JS event listeners after ${first} / ${switches} switches`,
        value: `${a.listeners} / ${b.listeners}`,
        target: `<= ${a.listeners + 5}`,
      },
      {
        name: `heap per switch (slope over ${checkpoints.length} readings, ${first}..${switches})`,
        value: round(per.heapBytes, 0),
        unit: 'B',
      },
      { name: 'DOM nodes per switch (slope)', value: round(per.nodes, 2), target: '0' },
      { name: 'JS event listeners per switch (slope)', value: round(per.listeners, 2), target: '0' },
      {
        name: `switch -> loaded, median of ${switches} (p10 / p90)`,
        value: `${round(median(times))} (${round(pct(10))} / ${round(pct(90))})`,
        unit: 'ms',
      },
    ];
    return { title: '6 report switches', rows, json };
  } finally {
    await context.close();
  }
}
