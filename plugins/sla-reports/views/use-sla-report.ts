import { useCallback, useEffect, useState } from 'react';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { SlaReport, SlaReportPaths } from '../contract';

export type SlaState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; report: SlaReport };

/** The SLA report of `period` (null: the latest), loaded again when the period changes. */
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
  return { state, reload: load };
}
