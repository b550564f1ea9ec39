import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  serveEmulatorAsPowerBi,
  startServer,
  test as base,
  type RunningServer,
} from '../../core/plugin-api/testing/e2e';
import {
  generateEmulatorEmbedToken,
  type EmulatorCredentials,
} from '../../core/plugin-api/testing/e2e/emulator-tokens';
import { EMULATOR_WORKSPACES, dashboardEmbedUrl, reportEmbedUrl, tileEmbedUrl } from '../../emulators/powerbi/catalog';

/**
 * The analytics emulator's frame driven by the real powerbi-client 2.24.1 (its built dist/powerbi.js) on a
 * tiny page at https://portal.test, with the frame served as https://app.powerbi.com. One row per entry of
 * docs/powerbi-protocol-checklist.md: each call's answer and the events it raised, counted.
 */
const SECRET = 'protocol-spec-secret-0123456789-abcdef';
const CONTOSO = EMULATOR_WORKSPACES.contoso;
const REPORT = 'demo-service-overview';
const CLIENT_JS = readFileSync(createRequire(import.meta.url).resolve('powerbi-client/dist/powerbi.js'), 'utf8');

/** The test page: a container per embed, the client, and helpers that record every event each embed raises. */
const PAGE_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>protocol</title>
<script src="https://portal.test/powerbi.js"></script>
<script>
  window.events = [];
  window.embeds = {};
  /** Embeds with the real client and resolves on loaded or error (whichever comes first). */
  window.embedAs = function (key, config, create) {
    const div = document.createElement('div');
    div.style.cssText = 'width:900px;height:560px';
    document.body.appendChild(div);
    const embed = create ? powerbi.createReport(div, config) : powerbi.embed(div, config);
    window.embeds[key] = embed;
    for (const name of embed.allowedEvents) embed.on(name, (event) => window.events.push({ key, name, detail: event.detail }));
    return new Promise((resolve) => {
      embed.on('loaded', () => resolve('loaded'));
      embed.on('error', (event) => resolve(event.detail && event.detail.message));
    });
  };
  window.count = (key, name) => window.events.filter((e) => e.key === key && e.name === name).length;
  window.settle = () => new Promise((resolve) => setTimeout(resolve, 300));
