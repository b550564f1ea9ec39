import * as models from 'powerbi-models';
import type { DemoReport } from './demo-reports';
import type { Filter, FilterSnapshot } from './filters';
import { isPlainObject } from './reply';

/** What a bookmark restores: the page, the filters at every level, the slicers' states and the selection. */
export interface BookmarkState {
  name: string;
  page: string;
  filters: FilterSnapshot;
  /** Slicer states by `page/visual`. */
  slicers: Record<string, models.ISlicerState>;
  selected: { visual: string; label: string } | null;
}

const PREFIX = 'emu1.';

/** A short checksum, so a state string that was cut or edited is refused rather than half-applied. */
function checksum(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The opaque string capture() answers and applyState() takes. */
export function encodeBookmarkState(state: BookmarkState): string {
  const json = JSON.stringify(state);
  return `${PREFIX}${toBase64Url(json)}.${checksum(json)}`;
}

const isFilterList = (value: unknown): value is Filter[] =>
  Array.isArray(value) && value.every((f) => !models.validateFilter(f)?.length);
const isListMap = (value: unknown): value is Record<string, Filter[]> =>
  isPlainObject(value) && Object.values(value).every(isFilterList);

/** The state in a string from encodeBookmarkState, or null when it is not one (or was altered). */
export function decodeBookmarkState(text: unknown): BookmarkState | null {
  if (typeof text !== 'string' || !text.startsWith(PREFIX)) return null;
  const [body, sum, extra] = text.slice(PREFIX.length).split('.');
  if (!body || !sum || extra !== undefined) return null;
  try {
    const json = fromBase64Url(body);
    if (checksum(json) !== sum) return null;
    const state = JSON.parse(json) as Partial<BookmarkState>;
    const filters = state.filters as Partial<FilterSnapshot> | undefined;
    const selected = state.selected;
    if (typeof state.name !== 'string' || typeof state.page !== 'string' || !filters || !isFilterList(filters.report))
      return null;
    if (!isListMap(filters.pages) || !isListMap(filters.visuals) || !isPlainObject(state.slicers)) return null;
    if (
      selected !== null &&
      !(isPlainObject(selected) && typeof selected.visual === 'string' && typeof selected.label === 'string')
    )
      return null;
    return state as BookmarkState;
  } catch {
    return null;
  }
}

/** The report's own bookmarks (what GET /report/bookmarks lists and applyByName applies). */
export function reportBookmarks(report: DemoReport): models.IReportBookmark[] {
  const first = report.pages[0]!;
  const empty: FilterSnapshot = { report: [], pages: {}, visuals: {} };
  const firstQuarter: Filter = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Tickets', column: 'Month' },
    operator: 'In',
    values: ['Jan', 'Feb', 'Mar'],
    filterType: models.FilterType.Basic,
  } as Filter;
  const states: BookmarkState[] = [
    { name: 'startView', page: first.name, filters: empty, slicers: {}, selected: null },
    {
      name: 'ticketsFirstQuarter',
      page: 'tickets',
      filters: { report: [], pages: { tickets: [firstQuarter] }, visuals: {} },
      slicers: {},
      selected: null,
    },
  ];
  const displayNames: Record<string, string> = {
    startView: 'Start view',
    ticketsFirstQuarter: 'Tickets, first quarter',
  };
  return states
    .filter((state) => report.pages.some((page) => page.name === state.page))
    .map((state) => ({ name: state.name, displayName: displayNames[state.name]!, state: encodeBookmarkState(state) }));
}
