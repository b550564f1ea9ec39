import { useCallback, useEffect, useState } from 'react';
import { HttpClient, useService, type HttpFailure } from '../../../core/plugin-api';
import { AzureSubscriptionAdminPaths, CustomerBillingScope } from '../contract';

export type LoadState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; billingScope: string | null };
export type SaveOutcome =
  { kind: 'saved' } | { kind: 'removed' } | { kind: 'failed'; failure: HttpFailure; retry: () => void };

/** A customer's billing scope through the plugin's administration API: load, save, remove. */
export function useBillingScope(customerId: string) {
  const http = useService(HttpClient);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const path = AzureSubscriptionAdminPaths.billingScope(customerId);

  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    void http
      .get(path, CustomerBillingScope)
      .then((result) =>
        setLoad(
          result.ok ? { kind: 'loaded', billingScope: result.data.billingScope } : { kind: 'failed', failure: result },
        ),
      );
  }, [http, path]);
  useEffect(reload, [reload]);

  const change = useCallback(
    async (billingScope: string | null) => {
      setBusy(true);
      setOutcome(null);
      const result = billingScope
        ? await http.put(path, { billingScope }, CustomerBillingScope)
        : await http.delete(path, CustomerBillingScope);
      setBusy(false);
      if (!result.ok) return setOutcome({ kind: 'failed', failure: result, retry: () => void change(billingScope) });
      setLoad({ kind: 'loaded', billingScope: result.data.billingScope });
      setOutcome({ kind: billingScope ? 'saved' : 'removed' });
    },
    [http, path],
  );

  return { load, reload, busy, outcome, save: (scope: string) => change(scope), remove: () => change(null) };
}
