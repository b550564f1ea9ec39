import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_TEXT_MAX, SearchAnswer, SearchPaths, type SearchGroup } from '../../../core/contract';
import { callFailureKind, HttpClient, useService } from '../../../core/plugin-api';

/** How long typing must pause before the search asks the server (each keystroke would be a call otherwise). */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; text: string }
  | { kind: 'found'; text: string; groups: SearchGroup[] }
  | { kind: 'session-expired' }
  | { kind: 'failed'; text: string };

/**
 * The search behind the top bar's field: asks the server once typing pauses, cancels the call a newer text makes
 * stale (its answer, should it still come, is dropped), and says which state the field shows.
 */
export function useSearch(text: string) {
  const http = useService(HttpClient);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  const wanted = text.trim().slice(0, SEARCH_TEXT_MAX);

  const run = useCallback(
    async (query: string) => {
      current.current?.abort();
      const abort = new AbortController();
      current.current = abort;
      setState({ kind: 'searching', text: query });
      const result = await http.get(SearchPaths.of(query), SearchAnswer, { signal: abort.signal });
      if (abort.signal.aborted) return;
      if (result.ok) setState({ kind: 'found', text: query, groups: result.data.groups });
      else if (callFailureKind(result) === 'session-expired') setState({ kind: 'session-expired' });
      else setState({ kind: 'failed', text: query });
    },
    [http],
  );

  useEffect(() => {
    current.current?.abort();
    if (!wanted) {
      setState({ kind: 'idle' });
      return undefined;
    }
    const timer = setTimeout(() => void run(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, run]);

  useEffect(() => () => current.current?.abort(), []);

  return { state, retry: () => (wanted ? void run(wanted) : undefined) };
}
