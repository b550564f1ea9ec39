import { useCallback, useEffect, useState } from 'react';
import { HttpClient, useService, type HttpFailure } from '../../../core/plugin-api';
import { CustomerConnection, MicrosoftCloudPaths } from '../contract';

export type LoadState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; connection: CustomerConnection };

/** A customer's Microsoft connection through the plugin's administration API: its state, and "Test connection". */
export function useCustomerConnection(customerId: string) {
  const http = useService(HttpClient);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<{ ok: true } | { ok: false; failure: HttpFailure } | null>(null);

  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    void http
      .get(MicrosoftCloudPaths.connection(customerId), CustomerConnection)
      .then((result) =>
        setLoad(result.ok ? { kind: 'loaded', connection: result.data } : { kind: 'failed', failure: result }),
      );
  }, [http, customerId]);
  useEffect(reload, [reload]);

  const test = useCallback(async () => {
    setTesting(true);
    setTested(null);
    const result = await http.post(MicrosoftCloudPaths.test(customerId), undefined, CustomerConnection);
    setTesting(false);
    if (!result.ok) return setTested({ ok: false, failure: result });
    setLoad({ kind: 'loaded', connection: result.data });
    setTested({ ok: true });
  }, [http, customerId]);

  return { load, reload, testing, tested, test };
}