</script></head><body></body></html>`;

const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer({ SESSION_SECRET: SECRET }, { frameAdapter: false });
      await use(server);
      await server.stop();
      server.cleanup();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

let credentials: EmulatorCredentials;
const reportToken = async (baseURL: string, lifetimeInMinutes?: number) =>
  (
    await generateEmulatorEmbedToken(baseURL, credentials, '/GenerateToken', {
      reports: [{ id: REPORT }],
      datasets: [{ id: `${REPORT}-dataset` }],
      targetWorkspaces: [{ id: CONTOSO }],
      ...(lifetimeInMinutes ? { lifetimeInMinutes } : {}),
    })
  ).token;

/** A token with a payload changed after signing (a longer expiry): the signature no longer holds. */
function forge(token: string): string {
  const [body, signature] = token.split('.');
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as { exp: number };
  payload.exp += 86_400_000;
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

let page: Page;
let baseURL: string;
let token: string;

test.beforeAll(async ({ browser, server }) => {
  // The Power BI emulator the kit started beside the server: its REST API mints the tokens, it serves the frame.
  baseURL = server.powerBi!.origin;
  const env = server.powerBi!.env;
  credentials = {
    tenantId: env.POWERBI_TENANT_ID!,
    clientId: env.POWERBI_CLIENT_ID!,
    clientSecret: env.POWERBI_CLIENT_SECRET!,
  };
  const context = await browser.newContext();
  await serveEmulatorAsPowerBi(context, baseURL);
  await context.route('https://portal.test/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/powerbi.js') return route.fulfill({ contentType: 'text/javascript', body: CLIENT_JS });
    return route.fulfill({ contentType: 'text/html', body: PAGE_HTML });
  });
  page = await context.newPage();
  await page.goto('https://portal.test/protocol.html');
  token = await reportToken(baseURL);
});

test.afterAll(async () => {
  await page.context().close();
});

const reportConfig = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  config: {
    type: 'report',
    id: REPORT,
    embedUrl: reportEmbedUrl(CONTOSO, REPORT),
    accessToken: token,
    tokenType: 1,
    ...extra,
  },
});

async function embed(key: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { config } = reportConfig(key, extra);
  return page.evaluate(
    ({ k, c }) => (window as unknown as { embedAs: (k: string, c: unknown) => Promise<string> }).embedAs(k, c),
    { k: key, c: config },
  );
}

const count = (key: string, name: string) =>
  page.evaluate(
    ([k, n]) => (window as unknown as { count: (k: string, n: string) => number }).count(k!, n!),
    [key, name],
  );
const settle = () => page.evaluate(() => (window as unknown as { settle: () => Promise<void> }).settle());

/**
 * An event counted exactly: waited for until it has arrived (a loaded machine can take longer than a settle),
 * then counted again after a settle, so that a second, duplicate event fails too.
 */
async function expectCount(key: string, name: string, expected: number): Promise<void> {
  await expect.poll(() => count(key, name), { message: `${key} ${name}`, timeout: 10_000 }).toBe(expected);
  await settle();
  expect(await count(key, name), `${key} ${name} after a settle`).toBe(expected);
}

/** Waits until an embed has drawn itself: a click before its first render may land on what the render replaces. */
const rendered = (key: string) =>
  expect.poll(() => count(key, 'rendered'), { message: `${key} rendered`, timeout: 10_000 }).toBeGreaterThan(0);

/** Runs a function against an embed in the page: `r` is the embed (report, dashboard...), `m` the client's models. */
async function call<T>(key: string, body: string, arg?: unknown): Promise<T> {
  return page.evaluate(
    async ({ k, source, a }) => {
      const w = window as unknown as { embeds: Record<string, unknown>; 'powerbi-client': { models: unknown } };
      const run = new Function('r', 'm', 'a', `return (async () => { ${source} })();`) as (
        r: unknown,
        m: unknown,
        a: unknown,
      ) => Promise<T>;
      try {
        return await run(w.embeds[k], w['powerbi-client'].models, a);
      } catch (error) {
        return { rejected: error } as T;
      }
    },
    { k: key, source: body, a: arg },
  );
}

test('a report loads once, answers pages, visuals, layouts and raises pageChanged once per setPage', async () => {
  expect(await embed('r1')).toBe('loaded');
  await settle();
  await expectCount('r1', 'loaded', 1);
  await expectCount('r1', 'rendered', 1);
  const pages = await call<{ name: string; isActive: boolean }[]>(
    'r1',
    'return (await r.getPages()).map((p) => ({ name: p.name, isActive: p.isActive }));',
  );
  expect(pages.map((p) => p.name)).toEqual(['overview', 'tickets', 'sla', 'costs']);
  expect(await call('r1', "await r.setPage('sla'); return (await r.getActivePage()).name;")).toBe('sla');
  await settle();
  await expectCount('r1', 'pageChanged', 1);
  expect(
    await call('r1', "const p = await r.getPageByName('sla'); return (await p.getVisuals()).map((v) => v.name);"),
  ).toEqual(['slaKpi', 'costDetailsButton', 'slaTrend']);
  expect(
    await call(
      'r1',
      "const p = await r.getPageByName('sla'); return [await p.hasLayout(m.LayoutType.Master), await p.hasLayout(m.LayoutType.MobilePortrait)];",
    ),
  ).toEqual([true, false]);
  expect(await call('r1', "return (await r.setPage('no-such-page').catch((e) => e)).message;")).toBe('PageNotFound');
  expect(await call('r1', 'return r.getCorrelationId();')).toMatch(/^emulator-/);
  expect(
    await call(
      'r1',
      "const p = await r.getPageByName('sla'); return (await p.getSmartNarrativeInsights()).summaryText;",
    ),
  ).toMatch(/^SLA met this year is/);
  const renders = await count('r1', 'rendered');
  expect(await call('r1', 'await r.refresh(); return "ok";')).toBe('ok');
  await settle();
  await expectCount('r1', 'rendered', renders + 1);
});

test('a single visual embed loads and renders once and refuses the page calls', async () => {
  expect(await embed('v1', { type: 'visual', pageName: 'overview', visualName: 'costByService' })).toBe('loaded');
  await settle();
  await expectCount('v1', 'rendered', 1);
  // The client refuses page calls for a visual embed itself; the frame's 400 is for other clients.
  expect(await call('v1', 'return r.getPages();')).toEqual({
    rejected: 'Get pages is not supported while embedding a visual.',
  });
  expect(await call('v1', 'return r.getFilters(m.FiltersLevel.Visual);')).toEqual([]);
});

test('updateFilters honours every FiltersOperation at report, page and visual level; setFilters replaces', async () => {
  const filter = (column: string, values: string[]) => ({
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Tickets', column },
    operator: 'In',
    values,
    filterType: 1,
  });
  const jan = filter('Month', ['Jan']);
  const feb = filter('Month', ['Feb']);
  const change = filter('Category', ['Change']);
  const before = await count('r1', 'filtersApplied');
  const steps = await call<unknown[][]>(
    'r1',
    `
    const [jan, feb, change] = a; const out = [];
    await r.updateFilters(m.FiltersOperations.Add, [jan]); out.push(await r.getFilters());
    await r.updateFilters(m.FiltersOperations.Add, [feb, change]); out.push(await r.getFilters());
    await r.updateFilters(m.FiltersOperations.Replace, [jan]); out.push(await r.getFilters());
    await r.updateFilters(m.FiltersOperations.ReplaceAll, [change]); out.push(await r.getFilters());
    await r.updateFilters(m.FiltersOperations.RemoveAll); out.push(await r.getFilters());
    const page = await r.getPageByName('tickets');
    await page.updateFilters(m.FiltersOperations.Add, [jan]); out.push(await page.getFilters());
    await page.setFilters([change]); out.push(await page.getFilters());
    const visual = await page.getVisualByName('ticketsByCategory');
    await visual.updateFilters(m.FiltersOperations.ReplaceAll, [change]); out.push(await visual.getFilters());
    await visual.removeFilters(); out.push(await visual.getFilters());
    return out;`,
    [jan, feb, change],
  );
  expect(steps).toEqual([[jan], [feb, change], [jan, change], [change], [], [jan], [change], [change], []]);
  await settle();
  await expectCount('r1', 'filtersApplied', before + 9);
  expect(
    await call(
      'r1',
      'return (await r.updateFilters(m.FiltersOperations.Add, [{ nonsense: true }]).catch((e) => e)).message;',
    ),
  ).toBe('Invalid parameters');
});

test('bookmarks: list, capture, applyState restores page and filters with one bookmarkApplied, applyByName, play, invalid state', async () => {
  const jan = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Tickets', column: 'Month' },
    operator: 'In',
    values: ['Jan'],
    filterType: 1,
  };
  expect(await call('r1', 'return (await r.bookmarksManager.getBookmarks()).map((b) => b.name);')).toEqual([
    'startView',
    'ticketsFirstQuarter',
  ]);
  const captured = await call<{ name: string; displayName: string; state: string }>(
    'r1',
    `
    await r.setPage('costs'); await r.updateFilters(m.FiltersOperations.ReplaceAll, [a]);
    return r.bookmarksManager.capture();`,
    jan,
  );
  expect(captured).toEqual({ name: expect.any(String), displayName: expect.any(String), state: expect.any(String) });
  await call('r1', "await r.setPage('overview'); await r.updateFilters(m.FiltersOperations.RemoveAll);");
  await settle();
  const pageChanges = await count('r1', 'pageChanged');
  expect(await call('r1', 'await r.bookmarksManager.applyState(a); return "ok";', captured.state)).toBe('ok');
  await settle();
  await expectCount('r1', 'bookmarkApplied', 1);
  await expectCount('r1', 'pageChanged', pageChanges + 1);
  expect(await call('r1', 'return [(await r.getActivePage()).name, await r.getFilters()];')).toEqual(['costs', [jan]]);
  expect(
    await page.evaluate(() =>
      (window as unknown as { events: { name: string; detail: unknown }[] }).events
        .filter((e) => e.name === 'bookmarkApplied')
        .map((e) => e.detail),
    ),
  ).toEqual([{ bookmarkName: captured.name }]);

  await call('r1', "await r.bookmarksManager.apply('ticketsFirstQuarter');");
  await settle();
  await expectCount('r1', 'bookmarkApplied', 2);
  expect(await call('r1', 'return (await r.getActivePage()).name;')).toBe('tickets');
  expect(
    await call(
      'r1',
      'await r.bookmarksManager.play(m.BookmarksPlayMode.Presentation); await r.bookmarksManager.play(m.BookmarksPlayMode.Off); return "ok";',
    ),
  ).toBe('ok');
  expect(await call('r1', "return r.bookmarksManager.applyState('emu1.broken').catch((e) => e);")).toMatchObject({
    message: 'InvalidBookmarkState',
    errorCode: '400',
  });
  await expectCount('r1', 'bookmarkApplied', 2);
});

test('themes, zoom, settings, slicers, sortBy, exportData, selection and overlays', async () => {
  const theme = { name: 'Dark', dataColors: ['#ff0000'], background: '#111111', foreground: '#eeeeee' };
  expect(
    await call('r1', 'await r.applyTheme({ themeJson: a }); return (await r.getTheme()).themeJson;', theme),
  ).toEqual(theme);
  expect(await call('r1', 'await r.resetTheme(); return (await r.getTheme()).themeJson.name;')).toBe('Default');
  expect(await call('r1', 'await r.setZoom(1.5); return r.getZoom();')).toBe(1.5);
  expect(await call('r1', 'return (await r.setZoom(9).catch((e) => e)).message;')).toBe('Invalid parameters');
  const rendered = await count('r1', 'rendered');
  await call(
    'r1',
    'await r.updateSettings({ panes: { filters: { expanded: true, visible: true }, pageNavigation: { position: m.PageNavigationPosition.Left } } });',
  );
  await settle();
  await expectCount('r1', 'rendered', rendered + 1);
  const frame = page.frameLocator('iframe').first();
  await expect(frame.locator('.emu-tabs--left')).toBeAttached();
  await expect(frame.locator('.emu-filters--expanded')).toBeAttached();

  const incident = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Tickets', column: 'Category' },
    operator: 'In',
    values: ['Incident'],
    filterType: 1,
  };
  const slicer = await call<{ filters: unknown[] }>(
    'r1',
    `
    const page = await r.getPageByName('tickets'); const s = await page.getVisualByName('categorySlicer');
    await s.setSlicerState({ filters: [a] }); return s.getSlicerState();`,
    incident,
  );
  expect(slicer.filters).toEqual([incident]);
  expect(
    await call(
      'r1',
      "const p = await r.getPageByName('tickets'); const v = await p.getVisualByName('ticketsPerMonth'); return (await v.getSlicerState().catch((e) => e)).message;",
    ),
  ).toBe('NotSupported');
  const csv = await call<{ data: string }>(
    'r1',
    `
    const p = await r.getPageByName('tickets'); const v = await p.getVisualByName('ticketsByCategory');
    await v.sortBy({ orderBy: { table: 'Tickets', column: 'Category' }, direction: m.SortDirection.Descending });
    return v.exportData(m.ExportDataType.Summarized, 3);`,
  );
  expect(csv.data.split('\r\n')[0]).toBe('Category,Tickets');
  expect(csv.data.split('\r\n')[1]).toMatch(/^Incident,/);
  expect(
    await call(
      'r1',
      "const p = await r.getPageByName('tickets'); const v = await p.getVisualByName('ticketsByCategory'); return (await v.sortBy({ orderBy: { table: 'Costs', column: 'Service' }, direction: 1 }).catch((e) => e)).message;",
    ),
  ).toBe('InvalidSortTarget');
  expect(await call('r1', 'await r.clearSelectedVisuals(); await r.closeAllOverlays(); return "ok";')).toBe('ok');

  const layout = await call<{ mode?: number; x?: number }[]>(
    'r1',
    `
    await r.setPage('overview');
    await r.setVisualDisplayState('overview', 'costByService', m.VisualContainerDisplayMode.Hidden);
    await r.moveVisual('overview', 'openTickets', 10, 20);
    const p = await r.getPageByName('overview');
    const visuals = await p.getVisuals();
    return ['costByService', 'openTickets'].map((n) => { const l = visuals.find((v) => v.name === n).layout; return { mode: l.displayState.mode, x: l.x }; });`,
  );
  expect(layout).toEqual([
    { mode: 1, x: expect.any(Number) },
    { mode: 0, x: 10 },
  ]);
  await expect(frame.locator('[data-visual=costByService]')).toHaveCount(0);
  await expect(frame.locator('[data-visual=openTickets]')).toHaveCount(1);

  const before = await Promise.all(
    ['visualClicked', 'dataSelected', 'selectionChanged'].map((name) => count('r1', name)),
  );
  await frame.locator('[data-visual=ticketsPerMonth] .data-point').first().click();
  await expectCount('r1', 'visualClicked', before[0]! + 1);
  await expectCount('r1', 'dataSelected', before[1]! + 1);
  await expectCount('r1', 'selectionChanged', before[2]! + 1);
});

test('persistent filters and edit mode: pages, clone, save and saveAs raise saved once each', async () => {
  expect(await embed('r2', { persistentFiltersEnabled: true })).toBe('loaded');
  expect(await call('r2', 'return r.arePersistentFiltersApplied();')).toBe(false);
  expect(
    await call(
      'r2',
      'await r.savePersistentFilters(); const applied = await r.arePersistentFiltersApplied(); await r.resetPersistentFilters(); return [applied, await r.arePersistentFiltersApplied()];',
    ),
  ).toEqual([true, false]);
  expect(await call('r2', "return (await r.addPage('New').catch((e) => e)).message;")).toBe('InvalidOperation');
  const edited = await call<unknown[]>(
    'r2',
    `
    await r.switchMode(m.ViewMode.Edit);
    const added = await r.addPage('Extra');
    await r.renamePage(added.name, 'Extra renamed');
    const names = (await r.getPages()).map((p) => p.displayName);
    await r.deletePage(added.name);
    const p = await r.getPageByName('overview'); const v = await p.getVisualByName('openTickets');
    const clone = await v.clone({});
    return [names, (await r.getPages()).length, clone.visualName, await r.isSaved()];`,
  );
  expect(edited).toEqual([
    ['Overview', 'Tickets', 'SLA', 'Costs', 'Extra renamed'],
    4,
    expect.stringMatching(/^openTickets_copy/),
    false,
  ]);
  await call('r2', "await r.save(); await r.saveAs({ name: 'My copy' });");
  await settle();
  await expectCount('r2', 'saved', 2);
  expect(await call('r2', 'return r.isSaved();')).toBe(true);
});

test('tokens: setAccessToken with a good, a forged and an expired token; loads with forged and expired tokens; an unknown report', async () => {
  expect(await call('r1', 'await r.setAccessToken(a); return "ok";', token)).toBe('ok');
  const errorsBefore = await count('r1', 'error');
  expect(await call('r1', 'return r.setAccessToken(a).catch((e) => e);', forge(token))).toMatchObject({
    message: 'PowerBINotAuthorizedException',
  });
  const shortLived = await reportToken(baseURL, 0.001);
  await page.waitForTimeout(100);
  expect(await call('r1', 'return r.setAccessToken(a).catch((e) => e);', shortLived)).toMatchObject({
    message: 'TokenExpired',
  });
  await settle();
  expect((await count('r1', 'error')) - errorsBefore).toBe(2);
  expect(await call('r1', 'return (await r.getPages()).length;')).toBe(4);

  expect(await embed('forged', { accessToken: forge(token) })).toBe('PowerBINotAuthorizedException');
  expect(await embed('expired', { accessToken: shortLived })).toBe('TokenExpired');
  expect(await embed('unknown', { id: 'no-such-report', embedUrl: reportEmbedUrl(CONTOSO, 'no-such-report') })).toBe(
    'PowerBIEntityNotFound',
  );
  expect(await embed('other', { id: 'demo-sla-report', embedUrl: reportEmbedUrl(CONTOSO, 'demo-sla-report') })).toBe(
    'PowerBINotAuthorizedException',
  );
  await settle();
  for (const key of ['forged', 'expired', 'unknown', 'other']) {
    await expectCount(key, 'loaded', 0);
    await expectCount(key, 'error', 1);
  }
});

test('a dashboard and a tile: one tileClicked per click, also on the chart inside a tile; tileLoaded', async () => {
  const dashboardToken = (
    await generateEmulatorEmbedToken(
      baseURL,
      credentials,
      `/groups/${CONTOSO}/dashboards/demo-dashboard/GenerateToken`,
      { accessLevel: 'View' },
    )
  ).token;
  const loaded = await page.evaluate(
    (c) => (window as unknown as { embedAs: (k: string, c: unknown) => Promise<string> }).embedAs('d1', c),
    {
      type: 'dashboard',
      id: 'demo-dashboard',
      embedUrl: dashboardEmbedUrl(CONTOSO, 'demo-dashboard'),
      accessToken: dashboardToken,
      tokenType: 1,
    },
  );
  expect(loaded).toBe('loaded');
  await rendered('d1');
  const frame = page.frameLocator('iframe[src*="dashboardEmbed"]');
  // One click at a time, each counted: a loaded machine may still be drawing the second tile at the first click.
  await frame.locator('[data-tile=tile-ticketsPerMonth] .data-point').first().click();
  await expectCount('d1', 'tileClicked', 1);
  await frame.locator('[data-tile=tile-openTickets] .emu-visual__title').click();
  await expectCount('d1', 'tileClicked', 2);

  const tileToken = (
    await generateEmulatorEmbedToken(
      baseURL,
      credentials,
      `/groups/${CONTOSO}/dashboards/demo-dashboard/tiles/tile-slaKpi/GenerateToken`,
      { accessLevel: 'View' },
    )
  ).token;
  const tile = await page.evaluate(
    (c) => (window as unknown as { embedAs: (k: string, c: unknown) => Promise<string> }).embedAs('t1', c),
    {
      type: 'tile',
      id: 'tile-slaKpi',
      dashboardId: 'demo-dashboard',
      embedUrl: tileEmbedUrl(CONTOSO, 'demo-dashboard', 'tile-slaKpi'),
      accessToken: tileToken,
      tokenType: 1,
    },
  );
  expect(tile).toBe('loaded');
  await page.frameLocator('iframe[src*="tileId=tile-slaKpi"]').locator('[data-tile=tile-slaKpi]').click();
  await settle();
  await expectCount('t1', 'tileLoaded', 1);
  await expectCount('t1', 'tileClicked', 1);
});

test('create mode raises loaded, no rendered, and saved after saveAs; an unknown message answers 404', async () => {
  const datasetToken = (
    await generateEmulatorEmbedToken(baseURL, credentials, '/GenerateToken', {
      datasets: [{ id: `${REPORT}-dataset` }],
    })
  ).token;
  const created = await page.evaluate(
    (c) =>
      (window as unknown as { embedAs: (k: string, c: unknown, create: boolean) => Promise<string> }).embedAs(
        'c1',
        c,
        true,
      ),
    {
      type: 'create',
      datasetId: `${REPORT}-dataset`,
      embedUrl: `https://app.powerbi.com/reportEmbed?groupId=${CONTOSO}`,
      accessToken: datasetToken,
      tokenType: 1,
    },
  );
  expect(created).toBe('loaded');
  await call('c1', "await r.saveAs({ name: 'From scratch' });");
  await settle();
  await expectCount('c1', 'loaded', 1);
  await expectCount('c1', 'rendered', 0);
  await expectCount('c1', 'saved', 1);

  const unknown = await call<{ rejected: { statusCode: number } }>(
    'r1',
    "await powerbi.hpm.get('/report/nonsense', { uid: r.config.uniqueId }, r.iframe.contentWindow); return {};",
  );
  expect(unknown.rejected).toMatchObject({ statusCode: 404 });
});

