import { useCallback, useEffect, useState } from 'react';
import { HttpClient, useService, type HttpFailure } from '../../../core/plugin-api';
import { ReportAdminPaths, WorkspaceItems } from '../contract';

export type WorkspaceItemsState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; items: WorkspaceItems };

/** The items of the customer's Power BI workspace, loaded once per customer, with a way to load them again. */
export function useWorkspaceItems(customerId: string): { state: WorkspaceItemsState; reload: () => void } {
  const http = useService(HttpClient);
  const [state, setState] = useState<WorkspaceItemsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void http.get(ReportAdminPaths.workspaceItems(customerId), WorkspaceItems).then((result) => {
      if (!current) return;
      setState(result.ok ? { kind: 'loaded', items: result.data } : { kind: 'failed', failure: result });
    });
    return () => {
      current = false;
    };
  }, [http, customerId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
