import { useCallback, useEffect, useRef, useState } from 'react';
import type { HttpClient, HttpFailure } from '../../../../core/plugin-api';
import { UsageAnswer, usageUrl, type UsageRequest } from '../../contract-usage';

export type UsageState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; usage: UsageAnswer };

/** The usage of the filters (series and totals in one answer); only the newest filters' answer is kept. */
export function useUsage(http: HttpClient, filters: UsageRequest) {
  const [state, setState] = useState<UsageState>({ kind: 'loading' });
  const latest = useRef(0);
  const key = JSON.stringify(filters);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setState({ kind: 'loading' });
    const answer = await http.get(usageUrl(JSON.parse(key) as UsageRequest), UsageAnswer);
    if (ticket !== latest.current) return;
    setState(answer.ok ? { kind: 'loaded', usage: answer.data } : { kind: 'failed', failure: answer });
  }, [http, key]);

  useEffect(() => void load(), [load]);
  return { state, reload: load };
}
