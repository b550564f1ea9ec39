import { useCallback, useEffect, useRef, useState } from 'react';
import type { HttpFailure, HttpResult } from '../../../core/plugin-api';

export interface Page<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/**
 * One server-paged list: the query (filters, sort, page), the last page received and the last failure.
 * Only the newest request's answer is kept, so typing fast in a search box never shows an older page.
 */
export function usePagedList<Row, Q extends { page: number; pageSize: number }>(
  fetchPage: (query: Q) => Promise<HttpResult<Page<Row>>>,
  initialQuery: Q,
) {
  const [query, setQuery] = useState<Q>(initialQuery);
  const [data, setData] = useState<Page<Row> | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async (wanted: Q) => {
    const ticket = ++latest.current;
    setLoading(true);
    const result = await fetchRef.current(wanted);
    if (ticket !== latest.current) return;
    setLoading(false);
    if (result.ok) {
      setData(result.data);
      setFailure(null);
    } else {
      setFailure(result);
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  /** Changes filters or sorting: back to the first page. */
  const refine = useCallback((patch: Partial<Q>) => setQuery((current) => ({ ...current, page: 1, ...patch })), []);
  const goTo = useCallback(
    (page: number, pageSize: number) => setQuery((current) => ({ ...current, page, pageSize })),
    [],
  );
  const reload = useCallback(() => void load(query), [load, query]);

  return { query, data, failure, loading, refine, goTo, reload };
}
