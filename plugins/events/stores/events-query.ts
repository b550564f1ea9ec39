import { DEFAULT_EVENT_PAGE_SIZE, EVENT_PAGE_SIZES, isEventType, isRealDay, type EventType } from '../contract';

/** The list's filters and page, as the address bar keeps them (reload and back show the same list). */
export interface EventsQuery {
  type?: EventType;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
}

const KEYS = ['type', 'from', 'to', 'q', 'page', 'pageSize'] as const;
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value) ? value : undefined;

/** The query an address carries; a value the list cannot use (an edited address) is left out. */
export function queryFromParams(params: URLSearchParams): EventsQuery {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const q = params.get('q')?.trim();
  return {
    ...(isEventType(type) ? { type } : {}),
    ...(day(params.get('from')) ? { from: day(params.get('from')) } : {}),
    ...(day(params.get('to')) ? { to: day(params.get('to')) } : {}),
    ...(q ? { q } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (EVENT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_EVENT_PAGE_SIZE,
  };
}

/** The address's parameters with the query written into them; other parameters (e.g. embed) stay. */
export function withQuery(params: URLSearchParams, query: EventsQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  if (query.type) next.set('type', query.type);
  if (query.from) next.set('from', query.from);
  if (query.to) next.set('to', query.to);
  if (query.q) next.set('q', query.q);
  if (query.page !== 1) next.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_EVENT_PAGE_SIZE) next.set('pageSize', String(query.pageSize));
  return next;
}

/** The API's query string for the query (the same names as the address bar). */
export function apiQueryString(query: EventsQuery): string {
  const params = withQuery(new URLSearchParams(), query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
}

export const hasFilters = (query: EventsQuery) => Boolean(query.type || query.from || query.to || query.q);
