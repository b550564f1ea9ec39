/**
 * @jest-environment jsdom
 *
 * The frame runs in the browser (inside the embed iframe), though it ships from server/emulator.
 */
import { listPages } from './page-calls';
import * as report from './report-calls';
import { updateSettings } from './settings-calls';
import { frameSetup, loadedReport, reportConfig, settle, validToken } from './testing';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('emulator frame: loads', () => {
  it("answers the load at once, checks the token, then posts loaded and rendered under the load request's uid", async () => {
    const { app, root, names, events } = frameSetup();
    expect(app.load('report', reportConfig(), { uid: 'uid-1' }, false)).toEqual({ status: 202, body: {} });
    expect(events).toEqual([]);
    await settle();
    expect(names()).toEqual(['loaded', 'renderingStarted', 'rendered']);
    expect(events.every((e) => e.url.startsWith('/reports/uid-1/events/'))).toBe(true);
    expect(root.querySelectorAll('.emu-visual')).toHaveLength(5);
    expect([...root.querySelectorAll('[role=tab]')].map((t) => t.textContent)).toEqual([
      'Overview',
      'Tickets',
      'SLA',
      'Costs',
    ]);
    expect(root.querySelector('.emu-filters--collapsed')).not.toBeNull();
    expect(document.documentElement.dataset.state).toBe('rendered');
  });

  it('a forged token, an expired one and one for another item end in one error event and never loaded', async () => {
    for (const [token, message] of [
      ['forged', 'PowerBINotAuthorizedException'],
      ['expired', 'TokenExpired'],
      [validToken('demo-sla-report'), 'PowerBINotAuthorizedException'],
    ]) {
      const { app, names, events } = frameSetup();
      expect(app.load('report', reportConfig({ accessToken: token }), { uid: 'b' }, false).status).toBe(202);
      await settle();
      expect(names()).toEqual(['error']);
      expect(events[0]!.body).toMatchObject({ message, errorCode: '403', level: 6 });
    }
  });

  it('an unknown report, dashboard or tile is PowerBIEntityNotFound: nothing is invented', async () => {
    const first = frameSetup();
    first.app.load(
      'report',
      reportConfig({ id: 'no-such-report', accessToken: validToken('no-such-report') }),
      { uid: 'a' },
      false,
    );
    await settle();
    expect(first.events).toEqual([
      { url: '/reports/a/events/error', body: expect.objectContaining({ message: 'PowerBIEntityNotFound' }) },
    ]);
    const second = frameSetup();
    second.app.load(
      'dashboard',
      { type: 'dashboard', id: 'other-dashboard', accessToken: validToken('other-dashboard') },
      { uid: 'd' },
      false,
    );
    await settle();
    expect(second.events).toEqual([
      { url: '/dashboards/d/events/error', body: expect.objectContaining({ message: 'PowerBIEntityNotFound' }) },
    ]);
  });

  it('an invalid config answers 400 and posts the validation error', async () => {
    const { app, events } = frameSetup();
    expect(app.load('report', { type: 'report', id: 'x' }, { uid: 'c' }, false).status).toBe(400);
    await settle();
    expect(events[0]!.body).toMatchObject({
      message: 'Invalid parameters',
      detailedMessage: 'accessToken is required',
    });
  });

  it('opens the page the config names, or the first page for an unknown name', async () => {
    const { app } = frameSetup();
    app.load('report', reportConfig({ pageName: 'sla' }), { uid: 'u' }, false);
    await settle();
    expect((listPages(app).body as { name: string; isActive: boolean }[]).find((p) => p.isActive)?.name).toBe('sla');
    app.load('report', reportConfig({ pageName: 'no-such-page' }), { uid: 'u' }, false);
    await settle();
    expect(document.documentElement.dataset.page).toBe('overview');
  });

  it('a phased load (prepare) posts loaded only; render draws', async () => {
    const { app, names } = frameSetup();
    app.load('report', reportConfig(), { uid: 'u' }, true);
    await settle();
    expect(names()).toEqual(['loaded']);
    expect(report.renderRequest(app).status).toBe(202);
    await settle();
    expect(names()).toEqual(['loaded', 'renderingStarted', 'rendered']);
  });

  it('create mode draws an empty canvas for the dataset and raises loaded only', async () => {
    const { app, names, root } = frameSetup();
    const config = { type: 'create', datasetId: 'demo-fleet-dataset', accessToken: validToken('demo-fleet-dataset') };
    expect(app.load('create', config, { uid: 'c' }, false).status).toBe(202);
    await settle();
    expect(names()).toEqual(['loaded']);
    expect(root.querySelector('.emu-create')).not.toBeNull();
    app.render();
    await settle();
    expect(names()).toEqual(['loaded']);
    expect(report.saveAs(app, { name: 'My fleet report' }).status).toBe(202);
    await settle();
    expect(names()).toEqual(['loaded', 'saved']);
  });
});

