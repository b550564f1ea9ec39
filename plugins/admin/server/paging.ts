import { MAX_PAGE_SIZE } from '../contract';

export const DEFAULT_PAGE_SIZE = 50;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page asked for (validated strings of the query), 1-based. */
export function pagingOf(query: { page?: string; pageSize?: string }): Paging {
  const page = Number(query.page ?? 1);
  const pageSize = Math.min(Number(query.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
