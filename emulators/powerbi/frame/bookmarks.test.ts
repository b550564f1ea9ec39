/**
 * @jest-environment jsdom
 */
import {
  applyBookmarkByName,
  applyBookmarkState,
  captureBookmark,
  listBookmarks,
  playBookmarks,
} from './bookmark-calls';
import { decodeBookmarkState, encodeBookmarkState } from './bookmarks';
import { updateFilters } from './filter-calls';
import { setSlicerState } from './visual-calls';
import { basicFilter, loadedReport, settle } from './testing';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('emulator frame: bookmarks', () => {
  it('capture answers { name, displayName, state } holding page, filters at every level, slicers and selection', async () => {
    const { app, root } = await loadedReport();
    updateFilters(app, {}, { filtersOperation: 1, filters: [basicFilter('Month', ['Jan'])] });
    updateFilters(app, { page: 'tickets' }, { filtersOperation: 1, filters: [basicFilter('Category', ['Change'])] });
    updateFilters(
      app,
      { page: 'tickets', visual: 'ticketsByCategory' },
      { filtersOperation: 1, filters: [basicFilter('Category', ['Access'])] },
    );
    setSlicerState(app, 'tickets', 'categorySlicer', { filters: [basicFilter('Category', ['Incident'])] });
    await settle();
    (root.querySelector('[data-page=tickets]') as HTMLElement).click();
    await settle();
    (root.querySelector('[data-visual=ticketsPerMonth] .data-point') as SVGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    const reply = captureBookmark(app, { options: {} });
    expect(reply.status).toBe(200);
    const bookmark = reply.body as { name: string; displayName: string; state: string };
    expect(bookmark).toEqual({ name: expect.any(String), displayName: expect.any(String), state: expect.any(String) });
    expect(decodeBookmarkState(bookmark.state)).toEqual({
      name: bookmark.name,
      page: 'tickets',
      filters: {
        report: [basicFilter('Month', ['Jan'])],
        pages: { tickets: [basicFilter('Category', ['Change'])] },
        visuals: { 'tickets/ticketsByCategory': [basicFilter('Category', ['Access'])] },
      },
      slicers: {
        'tickets/categorySlicer': {
          filters: [basicFilter('Category', ['Incident'])],
          targets: [{ table: 'Tickets', column: 'Category' }],
        },
      },
      selected: { visual: 'ticketsPerMonth', label: 'Jan' },
    });
  });

  it('applyState restores everything, answers 202, raises bookmarkApplied once and pageChanged only when the page changes', async () => {
    const { app, names, events } = await loadedReport();
    updateFilters(app, { page: 'sla' }, { filtersOperation: 2, filters: [basicFilter('Month', ['Feb'], 'SLA')] });
    await settle();
    app.changePage(app.pages.find((p) => p.name === 'sla')!);
    await settle();
    const { state } = captureBookmark(app, {}).body as { state: string };

    updateFilters(app, { page: 'sla' }, { filtersOperation: 0 });
    app.changePage(app.pages[0]!);
    await settle();
    events.length = 0;
    expect(applyBookmarkState(app, { state })).toEqual({ status: 202, body: {} });
    await settle();
    expect(names()).toEqual(['bookmarkApplied', 'pageChanged', 'renderingStarted', 'rendered']);
    expect(events[0]!.body).toEqual({ bookmarkName: expect.stringMatching(/^Bookmark/) });
    expect(app.page?.name).toBe('sla');
    expect(app.filters.get({ page: 'sla' })).toEqual([basicFilter('Month', ['Feb'], 'SLA')]);

    events.length = 0;
    applyBookmarkState(app, { state });
    await settle();
    expect(names()).toEqual(['bookmarkApplied', 'renderingStarted', 'rendered']);
  });

  it("an invalid or altered state answers 400 in the service's error shape and changes nothing", async () => {
    const { app, names } = await loadedReport();
    const { state } = captureBookmark(app, {}).body as { state: string };
    for (const bad of [
      'nonsense',
      `${state.slice(0, -2)}xx`,
      encodeBookmarkState({
        name: 'b',
        page: 'no-such-page',
        filters: { report: [], pages: {}, visuals: {} },
        slicers: {},
        selected: null,
      }),
    ]) {
      expect(applyBookmarkState(app, { state: bad })).toMatchObject({
        status: 400,
        body: { message: 'InvalidBookmarkState', errorCode: '400' },
      });
    }
    expect(applyBookmarkState(app, {}).status).toBe(400);
    await settle();
    expect(names()).toEqual([]);
  });

  it("lists the report's bookmarks, applies one by name, and answers play", async () => {
    const { app, names } = await loadedReport();
    const list = listBookmarks(app).body as { name: string; displayName: string; state: string }[];
    expect(list.map((b) => b.name)).toEqual(['startView', 'ticketsFirstQuarter']);
    expect(applyBookmarkByName(app, { name: 'ticketsFirstQuarter' }).status).toBe(202);
    await settle();
    expect(names()).toEqual(['bookmarkApplied', 'pageChanged', 'renderingStarted', 'rendered']);
    expect(app.filters.get({ page: 'tickets' })).toHaveLength(1);
    expect(applyBookmarkByName(app, { name: 'nope' }).status).toBe(400);
    expect(playBookmarks(app, { playMode: 1 }).status).toBe(202);
    expect(playBookmarks(app, { playMode: 'fast' }).status).toBe(400);
  });
});
