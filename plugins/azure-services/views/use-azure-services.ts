import { useCallback, useEffect, useState } from 'react';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { AzureServiceOverview, AzureServicePaths } from '../contract';

export type OverviewState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; overview: AzureServiceOverview };

export function useAzureServices(http: HttpClient, months: '6' | '12') {
  const [state, setState] = useState<OverviewState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await http.get(`${AzureServicePaths.list}?months=${months}`, AzureServiceOverview);
    setState(result.ok ? { kind: 'loaded', overview: result.data } : { kind: 'failed', failure: result });
  }, [http, months]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}

/** This month's cost of a service (the overview's last month), 0 without a figure. */
export const costIn = (costs: readonly { month: string; amount: number }[], month: string | undefined) =>
  costs.find((cost) => cost.month === month)?.amount ?? 0;
