/**
 * @jest-environment jsdom
 *
 * The events a user's actions in the frame raise: buttons, custom commands, links, Save as, focus, swipes and
 * the options menu's Export data. Each once per trigger, with powerbi-models' payload, and only where the
 * client allows it (never in create mode, never on dashboards and tiles).
 */
import { raisedBy } from './events';
import * as report from './report-calls';
import { updateSettings } from './settings-calls';
import { frameSetup, loadedReport, reportConfig, settle, validToken } from './testing';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const click = (node: Element | null) => (node as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
const settings = (extra: Record<string, unknown>) => ({ settings: { localeSettings: { language: 'en' }, ...extra } });
const extensions = {
  commands: [
    {
      name: 'openInCrm',
      title: 'Open in CRM',
      extend: { visualOptionsMenu: { title: 'Open in CRM…' }, visualContextMenu: {} },
      selector: { $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'ticketsPerMonth' },
    },
    {
      name: 'explain',
      title: 'Explain',
      extend: { visualOptionsMenu: { menuLocation: 1 } },
    },
  ],
};
const createConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'create',
  datasetId: 'demo-service-overview-dataset',
  accessToken: validToken('demo-service-overview-dataset'),
  tokenType: 1,
  ...extra,
});

describe('emulator frame: buttonClicked', () => {
  it('a page navigation button raises buttonClicked { id, title, type } once, then opens its page', async () => {
    const { app, root, names, events } = await loadedReport({ pageName: 'sla' });
    const button = root.querySelector('[data-visual=costDetailsButton] button.emu-action-button') as HTMLButtonElement;
    expect(button.textContent).toBe('Cost details');
    click(button);
    await settle();
    expect(names()).toEqual(['visualClicked', 'buttonClicked', 'pageChanged', 'renderingStarted', 'rendered']);
    expect(events[1]).toEqual({
      url: '/reports/u/events/buttonClicked',
      body: { id: 'costDetailsButton', title: 'Cost details', type: 'PageNavigation' },
    });
    expect(app.page?.name).toBe('costs');
  });

  it('does nothing in edit mode (the service selects the button) and the create canvas has no buttons', async () => {
    const { app, root, names } = await loadedReport({ pageName: 'sla', viewMode: 1 });
    const button = root.querySelector('[data-visual=costDetailsButton] button') as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    click(button);
    await settle();
    expect(names()).toEqual(['visualClicked']);
    expect(app.page?.name).toBe('sla');
    expect(raisedBy('create', 'buttonClicked')).toBe(false);
    expect(raisedBy('dashboard', 'buttonClicked')).toBe(false);
  });

  it('is listed by getVisuals as an actionButton and has no data to export', async () => {
    const { app } = await loadedReport();
    const { listVisuals } = await import('./page-calls');
    const { exportData } = await import('./visual-calls');
    expect((listVisuals(app, 'sla').body as { name: string; type: string }[]).map((v) => [v.name, v.type])).toEqual([
      ['slaKpi', 'card'],
      ['costDetailsButton', 'actionButton'],
      ['slaTrend', 'lineChart'],
    ]);
    expect(exportData(app, 'sla', 'costDetailsButton', {}).status).toBe(400);
  });
});

