import { useCallback, useEffect, useState } from 'react';
import type { HttpClient, HttpFailure } from '../../../../core/plugin-api';
import type { ListSource } from '../../../../core/plugin-api/components';
import { PendingDeliveries, ServiceDeskAdminPaths } from '../../contract';

type State =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; list: PendingDeliveries };

/** The deliveries waiting for the ticket system, and "Retry now" (which answers the item after its try). */
export function useDeliveries(http: HttpClient) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await http.get(ServiceDeskAdminPaths.deliveries, PendingDeliveries);
    setState(result.ok ? { kind: 'loaded', list: result.data } : { kind: 'failed', failure: result });
  }, [http]);
  useEffect(() => {
    void load();
  }, [load]);
  const retry = useCallback(
    async (id: number) => {
      const result = await http.post(ServiceDeskAdminPaths.retry(id), undefined, PendingDeliveries);
      if (result.ok)
        setState((current) => {
          if (current.kind !== 'loaded') return current;
          const after = result.data.items[0];
          const items = after
            ? current.list.items.map((item) => (item.id === id ? after : item))
            : current.list.items.filter((item) => item.id !== id);
          return { kind: 'loaded', list: { ...current.list, items } };
        });
      return result;
    },
    [http],
  );
  const source: ListSource = {
    loadState: state.kind,
    loadFailure: state.kind === 'failed' ? state.failure : null,
    load,
  };
  return { source, list: state.kind === 'loaded' ? state.list : null, retry };
}
