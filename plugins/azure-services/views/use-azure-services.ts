import { useCallback, useEffect, useState } from 'react';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import type { ListSource } from '../../../core/plugin-api/components';
import { AzureServiceOverview, AzureServicePaths } from '../contract';

type OverviewState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; overview: AzureServiceOverview };

/** The overview of the last `months` months, loaded again when that changes; `source` is what the kit's ListState reads. */
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
  const source: ListSource = {
    loadState: state.kind,
    loadFailure: state.kind === 'failed' ? state.failure : null,
    load,
  };
  return { source, overview: state.kind === 'loaded' ? state.overview : null };
}

/** This month's cost of a service (the overview's last month), 0 without a figure. */
export const costIn = (costs: readonly { month: string; amount: number }[], month: string | undefined) =>
  costs.find((cost) => cost.month === month)?.amount ?? 0;