test("a button, a custom command, a data hyperlink, Export data, blur, Save as and a swipe: each event once to the client's on(...) handlers", async () => {
  const extensions = {
    commands: [
      {
        name: 'openInCrm',
        title: 'Open in CRM',
        extend: { visualOptionsMenu: {} },
        selector: { $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'slaTrend' },
      },
    ],
  };
  expect(await embed('r3', { pageName: 'sla', settings: { extensions, hyperlinkClickBehavior: 2 } })).toBe('loaded');
  await rendered('r3');
  await settle();
  const frame = page.frameLocator('iframe').last();
  const detail = (name: string) =>
    page.evaluate(
      (n) =>
        (window as unknown as { events: { key: string; name: string; detail: unknown }[] }).events
          .filter((e) => e.key === 'r3' && e.name === n)
          .map((e) => e.detail),
      name,
    );

  await frame.getByRole('button', { name: 'Cost details' }).click();
  await settle();
  await expectCount('r3', 'buttonClicked', 1);
  expect(await detail('buttonClicked')).toEqual([
    { id: 'costDetailsButton', title: 'Cost details', type: 'PageNavigation' },
  ]);
  await expectCount('r3', 'pageChanged', 1);
  expect(await call('r3', 'return (await r.getActivePage()).name;')).toBe('costs');

  // The options menu with the keyboard: Enter opens it on its first entry, Enter chooses.
  await call('r3', "await r.setPage('sla');");
  await settle();
  await frame.locator('[data-visual=slaTrend] .emu-visual__more').focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('menuitem', { name: 'Open in CRM' })).toBeFocused();
  await page.keyboard.press('Enter');
  await settle();
  await expectCount('r3', 'commandTriggered', 1);
  expect(await detail('commandTriggered')).toEqual([
    expect.objectContaining({
      command: 'openInCrm',
      visual: expect.objectContaining({ name: 'slaTrend' }),
      page: expect.objectContaining({ name: 'sla' }),
    }),
  ]);

  await call('r3', "await r.setPage('tickets');");
  await settle();
  await frame.locator('[data-visual=ticketsByCategory] a.emu-link').first().click();
  await settle();
  await expectCount('r3', 'dataHyperlinkClicked', 1);
  expect(await detail('dataHyperlinkClicked')).toEqual([
    expect.objectContaining({ url: 'https://support.example.com/kb/incident', visualId: 'ticketsByCategory' }),
  ]);
  expect(page.context().pages()).toHaveLength(1);

  const download = page.waitForEvent('download');
  await frame.locator('[data-visual=ticketsByCategory] .emu-visual__more').click();
  await frame.getByRole('menuitem', { name: 'Export data' }).click();
  expect((await download).suggestedFilename()).toBe('Tickets by category.csv');
  await settle();
  expect(await detail('exportDataCompleted')).toEqual([
    { status: 0, exportDataType: 0, exportFormat: 0, pageName: 'tickets', visualName: 'ticketsByCategory' },
  ]);

  // Focus leaving the frame for the page: one blur.
  await page.evaluate(() => {
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
  });
  await settle();
  await expectCount('r3', 'blur', 1);

  await call('r3', 'await r.switchMode(m.ViewMode.Edit); await r.updateSettings({ useCustomSaveAsDialog: true });');
  await settle();
  await frame.getByRole('button', { name: 'Save as' }).click();
  await settle();
  await expectCount('r3', 'saveAsTriggered', 1);
  await expectCount('r3', 'saved', 0);

  // A horizontal touch swipe on the canvas: swipeStart once it travelled, swipeEnd when it ends.
  const canvas = frame.locator('.emu-canvas');
  const at = (x: number, y: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await canvas.dispatchEvent('touchstart', { touches: at(400, 200), changedTouches: at(400, 200) });
  await canvas.dispatchEvent('touchmove', { touches: at(320, 204), changedTouches: at(320, 204) });
  await canvas.dispatchEvent('touchmove', { touches: at(280, 206), changedTouches: at(280, 206) });
  await canvas.dispatchEvent('touchend', { touches: [], changedTouches: at(250, 206) });
  await settle();
  expect(await detail('swipeStart')).toEqual([
    { startPosition: { x: 400, y: 200 }, currentPosition: { x: 320, y: 204 } },
  ]);
  expect(await detail('swipeEnd')).toEqual([
    { startPosition: { x: 400, y: 200 }, currentPosition: { x: 250, y: 206 } },
  ]);
});
