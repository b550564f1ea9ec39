import WarningFilled from '@ant-design/icons/es/icons/WarningFilled';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncedSources, SyncPaths, SyncRefreshed, type SyncedSource } from '../../contract';
import type { HttpFailure } from '../call-failure';
import { useFormat } from '../format';
import { ServiceContext, useService } from '../hooks';
import { timeAgo } from '../relative-time';
import { Clock, HttpClient } from '../services';
import { CallFailure } from './CallFailure';
import { PLUGIN_API_NAMESPACE } from './PluginSurface';
import './data-age.css';

export interface DataAgeProps {
  /** The plugin whose synced source fed the screen, e.g. 'subscriptions'. */
  plugin: string;
  /** The source's name, e.g. 'licences'. */
  source: string;
  /** The service the data comes from, as its own name (e.g. 'Microsoft'), for the failure's wording. */
  service?: string;
  /** Called after a refresh brought new data: the screen reloads what it shows. */
  onRefreshed?: () => void;
}

const MINUTE = 60_000;
const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => {
    const timer = setInterval(callback, ms);
    return () => clearInterval(timer);
  },
};

/** The portal's clock; the system's where none is provided (a plugin's view test that brings no Clock). */
function useClock(): Clock {
  const resolver = useContext(ServiceContext);
  try {
    return resolver?.resolve(Clock) ?? systemClock;
  } catch {
    return systemClock;
  }
}

type Outcome = { text: string } | { failure: HttpFailure } | null;

/**
 * How old the data of a synced screen is: 'Updated 2 hours ago' / 'Bijgewerkt 2 uur geleden', a Refresh button
 * for a user who may ask for one, and a warning when the last update failed (the data shown stays, and the line
 * says from when it is). Shows nothing for a source that never ran for the customer, a customer the source does
 * not serve, or a backend without the call.
 */
export function DataAge({ plugin, source, service, onRefreshed }: DataAgeProps) {
  const { t, i18n } = useTranslation(PLUGIN_API_NAMESPACE);
  const http = useService(HttpClient);
  const clock = useClock();
  const format = useFormat();
  const [state, setState] = useState<SyncedSource | null>(null);
  const [now, setNow] = useState(() => clock.now());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    let current = true;
    http
      .get(SyncPaths.states(plugin), SyncedSources)
      .then((result) => {
        if (current && result.ok) setState(result.data.items.find((item) => item.source === source) ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [http, plugin, source]);
  useEffect(() => clock.setInterval(() => setNow(clock.now()), MINUTE), [clock]);

  const serviceName = service ?? t('dataAge.theService');
  const reason = useCallback((kind: string) => t(`dataAge.reason.${kind}`, { service: serviceName }), [t, serviceName]);

  const refresh = useCallback(async () => {
    setBusy(true);
    setOutcome(null);
    const result = await http.post(SyncPaths.refresh(plugin, source), undefined, SyncRefreshed);
    setBusy(false);
    setNow(clock.now());
    if (result.ok) {
      setState(result.data.state);
      const failure = result.data.state.failure;
      setOutcome({
        text: failure ? t('dataAge.refreshFailed', { reason: reason(failure.kind) }) : t('dataAge.refreshed'),
      });
      if (result.data.outcome === 'succeeded') onRefreshed?.();
    } else if (result.reason === 'http' && (result.status === 429 || result.status === 409)) {
      setOutcome({ text: t(result.status === 429 ? 'dataAge.tooSoon' : 'dataAge.busy') });
    } else {
      setOutcome({ failure: result });
    }
  }, [http, plugin, source, clock, onRefreshed, t, reason]);

  if (!state || (!state.lastSuccessAt && !state.failure)) return null;
  const age = state.lastSuccessAt ? timeAgo(state.lastSuccessAt, now, i18n.language) : null;
  return (
    <div className="data-age" data-failed={state.failure ? 'true' : undefined}>
      <p className="data-age-line">
        {state.lastSuccessAt ? (
          <time dateTime={state.lastSuccessAt} title={format.dateTime(state.lastSuccessAt)}>
            {age ? t('dataAge.updated', { age }) : t('dataAge.updatedJustNow')}
          </time>
        ) : null}
        {state.canRefresh ? (
          <button type="button" className="btn" onClick={() => void refresh()} disabled={busy} aria-busy={busy}>
            {busy ? t('dataAge.refreshing') : t('dataAge.refresh')}
          </button>
        ) : null}
      </p>
      {state.failure ? (
        <p className="data-age-failure">
          <WarningFilled aria-hidden className="data-age-failure-mark" />
          <span>
            {state.lastSuccessAt
              ? t('dataAge.failedSince', {
                  reason: reason(state.failure.kind),
                  time: format.dateTime(state.lastSuccessAt),
                })
              : t('dataAge.failedNever', { reason: reason(state.failure.kind) })}
          </span>
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="data-age-outcome">
        {outcome && 'text' in outcome ? outcome.text : ''}
      </p>
      {outcome && 'failure' in outcome ? <CallFailure result={outcome.failure} onRetry={() => void refresh()} /> : null}
    </div>
  );
}
