import { useCallback, useEffect, useRef, useState } from 'react';
import { SessionPaths, SignedInDevices, type SignedInDevice } from '../../../core/contract';
import { HttpClient, useService } from '../../../core/plugin-api';

/**
 * The signed-in devices section's states. 'unsupported': the backend has no such call (our addition; a backend
 * that follows only the spec answers 404), so the section is left out rather than shown broken.
 */
export type DevicesState =
  | { kind: 'loading' }
  | { kind: 'loaded'; items: SignedInDevice[] }
  | { kind: 'unsupported' }
  | { kind: 'session-expired' }
  | { kind: 'forbidden' }
  | { kind: 'failed'; status: number };

export type RevokeOutcome = 'done' | 'session-expired' | 'failed';

const stateOf = (status: number): DevicesState => {
  if (status === 401) return { kind: 'session-expired' };
  if (status === 403) return { kind: 'forbidden' };
  if (status === 404 || status === 405 || status === 501) return { kind: 'unsupported' };
  return { kind: 'failed', status };
};

/** Loads the caller's signed-in devices and ends them, one or all the others. */
export function useSignedInDevices() {
  const http = useService(HttpClient);
  const [state, setState] = useState<DevicesState>({ kind: 'loading' });
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const load = useCallback(async () => {
    setState((previous) => (previous.kind === 'loaded' ? previous : { kind: 'loading' }));
    const result = await http.get(SessionPaths.list, SignedInDevices);
    if (!mounted.current) return;
    if (result.ok) setState({ kind: 'loaded', items: result.data.items });
    // An answer that is not the list (a backend's HTML page for an unknown path) means the call is not there.
    else setState(result.reason === 'malformed' ? { kind: 'unsupported' } : stateOf(result.status));
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = useCallback(
    async (path: string): Promise<RevokeOutcome> => {
      const result = await http.delete(path);
      // 404: already ended elsewhere; the list is read again either way.
      const outcome: RevokeOutcome =
        result.ok || result.status === 404 ? 'done' : result.status === 401 ? 'session-expired' : 'failed';
      if (outcome !== 'failed') await load();
      return outcome;
    },
    [http, load],
  );

  return {
    state,
    reload: load,
    revokeOne: (id: string) => revoke(SessionPaths.one(id)),
    revokeOthers: () => revoke(SessionPaths.list),
  };
}
