import { useCallback, useEffect, useState } from 'react';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import type { ListSource } from '../../../core/plugin-api/components';
import { SlaReport, SlaReportPaths } from '../contract';

type SlaState = { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; report: SlaReport };

/**
 * The SLA report of `period` (null: the latest), loaded again when the period changes; `source` is what the kit's
 * ListState reads.
 */
export function useSlaReport(http: HttpClient, period: string | null) {
  const [state, setState] = useState<SlaState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const path = period ? `${SlaReportPaths.report}?period=${encodeURIComponent(period)}` : SlaReportPaths.report;
    const result = await http.get(path, SlaReport);
    setState(result.ok ? { kind: 'loaded', report: result.data } : { kind: 'failed', failure: result });
  }, [http, period]);
  useEffect(() => {
    void load();
  }, [load]);
  const source: ListSource = {
    loadState: state.kind,
    loadFailure: state.kind === 'failed' ? state.failure : null,
    load,
  };
  return { source, report: state.kind === 'loaded' ? state.report : null };
}