describe('emulator frame: commandTriggered', () => {
  it("draws settings.extensions in the visual's options menu (selector honoured, Top first) and raises commandTriggered once", async () => {
    const { root, names, events } = await loadedReport(settings({ extensions }));
    const more = root.querySelector('[data-visual=ticketsPerMonth] .emu-visual__more') as HTMLButtonElement;
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const items = [...root.querySelectorAll('[data-visual=ticketsPerMonth] [role=menuitem]')];
    expect(items.map((i) => i.textContent)).toEqual(['Explain', 'Open in CRM…', 'Export data']);
    expect(document.activeElement).toBe(items[0]);
    click(items[1]!);
    expect(root.querySelector('.emu-menu')).toBeNull();
    expect(document.activeElement).toBe(more);
    expect(names()).toEqual(['commandTriggered']);
    expect(events[0]!.body).toEqual({
      command: 'openInCrm',
      dataPoints: [],
      report: { id: 'demo-service-overview', displayName: 'Service overview' },
      page: expect.objectContaining({ name: 'overview' }),
      visual: { name: 'ticketsPerMonth', title: 'Tickets per month', type: 'clusteredColumnChart' },
    });
    click(root.querySelector('[data-visual=costByService] .emu-visual__more'));
    expect([...root.querySelectorAll('[data-visual=costByService] [role=menuitem]')].map((i) => i.textContent)).toEqual(
      ['Explain', 'Export data'],
    );
  });

  it('the menu works with the keyboard: arrows move, Escape closes and gives the focus back', async () => {
    const { root, names } = await loadedReport(settings({ extensions }));
    const more = root.querySelector('[data-visual=ticketsPerMonth] .emu-visual__more') as HTMLButtonElement;
    more.focus();
    click(more);
    const menu = root.querySelector('.emu-menu') as HTMLElement;
    const items = [...menu.querySelectorAll('[role=menuitem]')];
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(items[1]);
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(document.activeElement).toBe(items[2]);
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(root.querySelector('.emu-menu')).toBeNull();
    expect(document.activeElement).toBe(more);
    expect(names()).toEqual([]);
  });

  it("the context menu on a data point raises commandTriggered with that data point; without commands it is the browser's", async () => {
    const { root, events, names } = await loadedReport(settings({ extensions: [{ command: extensions.commands[0] }] }));
    const point = root.querySelector('[data-visual=ticketsPerMonth] .data-point') as SVGElement;
    const opened = point.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(opened).toBe(false);
    const items = [...root.querySelectorAll('.emu-menu [role=menuitem]')];
    expect(items.map((i) => i.textContent)).toEqual(['Open in CRM']);
    click(items[0]!);
    expect(names()).toEqual(['commandTriggered']);
    expect(events[0]!.body).toMatchObject({
      command: 'openInCrm',
      dataPoints: [{ identity: [{ target: { table: 'Tickets', column: 'Month' }, equals: 'Jan' }] }],
    });
    const other = root.querySelector('[data-visual=costByService] .data-point') as SVGElement;
    expect(other.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('commands added later by updateSettings are drawn; create mode draws none and raises none', async () => {
    const { app, root } = await loadedReport();
    expect(root.querySelector('[data-visual=ticketsPerMonth] [data-command]')).toBeNull();
    expect(updateSettings(app, { extensions }).status).toBe(202);
    await settle();
    click(root.querySelector('[data-visual=ticketsPerMonth] .emu-visual__more'));
    expect(root.querySelector('[data-command=openInCrm]')).not.toBeNull();

    const created = frameSetup();
    created.app.load('create', createConfig({ settings: { extensions } }), { uid: 'c' }, false);
    await settle();
    expect(created.root.querySelector('.emu-visual__more, .emu-menu')).toBeNull();
    expect(raisedBy('create', 'commandTriggered')).toBe(false);
  });
});

describe('emulator frame: dataHyperlinkClicked', () => {
  const link = (root: HTMLElement) =>
    root.querySelector('[data-visual=ticketsByCategory] a.emu-link') as HTMLAnchorElement;

  it('RaiseEvent: a table link raises dataHyperlinkClicked { url, visualId, dataPoints } once and opens nothing', async () => {
    const { app, root, names, events } = await loadedReport({
      pageName: 'tickets',
      ...settings({ hyperlinkClickBehavior: 2 }),
    });
    const opened: string[] = [];
    app.opener = (url) => opened.push(url);
    expect(link(root).getAttribute('href')).toBe('https://support.example.com/kb/incident');
    expect(link(root).rel).toBe('noopener noreferrer');
    click(link(root));
    await settle();
    expect(names()).toEqual(['visualClicked', 'dataHyperlinkClicked']);
    expect(events[1]!.body).toEqual({
      url: 'https://support.example.com/kb/incident',
      visualId: 'ticketsByCategory',
      dataPoints: [
        {
          identity: [{ target: { table: 'Tickets', column: 'Category' }, equals: 'Incident' }],
          values: [expect.objectContaining({ value: 'https://support.example.com/kb/incident' })],
        },
      ],
    });
    expect(opened).toEqual([]);
    expect(app.selected).toBeNull();
  });

  it('Navigate (the default) opens the link and raises nothing; NavigateAndRaiseEvent does both', async () => {
    const first = await loadedReport({ pageName: 'tickets' });
    const opened: string[] = [];
    first.app.opener = (url) => opened.push(url);
    click(link(first.root));
    expect(opened).toEqual(['https://support.example.com/kb/incident']);
    expect(first.names()).toEqual(['visualClicked']);

    const second = await loadedReport({ pageName: 'tickets', ...settings({ hyperlinkClickBehavior: 1 }) });
    second.app.opener = (url) => opened.push(url);
    click(link(second.root));
    expect(opened).toHaveLength(2);
    expect(second.names()).toEqual(['visualClicked', 'dataHyperlinkClicked']);
    expect(raisedBy('create', 'dataHyperlinkClicked')).toBe(false);
    expect(raisedBy('tile', 'dataHyperlinkClicked')).toBe(false);
  });
});

describe('emulator frame: saveAsTriggered', () => {
  const saveAs = (root: HTMLElement) =>
    [...root.querySelectorAll('.emu-actionbar button')].find((b) => b.textContent === 'Save as') as HTMLButtonElement;

  it("edit mode with useCustomSaveAsDialog: the action bar's Save as raises saveAsTriggered once and saves nothing", async () => {
    const { app, root, names } = await loadedReport({ viewMode: 1, ...settings({ useCustomSaveAsDialog: true }) });
    click(saveAs(root));
    await settle();
    expect(names()).toEqual(['saveAsTriggered']);
    expect(root.querySelector('.emu-saveas')).toBeNull();
    // The embedding page's own dialog then calls saveAs(), which saves.
    expect(report.saveAs(app, { name: 'Mine' }).status).toBe(202);
    await settle();
    expect(names()).toEqual(['saveAsTriggered', 'saved']);
  });

  it("without it, Save as opens the frame's dialog and saves under the typed name; Save saves; view mode has no action bar", async () => {
    const { root, names, events } = await loadedReport({ viewMode: 1, ...settings({}) });
    click(saveAs(root));
    const form = root.querySelector('form.emu-saveas') as HTMLFormElement;
    const input = form.querySelector('input') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    input.value = 'Quarterly copy';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    click([...root.querySelectorAll('.emu-actionbar button')].find((b) => b.textContent === 'Save')!);
    await settle();
    expect(names()).toEqual(['saved', 'saved']);
    expect(events.map((e) => [e.body.saveAs, e.body.reportName])).toEqual([
      [true, 'Quarterly copy'],
      [false, 'Service overview'],
    ]);
    const viewing = await loadedReport(settings({ useCustomSaveAsDialog: true }));
    expect(viewing.root.querySelector('.emu-actionbar')).toBeNull();
  });
});

describe('emulator frame: blur', () => {
  it('raises blur once per focus loss, only after the report rendered, for reports only', async () => {
    const { app, names } = frameSetup();
    app.watchFocus(window);
    window.dispatchEvent(new Event('blur'));
    app.load('report', reportConfig(), { uid: 'u' }, false);
    await settle();
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('blur'));
    expect(names()).toEqual(['loaded', 'renderingStarted', 'rendered', 'blur', 'blur']);

    const dashboard = frameSetup();
    dashboard.app.watchFocus(window);
    dashboard.app.load(
      'dashboard',
      { type: 'dashboard', id: 'demo-dashboard', accessToken: validToken('demo-dashboard') },
      { uid: 'd' },
      false,
    );
    await settle();
    const created = frameSetup();
    created.app.watchFocus(window);
    created.app.load('create', createConfig(), { uid: 'c' }, false);
    await settle();
    window.dispatchEvent(new Event('blur'));
    expect(dashboard.names()).not.toContain('blur');
    expect(created.names()).not.toContain('blur');
  });
});

describe('emulator frame: swipeStart and swipeEnd', () => {
  const touch = (node: Element, type: string, x: number, y: number) => {
    const event = new Event(type, { bubbles: true });
    const list = type === 'touchend' ? [] : [{ clientX: x, clientY: y }];
    Object.defineProperty(event, 'touches', { value: list });
    Object.defineProperty(event, 'changedTouches', { value: [{ clientX: x, clientY: y }] });
    node.dispatchEvent(event);
  };

  it('a horizontal swipe on the canvas raises swipeStart once it travelled far enough and swipeEnd when it ends', async () => {
    const { root, names, events } = await loadedReport();
    const canvas = root.querySelector('.emu-canvas')!;
    touch(canvas, 'touchstart', 300, 100);
    touch(canvas, 'touchmove', 290, 102);
    expect(names()).toEqual([]);
    touch(canvas, 'touchmove', 250, 104);
    touch(canvas, 'touchmove', 200, 104);
    touch(canvas, 'touchend', 150, 106);
    expect(names()).toEqual(['swipeStart', 'swipeEnd']);
    expect(events.map((e) => e.body)).toEqual([
      { startPosition: { x: 300, y: 100 }, currentPosition: { x: 250, y: 104 } },
      { startPosition: { x: 300, y: 100 }, currentPosition: { x: 150, y: 106 } },
    ]);
    touch(canvas, 'touchstart', 100, 100);
    touch(canvas, 'touchend', 104, 140);
    expect(names()).toHaveLength(2);
  });

  it('a visual embed raises no swipes', async () => {
    const { app, root, names } = frameSetup();
    app.load(
      'report',
      reportConfig({ type: 'visual', pageName: 'overview', visualName: 'costByService' }),
      { uid: 'v' },
      false,
    );
    await settle();
    expect(root.querySelector('.emu-canvas')).toBeNull();
    expect(names()).not.toContain('swipeStart');
  });
});

describe('emulator frame: exportDataCompleted', () => {
  const openMenu = (root: HTMLElement, visual: string) =>
    click(root.querySelector(`[data-visual=${visual}] .emu-visual__more`));

  it("the options menu's Export data downloads the visual's data as CSV and raises exportDataCompleted once", async () => {
    const { app, root, names, events } = await loadedReport({ pageName: 'tickets', ...settings({}) });
    const files: [string, string][] = [];
    app.downloader = (name, csv) => files.push([name, csv]);
    openMenu(root, 'ticketsByCategory');
    click(root.querySelector('[data-command=exportData]'));
    expect(files).toEqual([['Tickets by category.csv', expect.stringMatching(/^Category,Tickets\r\nIncident,/)]]);
    expect(names()).toEqual(['exportDataCompleted']);
    expect(events[0]!.body).toEqual({
      status: 0,
      exportDataType: 0,
      exportFormat: 0,
      pageName: 'tickets',
      visualName: 'ticketsByCategory',
    });
  });

  it("settings.commands hides or disables Export data; the client's exportData() raises nothing", async () => {
    const hidden = await loadedReport(settings({ commands: [{ exportData: { displayOption: 2 } }] }));
    expect(hidden.root.querySelector('[data-visual=ticketsPerMonth] .emu-visual__more')).toBeNull();
    const disabled = await loadedReport(
      settings({
        commands: [
          {
            exportData: {
              displayOption: 1,
              selector: { $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'costByService' },
            },
          },
        ],
      }),
    );
    const files: string[] = [];
    disabled.app.downloader = (name) => files.push(name);
    openMenu(disabled.root, 'costByService');
    const entry = disabled.root.querySelector('[data-command=exportData]') as HTMLButtonElement;
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    click(entry);
    openMenu(disabled.root, 'ticketsPerMonth');
    expect(
      disabled.root
        .querySelector('[data-visual=ticketsPerMonth] [data-command=exportData]')
        ?.getAttribute('aria-disabled'),
    ).toBeNull();
    const { exportData } = await import('./visual-calls');
    expect(exportData(disabled.app, 'overview', 'costByService', {}).status).toBe(200);
    expect(files).toEqual([]);
    expect(disabled.names()).toEqual([]);
    expect(raisedBy('create', 'exportDataCompleted')).toBe(false);
  });
});
