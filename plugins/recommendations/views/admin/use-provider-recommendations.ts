import { useCallback, useEffect, useState } from 'react';
import { HttpClient, useService, type HttpFailure, type HttpResult } from '../../../../core/plugin-api';
import {
  ApprovalRuleSaved,
  ProviderRecommendation,
  ProviderRecommendations,
  RecommendationAdminPaths,
  type ApprovalRule,
  type ProviderTarget,
} from '../../contract';

export type LoadState =
  { kind: 'loading' } | { kind: 'failed'; failure: HttpFailure } | { kind: 'loaded'; list: ProviderRecommendations };

/** What the last change did: a move, a saved or removed rule, or a failure with "Try again". */
export type ChangeOutcome =
  | { kind: 'moved'; resource: string; state: ProviderTarget }
  | { kind: 'rule-saved'; approved: number }
  | { kind: 'rule-removed' }
  | { kind: 'failed'; failure: HttpFailure; retry: () => void };

/** A customer's recommendations through the plugin's administration API: load, move one, save or remove the rule. */
export function useProviderRecommendations(customerId: string) {
  const http = useService(HttpClient);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);

  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    void http
      .get(RecommendationAdminPaths.list(customerId), ProviderRecommendations)
      .then((result) =>
        setLoad(result.ok ? { kind: 'loaded', list: result.data } : { kind: 'failed', failure: result }),
      );
  }, [http, customerId]);
  useEffect(reload, [reload]);

  /** Runs a change; on success it says what it did and the list is read again (a rule approves several). */
  const change = useCallback(
    async <T>(send: () => Promise<HttpResult<T>>, done: (data: T) => ChangeOutcome, retry: () => void) => {
      setBusy(true);
      setOutcome(null);
      const result = await send();
      setBusy(false);
      if (!result.ok) return setOutcome({ kind: 'failed', failure: result, retry });
      setOutcome(done(result.data));
      reload();
    },
    [reload],
  );

  const move = useCallback(
    (recommendation: ProviderRecommendation, state: ProviderTarget): Promise<void> =>
      change(
        () =>
          http.post(RecommendationAdminPaths.state(customerId, recommendation.id), { state }, ProviderRecommendation),
        () => ({ kind: 'moved', resource: recommendation.resourceName, state }),
        () => void move(recommendation, state),
      ),
    [change, http, customerId],
  );

  const saveRule = useCallback(
    (rule: ApprovalRule): Promise<void> =>
      change(
        () => http.put(RecommendationAdminPaths.rule(customerId), rule, ApprovalRuleSaved),
        (saved) => ({ kind: 'rule-saved', approved: saved.approved }),
        () => void saveRule(rule),
      ),
    [change, http, customerId],
  );

  const removeRule = useCallback(
    (): Promise<void> =>
      change(
        () => http.delete(RecommendationAdminPaths.rule(customerId), ProviderRecommendations),
        () => ({ kind: 'rule-removed' }),
        () => void removeRule(),
      ),
    [change, http, customerId],
  );

  return { load, reload, busy, outcome, move, saveRule, removeRule };
}
