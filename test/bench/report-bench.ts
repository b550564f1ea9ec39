import type { BrowserContext, Page, Response } from '@playwright/test';

/**
 * The report part of the bench. Given a page (of a fresh context) and the portal's base URL it measures:
 * - report click -> the client's `rendered` (seen as the LogPageLoaded call it triggers), beside the
 *   emulator's own standalone load of the same report;
 * - whether powerbi-client is among the home route's scripts (it must load only with a report view);
 * - the JS heap after 1 and after 50 report switches, and the frames left.
 * Works with the demo adapter (npm start) and without it (then the emulator is served at app.powerbi.com).
 */
export interface ReportBenchOptions {
  /** Demo user whose sign-in button is used; default anna (Contoso). */
  userId?: string;
  /** Two menu entries of report actions to switch between. */
  reports?: [string, string];
  switches?: number;
  reportId?: string;
}

export interface ReportBenchResult {
  reportClickToRenderedMs: { first: number; median: number; samples: number[] };
  emulatorStandaloneMs: { first: number; median: number };
  powerbiClientInHomeRequests: boolean;
  powerbiClientLoadedWithReport: boolean;
  heapAfterOneSwitchKB: number;
  heapAfterSwitchesKB: number;
  switches: number;
  framesAfterSwitches: number;
}

/** Strings that only powerbi-client's bundle carries. */
const POWERBI_MARKERS = ['powerBISDKGlobalServiceInstanceName', 'Power BI SDK'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function routeEmulatorIfNeeded(context: BrowserContext, baseURL: string): Promise<void> {
  const settings = (await (await context.request.get(`${baseURL}/app/publicsettings`)).json()) as { analyticsFrames?: unknown };
  if (settings.analyticsFrames) return;
  await context.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.startsWith('/emulator/') ? url.pathname : `/emulator${url.pathname}`;
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${path}${url.search}` }) });
  });
}

async function scriptBodies(page: Page, action: () => Promise<void>): Promise<string[]> {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(new URL(page.url() || 'http://x').origin)) responses.push(response);
  };
  page.on('response', listener);
  await action();
  page.off('response', listener);
  return Promise.all(responses.map((response) => response.text().catch(() => '')));
}

const hasPowerBi = (bodies: string[]) => bodies.some((body) => POWERBI_MARKERS.some((marker) => body.includes(marker)));

export async function runReportBench(page: Page, baseURL: string, options: ReportBenchOptions = {}): Promise<ReportBenchResult> {
  const { userId = 'anna', reports = ['Service overview', 'SLA dashboard'], switches = 50, reportId = 'demo-service-overview' } = options;
  const context = page.context();
  await routeEmulatorIfNeeded(context, baseURL);

  await page.goto(`${baseURL}/account/login`);
  await page.locator(`form:has(input[name="userId"][value="${userId}"]) button[type="submit"]`).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));

  const homeScripts = await scriptBodies(page, async () => {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const rendered = () => page.frameLocator('iframe').locator('html[data-state="rendered"]').waitFor({ timeout: 20_000 });
  const open = async (name: string): Promise<number> => {
    const logged = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/Report\/LogPageLoaded\//.test(r.url()), { timeout: 20_000 });
    const start = Date.now();
    await nav.getByRole('link', { name, exact: true }).first().click();
    await logged;
    const elapsed = Date.now() - start;
    await rendered();
    return elapsed;
  };

  const samples: number[] = [];
  const reportScripts = await scriptBodies(page, async () => { samples.push(await open(reports[0])); });
  for (let i = 1; i <= 5; i++) samples.push(await open(reports[i % 2]));

  const cdp = await context.newCDPSession(page);
  const heapKB = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return Math.round((await cdp.send('Runtime.getHeapUsage')).usedSize / 1024);
  };
  await open(reports[0]);
  const heapAfterOneSwitchKB = await heapKB();
  for (let i = 0; i < switches; i++) await open(reports[(i + 1) % 2]);
  const heapAfterSwitchesKB = await heapKB();
  const framesAfterSwitches = await page.locator('iframe').count();
  await cdp.detach();

  const standalone = await context.newPage();
  const standaloneSamples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = Date.now();
    await standalone.goto(`${baseURL}/emulator/reportEmbed?reportId=${encodeURIComponent(reportId)}`);
    await standalone.locator('html[data-state="rendered"]').waitFor({ timeout: 20_000 });
    standaloneSamples.push(Date.now() - start);
  }
  await standalone.close();

  return {
    reportClickToRenderedMs: { first: samples[0] ?? 0, median: median(samples.slice(1)), samples },
    emulatorStandaloneMs: { first: standaloneSamples[0] ?? 0, median: median(standaloneSamples.slice(1)) },
    powerbiClientInHomeRequests: hasPowerBi(homeScripts),
    powerbiClientLoadedWithReport: hasPowerBi(reportScripts),
    heapAfterOneSwitchKB,
    heapAfterSwitchesKB,
    switches,
    framesAfterSwitches,
  };
}
