/**
 * @jest-environment jsdom
 *
 * The frame runs in the browser (inside the embed iframe), though it ships from server/emulator.
 */
import { FrameApp } from './app';
import { readTokenPayload } from './token';

function tokenFor(res: string, lifetime: number, iat = 1_000): string {
  const body = Buffer.from(JSON.stringify({ res, act: 1, iat, exp: iat + lifetime })).toString('base64url');
  return `${body}.signature`;
}

function setup(now = { t: 0 }) {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  const events: { url: string; body: any }[] = [];
  const app = new FrameApp(root, (url, body) => events.push({ url, body }), new URLSearchParams('uid=url-uid&language=nl'), () => now.t);
  return { app, root, events, now };
}

const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report', id: 'demo-service-overview', accessToken: tokenFor('demo-service-overview', 60_000), tokenType: 1,
  settings: { panes: { filters: { visible: true, expanded: false }, pageNavigation: { visible: true, position: 0 } }, localeSettings: { language: 'nl', formatLocale: 'nl-NL' } },
  ...extra,
});

const tick = async () => { jest.runAllTimers(); };

beforeEach(() => { jest.useFakeTimers(); });
afterEach(() => { jest.useRealTimers(); });

describe('emulator frame', () => {
  it('loads a report, posts loaded and rendered under the uid of the load request, and draws its first page', async () => {
    const { app, root, events } = setup();
    expect(app.load('report', reportConfig(), { uid: 'uid-1' }, false)).toEqual({ status: 202, body: {} });
    await tick();
    expect(events.map((e) => e.url)).toEqual(['/reports/uid-1/events/loaded', '/reports/uid-1/events/rendered']);
    expect(root.querySelectorAll('.emu-visual')).toHaveLength(5);
    expect([...root.querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual(['Overview', 'Tickets', 'SLA', 'Costs']);
    expect(root.querySelector('.emu-filters--collapsed')).not.toBeNull();
    expect(root.querySelector('svg')).not.toBeNull();
    expect(document.documentElement.dataset.state).toBe('rendered');
  });

  it('opens the page the config names and answers the pages call', async () => {
    const { app } = setup();
    app.load('report', reportConfig({ pageName: 'sla' }), { uid: 'u' }, false);
    const pages = app.pages().body as { name: string; isActive: boolean }[];
    expect(pages.find((p) => p.isActive)?.name).toBe('sla');
  });

  it('changes page on a tab click with pageChanged (new and old page) and rendered', async () => {
    const { app, root, events } = setup();
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await tick();
    events.length = 0;
    (root.querySelector('[data-page=costs]') as HTMLElement).click();
    await tick();
    expect(events[0]).toEqual({ url: '/reports/u/events/pageChanged', body: expect.objectContaining({ newPage: expect.objectContaining({ name: 'costs', displayName: 'Costs' }), oldPage: expect.objectContaining({ name: 'overview' }) }) });
    expect(events[1]!.url).toBe('/reports/u/events/rendered');
  });

  it('posts dataSelected for a clicked data point', async () => {
    const { app, root, events } = setup();
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await tick();
    events.length = 0;
    (root.querySelector('[data-visual=ticketsPerMonth] .data-point') as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events[0]).toEqual({ url: '/reports/u/events/dataSelected', body: expect.objectContaining({ dataPoints: [expect.objectContaining({ identity: [{ target: { table: 'Tickets', column: 'Month' }, equals: 'Jan' }] })] }) });
  });

  it('refuses calls after the token expired with TokenExpired, and accepts a new token', async () => {
    const { app, root, events, now } = setup();
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await tick();
    now.t = 59_999;
    expect(app.expiredReply()).toBeNull();
    now.t = 60_000;
    expect(app.expiredReply()).toMatchObject({ status: 403, body: { message: 'TokenExpired' } });
    events.length = 0;
    (root.querySelector('[data-page=sla]') as HTMLElement).click();
    expect(events).toEqual([{ url: '/reports/u/events/error', body: expect.objectContaining({ message: 'TokenExpired' }) }]);
    expect(app.setToken(tokenFor('demo-service-overview', 60_000))).toEqual({ status: 200, body: {} });
    expect(app.expiredReply()).toBeNull();
  });

  it('reports an unknown report, a bad token and an invalid config as error events', async () => {
    const first = setup();
    first.app.load('report', reportConfig({ id: 'demo-missing', accessToken: tokenFor('demo-missing', 1000) }), { uid: 'a' }, false);
    await tick();
    expect(first.events).toEqual([{ url: '/reports/a/events/error', body: expect.objectContaining({ message: 'PowerBIEntityNotFound' }) }]);

    const second = setup();
    second.app.load('report', reportConfig({ accessToken: 'not-a-token' }), { uid: 'b' }, false);
    await tick();
    expect(second.events[0]!.body).toMatchObject({ message: 'PowerBINotAuthorizedException' });

    const third = setup();
    expect(third.app.load('report', { type: 'report', id: 'x' }, { uid: 'c' }, false).status).toBe(400);
    await tick();
    expect(third.events[0]!.body).toMatchObject({ message: 'Invalid parameters', detailedMessage: 'accessToken is required' });
  });

  it('renders a single visual, a dashboard and a tile', async () => {
    const visual = setup();
    visual.app.load('report', reportConfig({ type: 'visual', pageName: 'overview', visualName: 'costByService' }), { uid: 'v' }, false);
    await tick();
    expect(visual.root.querySelectorAll('.emu-visual')).toHaveLength(1);
    expect(visual.app.pages().status).toBe(400);

    const dashboard = setup();
    dashboard.app.load('dashboard', { type: 'dashboard', id: 'demo-dashboard', accessToken: tokenFor('demo-dashboard', 1000) }, { uid: 'd' }, false);
    await tick();
    expect(dashboard.root.querySelectorAll('.emu-tile')).toHaveLength(6);
    expect(dashboard.events.map((e) => e.url)).toEqual(['/dashboards/d/events/loaded', '/dashboards/d/events/rendered']);
    (dashboard.root.querySelector('.emu-tile') as HTMLElement).click();
    expect(dashboard.events[2]).toMatchObject({ url: '/dashboards/d/events/tileClicked', body: { tileId: 'tile-openTickets' } });

    const tile = setup();
    tile.app.load('tile', { type: 'tile', id: 'tile-slaKpi', dashboardId: 'demo-dashboard', accessToken: tokenFor('tile-slaKpi', 1000) }, { uid: 't' }, false);
    await tick();
    expect(tile.events.map((e) => e.url)).toEqual(['/tile/t/events/loaded', '/tile/t/events/tileLoaded', '/tile/t/events/rendered']);
  });

  it('applies settings and filters', async () => {
    const { app, root } = setup();
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await tick();
    expect(app.updateSettings({ panes: { pageNavigation: { position: 1 } } }).status).toBe(202);
    await tick();
    expect(root.querySelector('.emu-tabs--left')).not.toBeNull();
    const filter = { $schema: 'http://powerbi.com/product/schema#basic', target: { table: 'Tickets', column: 'Month' }, operator: 'In', values: ['Jan'], filterType: 1 };
    expect(app.setFilters([filter]).status).toBe(202);
    expect(app.getFilters().body).toEqual([filter]);
    expect(app.setFilters([{ nonsense: true }]).status).toBe(400);
  });

  it('answers the toolbar calls: print prints the frame, refresh draws again, a reload (load) clears the user\'s filters on the named page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const events: { url: string; body: any }[] = [];
    const printed: number[] = [];
    const app = new FrameApp(document.getElementById('root')!, (url, body) => events.push({ url, body }), new URLSearchParams('uid=u'), () => 0, () => printed.push(1));
    expect(app.print().status).toBe(400);
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await tick();

    expect(app.print()).toEqual({ status: 202, body: {} });
    expect(printed).toEqual([]);
    await tick();
    expect(printed).toEqual([1]);

    events.length = 0;
    expect(app.refresh()).toEqual({ status: 202, body: {} });
    await tick();
    expect(events.map((e) => e.url)).toEqual(['/reports/u/events/rendered']);

    const filter = { $schema: 'http://powerbi.com/product/schema#basic', target: { table: 'Tickets', column: 'Month' }, operator: 'In', values: ['Jan'], filterType: 1 };
    app.setFilters([filter]);
    app.setFilters([filter], { page: 'sla' });
    await tick();
    events.length = 0;
    expect(app.load('report', reportConfig({ pageName: 'sla' }), { uid: 'u' }, false).status).toBe(202);
    await tick();
    expect(app.getFilters().body).toEqual([]);
    expect(app.getFilters({ page: 'sla' }).body).toEqual([]);
    expect(document.documentElement.dataset.page).toBe('sla');
    expect(events.map((e) => e.url)).toEqual(['/reports/u/events/loaded', '/reports/u/events/rendered']);

    const dashboard = new FrameApp(document.getElementById('root')!, () => undefined, new URLSearchParams('uid=d'), () => 0, () => printed.push(2));
    dashboard.load('dashboard', { type: 'dashboard', id: 'demo-dashboard', accessToken: tokenFor('demo-dashboard', 1000) }, { uid: 'd' }, false);
    expect(dashboard.print().status).toBe(400);
  });

  it('falls back to the first page for an unknown page name, without an error', async () => {
    const { app, events } = setup();
    app.load('report', reportConfig({ pageName: 'no-such-page' }), { uid: 'u' }, false);
    await tick();
    expect(document.documentElement.dataset.page).toBe('overview');
    expect(events.map((e) => e.url)).toEqual(['/reports/u/events/loaded', '/reports/u/events/rendered']);
  });

  it('reads the token payload', () => {
    expect(readTokenPayload(tokenFor('r', 10, 5))).toEqual({ res: 'r', iat: 5, exp: 15 });
    expect(readTokenPayload('x.y')).toBeNull();
  });
});