describe('emulator frame: tokens after load', () => {
  it('refuses calls once the frame clock passes the deadline, with one TokenExpired event; a new token is checked first', async () => {
    const { app, root, events, now } = await loadedReport();
    now.t = 59_999;
    expect(await app.expiredReply()).toBeNull();
    now.t = 60_000;
    expect(await app.expiredReply()).toMatchObject({ status: 403, body: { message: 'TokenExpired' } });
    await settle();
    events.length = 0;
    (root.querySelector('[data-page=sla]') as HTMLElement).click();
    expect(events).toEqual([
      { url: '/reports/u/events/error', body: expect.objectContaining({ message: 'TokenExpired' }) },
    ]);
    expect(await app.setToken('forged')).toMatchObject({
      status: 403,
      body: { message: 'PowerBINotAuthorizedException' },
    });
    expect(await app.setToken('expired')).toMatchObject({ status: 403, body: { message: 'TokenExpired' } });
    expect(await app.setToken(validToken('demo-service-overview'))).toEqual({ status: 200, body: {} });
    expect(await app.expiredReply()).toBeNull();
  });
});

describe('emulator frame: interactions and events', () => {
  it('a tab click raises pageChanged (new and old page) and rendered once', async () => {
    const { root, events, names } = await loadedReport();
    (root.querySelector('[data-page=costs]') as HTMLElement).click();
    await settle();
    expect(names()).toEqual(['pageChanged', 'renderingStarted', 'rendered']);
    expect(events[0]!.body).toMatchObject({
      newPage: { name: 'costs', displayName: 'Costs' },
      oldPage: { name: 'overview' },
    });
  });

  it('a data point click raises dataSelected, selectionChanged and visualClicked once each', async () => {
    const { root, events, names } = await loadedReport();
    (root.querySelector('[data-visual=ticketsPerMonth] .data-point') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    await settle();
    expect(names()).toEqual(['visualClicked', 'dataSelected', 'selectionChanged', 'renderingStarted', 'rendered']);
    expect(events[1]!.body).toMatchObject({
      visual: { name: 'ticketsPerMonth', type: 'clusteredColumnChart' },
      dataPoints: [{ identity: [{ target: { table: 'Tickets', column: 'Month' }, equals: 'Jan' }] }],
    });
  });

  it('a click on a visual outside its data raises visualClicked only', async () => {
    const { root, names } = await loadedReport();
    (root.querySelector('[data-visual=costByService] .emu-visual__title') as HTMLElement).click();
    expect(names()).toEqual(['visualClicked']);
  });

  it('raises visualRendered per shown visual when the settings ask for it', async () => {
    const { app, names } = await loadedReport({ settings: { visualRenderedEvents: true } });
    app.render();
    await settle();
    expect(names().filter((n) => n === 'visualRendered')).toHaveLength(5);
  });

  it('dashboards and tiles: one tileClicked per click, also on the chart inside a tile; tileLoaded for a tile', async () => {
    const dashboard = frameSetup();
    dashboard.app.load(
      'dashboard',
      { type: 'dashboard', id: 'demo-dashboard', accessToken: validToken('demo-dashboard') },
      { uid: 'd' },
      false,
    );
    await settle();
    expect(dashboard.root.querySelectorAll('.emu-tile')).toHaveLength(6);
    expect(dashboard.events.map((e) => e.url)).toEqual([
      '/dashboards/d/events/loaded',
      '/dashboards/d/events/rendered',
    ]);
    dashboard.events.length = 0;
    (dashboard.root.querySelector('[data-tile=tile-ticketsPerMonth] .data-point') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    (dashboard.root.querySelector('[data-tile=tile-openTickets]') as HTMLElement).click();
    expect(dashboard.events).toEqual([
      { url: '/dashboards/d/events/tileClicked', body: expect.objectContaining({ tileId: 'tile-ticketsPerMonth' }) },
      { url: '/dashboards/d/events/tileClicked', body: expect.objectContaining({ tileId: 'tile-openTickets' }) },
    ]);

    const tile = frameSetup();
    tile.app.load(
      'tile',
      { type: 'tile', id: 'tile-slaKpi', dashboardId: 'demo-dashboard', accessToken: validToken('tile-slaKpi') },
      { uid: 't' },
      false,
    );
    await settle();
    expect(tile.events.map((e) => e.url)).toEqual([
      '/tile/t/events/loaded',
      '/tile/t/events/tileLoaded',
      '/tile/t/events/rendered',
    ]);
  });

  it('renders a single visual and refuses the page calls for it', async () => {
    const { app, root } = frameSetup();
    app.load(
      'report',
      reportConfig({ type: 'visual', pageName: 'overview', visualName: 'costByService' }),
      { uid: 'v' },
      false,
    );
    await settle();
    expect(root.querySelectorAll('.emu-visual')).toHaveLength(1);
    expect(listPages(app).status).toBe(400);
  });
});

describe('emulator frame: report calls', () => {
  it('print prints the frame, refresh draws again', async () => {
    const printed: number[] = [];
    const { app, names } = frameSetup({ printer: () => printed.push(1) });
    expect(report.print(app).status).toBe(400);
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await settle();
    expect(report.print(app)).toEqual({ status: 202, body: {} });
    await settle();
    expect(printed).toEqual([1]);
    const before = names().length;
    expect(report.refresh(app).status).toBe(202);
    await settle();
    expect(names().slice(before)).toEqual(['renderingStarted', 'rendered']);
  });

  it('switchMode, save and saveAs: saved once per save, only in edit mode', async () => {
    const { app, names, events } = await loadedReport();
    expect(report.save(app).status).toBe(400);
    expect(report.switchMode(app, 'edit').status).toBe(202);
    expect(report.switchMode(app, 'fly').status).toBe(400);
    expect(report.save(app).status).toBe(202);
    expect(report.saveAs(app, { name: 'Copy' }).status).toBe(202);
    expect(report.saveAs(app, {}).status).toBe(400);
    await settle();
    expect(names().filter((n) => n === 'saved')).toHaveLength(2);
    expect(events.filter((e) => e.url.endsWith('/saved')).map((e) => e.body.saveAs)).toEqual([false, true]);
  });

  it('persistent filters: saved with userState, applied on the next load, reset to the published filters', async () => {
    const { app } = await loadedReport({ persistentFiltersEnabled: true });
    expect(report.isUserStateApplied(app).body).toBe(false);
    app.filters.set({}, [
      {
        $schema: 'http://powerbi.com/product/schema#basic',
        target: { table: 'Tickets', column: 'Month' },
        operator: 'In',
        values: ['Jan'],
        filterType: 1,
      } as never,
    ]);
    expect(report.saveUserState(app).status).toBe(202);
    expect(report.isUserStateApplied(app).body).toBe(true);
    app.load('report', reportConfig({ persistentFiltersEnabled: true }), { uid: 'u' }, false);
    await settle();
    expect(app.filters.report).toHaveLength(1);
    expect(report.resetUserState(app).status).toBe(202);
    expect(app.filters.report).toEqual([]);
    expect(report.isUserStateApplied(app).body).toBe(false);
    const other = await loadedReport();
    expect(report.saveUserState(other.app).status).toBe(400);
  });

  it('settings: page navigation position, filter pane expanded, zoom; each redraws', async () => {
    const { app, root, names } = await loadedReport();
    expect(
      updateSettings(app, { panes: { pageNavigation: { position: 1 }, filters: { expanded: true } }, zoomLevel: 1.5 })
        .status,
    ).toBe(202);
    await settle();
    expect(root.querySelector('.emu-tabs--left')).not.toBeNull();
    expect(root.querySelector('.emu-filters--expanded')).not.toBeNull();
    expect((root.querySelector('.emu-canvas') as HTMLElement).style.zoom).toBe('1.5');
    expect(names()).toEqual(['renderingStarted', 'rendered']);
    expect(updateSettings(app, { zoomLevel: 9 }).status).toBe(400);
    expect(updateSettings(app, 'x').status).toBe(400);
  });

  it('clearSelectedVisuals drops the selection; closeAllOverlays and getCorrelationId answer', async () => {
    const { app, root } = await loadedReport();
    (root.querySelector('[data-visual=ticketsPerMonth] .data-point') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    expect(app.selected).not.toBeNull();
    expect(report.clearSelectedVisuals(app).status).toBe(202);
    expect(app.selected).toBeNull();
    expect(report.closeAllOverlays().status).toBe(202);
    expect(report.correlationId(app)).toEqual({ status: 200, body: 'emulator-u' });
  });
});
