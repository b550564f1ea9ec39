import { useCallback, useEffect, useState } from 'react';
import { HttpClient, useService, type HttpFailure } from '../../../core/plugin-api';
import {
  CustomerWorkspace,
  ReportAdminPaths,
  SavedCustomerWorkspace,
  type CustomerWorkspaceChange,
  type WorkspaceVerification,
} from '../contract';

export type LoadState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; workspace: CustomerWorkspace };
export type SaveOutcome =
  | { kind: 'saved'; verification: WorkspaceVerification }
  | { kind: 'removed' }
  | { kind: 'failed'; failure: HttpFailure; retry: () => void };

/** A customer's Power BI workspace through the report plugin's administration API: load, save, remove. */
export function useCustomerWorkspace(customerId: string) {
  const http = useService(HttpClient);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const path = ReportAdminPaths.workspace(customerId);

  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    void http
      .get(path, CustomerWorkspace)
      .then((result) =>
        setLoad(result.ok ? { kind: 'loaded', workspace: result.data } : { kind: 'failed', failure: result }),
      );
  }, [http, path]);
  useEffect(reload, [reload]);

  const save = useCallback(
    async (change: CustomerWorkspaceChange) => {
      setBusy(true);
      setOutcome(null);
      const result = await http.put(path, change, SavedCustomerWorkspace);
      setBusy(false);
      if (!result.ok) return setOutcome({ kind: 'failed', failure: result, retry: () => void save(change) });
      const { verification, ...workspace } = result.data;
      setLoad({ kind: 'loaded', workspace });
      setOutcome({ kind: 'saved', verification });
    },
    [http, path],
  );

  const remove = useCallback(async () => {
    setBusy(true);
    setOutcome(null);
    const result = await http.delete(path, CustomerWorkspace);
    setBusy(false);
    if (!result.ok) return setOutcome({ kind: 'failed', failure: result, retry: () => void remove() });
    setLoad({ kind: 'loaded', workspace: result.data });
    setOutcome({ kind: 'removed' });
  }, [http, path]);

  return { load, reload, busy, outcome, clearOutcome: () => setOutcome(null), save, remove };
}
