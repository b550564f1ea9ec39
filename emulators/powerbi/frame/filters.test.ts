/**
 * @jest-environment jsdom
 */
import { getFilters, setFilters, updateFilters } from './filter-calls';
import { applyFiltersOperation, filterPoints } from './filters';
import { findReport } from './demo-reports';
import { basicFilter, loadedReport, settle } from './testing';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const jan = basicFilter('Month', ['Jan']);
const feb = basicFilter('Month', ['Feb']);
const change = basicFilter('Category', ['Change']);

describe('updateFilters operations', () => {
  it('RemoveAll empties, ReplaceAll replaces, Add and Replace merge by target', () => {
    expect(applyFiltersOperation([jan, change], { filtersOperation: 0 })).toEqual([]);
    expect(applyFiltersOperation([jan, change], { filtersOperation: 1, filters: [feb] })).toEqual([feb]);
    expect(applyFiltersOperation([jan], { filtersOperation: 2, filters: [change] })).toEqual([jan, change]);
    expect(applyFiltersOperation([jan, change], { filtersOperation: 2, filters: [feb] })).toEqual([feb, change]);
    expect(applyFiltersOperation([jan, change], { filtersOperation: 3, filters: [feb] })).toEqual([feb, change]);
    expect(applyFiltersOperation([], { filtersOperation: 3, filters: [feb] })).toEqual([feb]);
  });

  it('refuses an unknown operation or an invalid filter with 400 Invalid parameters', () => {
    expect(applyFiltersOperation([], { filtersOperation: 9, filters: [] })).toMatchObject({ status: 400 });
    expect(applyFiltersOperation([], { filtersOperation: 2, filters: [{ nonsense: true }] })).toMatchObject({
      status: 400,
      body: { message: 'Invalid parameters' },
    });
  });

  it("basic In and NotIn filters on a visual's own field narrow its points", () => {
    const visual = findReport('demo-service-overview')!.pages[1]!.visuals[0]!;
    expect(filterPoints(visual, [jan]).map((p) => p.label)).toEqual(['Jan']);
    expect(filterPoints(visual, [{ ...jan, operator: 'NotIn' } as never])).toHaveLength(11);
    expect(filterPoints(visual, [change])).toHaveLength(12);
  });
});

describe('filter calls', () => {
  it('report, page and visual levels are kept apart; each change raises filtersApplied once and redraws', async () => {
    const { app, names } = await loadedReport();
    expect(updateFilters(app, {}, { filtersOperation: 2, filters: [jan] }).status).toBe(202);
    expect(updateFilters(app, { page: 'tickets' }, { filtersOperation: 2, filters: [change] }).status).toBe(202);
    expect(setFilters(app, { page: 'tickets', visual: 'ticketsByCategory' }, [feb]).status).toBe(202);
    await settle();
    expect(getFilters(app, {}).body).toEqual([jan]);
    expect(getFilters(app, { page: 'tickets' }).body).toEqual([change]);
    expect(getFilters(app, { page: 'tickets', visual: 'ticketsByCategory' }).body).toEqual([feb]);
    expect(names().filter((n) => n === 'filtersApplied')).toHaveLength(3);
    expect(getFilters(app, { page: 'nope' })).toMatchObject({ status: 400, body: { message: 'PageNotFound' } });
    expect(getFilters(app, { page: 'tickets', visual: 'nope' })).toMatchObject({
      status: 400,
      body: { message: 'VisualNotFound' },
    });
    expect(setFilters(app, {}, 'x').status).toBe(400);
  });

  it('the drawn report shows the filtered data', async () => {
    const { app, root } = await loadedReport({ pageName: 'tickets' });
    updateFilters(app, {}, { filtersOperation: 1, filters: [jan] });
    await settle();
    expect(root.querySelectorAll('[data-visual=ticketsPerMonth] .data-point')).toHaveLength(1);
  });
});
