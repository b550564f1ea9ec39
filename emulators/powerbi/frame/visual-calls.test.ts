/**
 * @jest-environment jsdom
 */
import { listVisuals, addPage, deletePage, renamePage, pageHasLayout, smartNarrative } from './page-calls';
import { switchMode } from './report-calls';
import { applyTheme, getTheme, getZoom, updateSettings } from './settings-calls';
import { basicFilter, loadedReport, settle } from './testing';
import { cloneVisual, exportData, getSlicerState, setSlicerState, sortBy } from './visual-calls';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('visual calls', () => {
  it('a slicer keeps its state and filters the other visuals of its page; other visuals are no slicers', async () => {
    const { app, root } = await loadedReport({ pageName: 'tickets' });
    const incident = basicFilter('Category', ['Incident']);
    expect(setSlicerState(app, 'tickets', 'categorySlicer', { filters: [incident] }).status).toBe(202);
    await settle();
    expect(getSlicerState(app, 'tickets', 'categorySlicer').body).toEqual({
      filters: [incident],
      targets: [{ table: 'Tickets', column: 'Category' }],
    });
    expect(root.querySelectorAll('[data-visual=ticketsByCategory] .data-point')).toHaveLength(1);
    expect(root.querySelector('[data-visual=categorySlicer] [data-label=Incident]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(getSlicerState(app, 'tickets', 'ticketsPerMonth')).toMatchObject({
      status: 400,
      body: { message: 'NotSupported' },
    });
    expect(setSlicerState(app, 'tickets', 'categorySlicer', { nonsense: 1 }).status).toBe(400);
  });

  it('a click on a slicer value toggles it', async () => {
    const { app, root } = await loadedReport({ pageName: 'tickets' });
    (root.querySelector('[data-visual=categorySlicer] [data-label=Change]') as HTMLElement).click();
    await settle();
    expect(getSlicerState(app, 'tickets', 'categorySlicer').body).toMatchObject({ filters: [{ values: ['Change'] }] });
  });

  it("sortBy orders by the visual's column or measure, and exportData answers the shown data as CSV", async () => {
    const { app } = await loadedReport();
    expect(
      sortBy(app, 'tickets', 'ticketsByCategory', { orderBy: { table: 'Tickets', column: 'Category' }, direction: 1 })
        .status,
    ).toBe(202);
    const csv = (exportData(app, 'tickets', 'ticketsByCategory', { rows: 2 }).body as { data: string }).data.split(
      '\r\n',
    );
    expect(csv.slice(0, 3).map((line) => line.split(',')[0])).toEqual(['Category', 'Access', 'Change']);
    sortBy(app, 'tickets', 'ticketsByCategory', { orderBy: { table: 'Tickets', measure: 'Tickets' }, direction: 2 });
    const values = (exportData(app, 'tickets', 'ticketsByCategory', {}).body as { data: string }).data
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[1]));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(
      sortBy(app, 'tickets', 'ticketsByCategory', { orderBy: { table: 'Costs', column: 'Service' }, direction: 1 }),
    ).toMatchObject({ status: 400, body: { message: 'InvalidSortTarget' } });
    expect(sortBy(app, 'tickets', 'ticketsByCategory', {}).status).toBe(400);
    expect(exportData(app, 'tickets', 'nope', {})).toMatchObject({ status: 400, body: { message: 'VisualNotFound' } });
    expect(exportData(app, 'tickets', 'ticketsByCategory', { rows: 'all' }).status).toBe(400);
  });

  it('clone adds a copy in edit mode only', async () => {
    const { app } = await loadedReport();
    expect(cloneVisual(app, 'overview', 'openTickets', {}).status).toBe(400);
    switchMode(app, 'edit');
    const reply = cloneVisual(app, 'overview', 'openTickets', {});
    expect(reply).toMatchObject({ status: 200, body: { visualName: expect.stringMatching(/^openTickets_copy/) } });
    expect((listVisuals(app, 'overview').body as unknown[]).length).toBe(6);
  });
});

describe('page calls', () => {
  it('add, rename and delete pages in edit mode; pageChanged to the added page', async () => {
    const { app, names } = await loadedReport();
    expect(addPage(app, { displayName: 'Extra' }).status).toBe(400);
    switchMode(app, 'edit');
    const added = addPage(app, { displayName: 'Extra' });
    expect(added).toMatchObject({
      status: 200,
      body: { name: 'ReportSection5', displayName: 'Extra', isActive: true },
    });
    await settle();
    expect(names()).toContain('pageChanged');
    expect(renamePage(app, 'ReportSection5', { name: 'ReportSection5', displayName: 'Renamed' }).status).toBe(202);
    expect(app.pages.at(-1)!.displayName).toBe('Renamed');
    expect(renamePage(app, 'ReportSection5', {}).status).toBe(400);
    expect(deletePage(app, 'ReportSection5').status).toBe(202);
    await settle();
    expect(app.pages).toHaveLength(4);
    expect(app.page?.name).toBe('overview');
    expect(deletePage(app, 'nope')).toMatchObject({ status: 400, body: { message: 'PageNotFound' } });
    expect(pageHasLayout(app, 'overview', 'Master').body).toBe(true);
    expect(pageHasLayout(app, 'overview', 'MobilePortrait').body).toBe(false);
    expect(smartNarrative(app, 'sla')).toMatchObject({
      status: 200,
      body: { summaryText: expect.stringContaining('SLA met (%) is highest for') },
    });
    expect(smartNarrative(app, 'sla', 'slaKpi')).toMatchObject({
      status: 200,
      body: { summaryText: expect.stringMatching(/^SLA met this year is /) },
    });
    expect(smartNarrative(app, 'sla', 'nope').status).toBe(400);
  });
});

describe('settings and themes', () => {
  it('a custom layout hides and moves visuals; getVisuals answers the layout', async () => {
    const { app, root } = await loadedReport();
    const settings = {
      layoutType: 1,
      customLayout: {
        pagesLayout: {
          overview: { visualsLayout: { costByService: { displayState: { mode: 1 } }, openTickets: { x: 5, y: 6 } } },
        },
      },
    };
    expect(updateSettings(app, settings).status).toBe(202);
    await settle();
    expect(root.querySelector('[data-visual=costByService]')).toBeNull();
    const layouts = listVisuals(app, 'overview').body as {
      name: string;
      layout: { x: number; y: number; displayState: { mode: number } };
    }[];
    expect(layouts.find((v) => v.name === 'openTickets')!.layout).toMatchObject({
      x: 5,
      y: 6,
      displayState: { mode: 0 },
    });
    expect(layouts.find((v) => v.name === 'costByService')!.layout.displayState.mode).toBe(1);
  });

  it('zoom answers the zoom level; themes apply, answer and reset', async () => {
    const { app, root } = await loadedReport();
    expect(getZoom(app).body).toBe(1);
    updateSettings(app, { zoomLevel: 2 });
    expect(getZoom(app).body).toBe(2);
    expect(applyTheme(app, { themeJson: { name: 'Dark', background: '#000000' } }).status).toBe(202);
    await settle();
    expect(getTheme(app).body).toEqual({ themeJson: { name: 'Dark', background: '#000000' } });
    expect((root.querySelector('.emu-canvas') as HTMLElement).style.background).toBe('rgb(0, 0, 0)');
    expect(applyTheme(app, {}).status).toBe(202);
    expect((getTheme(app).body as { themeJson: { name: string } }).themeJson.name).toBe('Default');
    expect(applyTheme(app, { themeJson: 'x' }).status).toBe(400);
  });
});
