import { useCallback, useEffect, useId, useState } from 'react';
import { SyncAdminPaths, SyncHealthList, SyncRunDone, type SyncHealth } from '../../../core/contract';
import {
  HttpClient,
  uiLocaleOf,
  useFormat,
  usePortalTranslation,
  useService,
  type HttpFailure,
} from '../../../core/plugin-api';
import type { DeploymentPlugins } from '../contract-branding';
import { FailureNotice } from './FailureNotice';
import { useSyncSourceNames } from './sync-source-label';

const MINUTE = 60_000;
/** Terms beside their values; long texts (the service's message) wrap within a phone's width. */
const DETAILS = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: '0 0 8px',
  overflowWrap: 'anywhere',
} as const;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An interval in the reader's language: '1 hour' / '1 uur', '15 minutes' / '15 minuten'. */
function intervalText(everyMs: number, language: string): string {
  const [amount, unit] =
    everyMs % DAY === 0
      ? [everyMs / DAY, 'day']
      : everyMs % HOUR === 0
        ? [everyMs / HOUR, 'hour']
        : [Math.round(everyMs / MINUTE), 'minute'];
  return new Intl.NumberFormat(uiLocaleOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

type Load =
  | { state: 'loading' }
  | { state: 'shown'; items: SyncHealth[] }
  | { state: 'failed'; failure: HttpFailure }
  | { state: 'none' };

/**
 * The provider administrator's view of a customer's synced sources in the customer editor: per source its
 * schedule, last success, last error (in words, with the service's own message), next run, and "Sync now".
 * Shows nothing for a customer no source serves, or a backend without the call. `plugins`: the deployment's
 * plugins (null while unknown), whose action types name each source's plugin.
 */
export function SyncHealthSection({
  customerId,
  plugins,
}: {
  customerId: string;
  plugins: DeploymentPlugins['plugins'] | null;
}) {
  const { t, i18n } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const format = useFormat();
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('');
  const [runFailure, setRunFailure] = useState<HttpFailure | null>(null);

  const reload = useCallback(async () => {
    const result = await http.get(SyncAdminPaths.list(customerId), SyncHealthList);
    if (result.ok)
      setLoad(result.data.items.length > 0 ? { state: 'shown', items: result.data.items } : { state: 'none' });
    else
      setLoad(
        result.reason === 'http' && result.status === 404 ? { state: 'none' } : { state: 'failed', failure: result },
      );
  }, [http, customerId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const names = useSyncSourceNames(plugins);
  const syncNow = async (item: SyncHealth) => {
    const key = `${item.plugin}.${item.source}`;
    setBusy(key);
    setOutcome('');
    setRunFailure(null);
    const result = await http.post(SyncAdminPaths.run(customerId, item.plugin, item.source), undefined, SyncRunDone);
    setBusy(null);
    if (result.ok) {
      const { health } = result.data;
      setLoad((current) =>
        current.state === 'shown'
          ? {
              state: 'shown',
              items: current.items.map((each) => (`${each.plugin}.${each.source}` === key ? health : each)),
            }
          : current,
      );
      setOutcome(
        health.lastError
          ? t('syncs.syncFailed', { ...names(item), reason: t(`syncs.reason.${health.lastError.kind}`) })
          : t('syncs.synced', names(item)),
      );
    } else if (result.reason === 'http' && result.status === 409) setOutcome(t('syncs.busy'));
    else if (result.reason === 'http' && result.status === 404) setOutcome(t('syncs.notServed'));
    else setRunFailure(result);
  };

  if (load.state === 'loading' || load.state === 'none') return null;
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <h2 id={headingId} style={{ fontSize: 17 }}>
        {t('syncs.title')}
      </h2>
      {load.state === 'failed' ? (
        <FailureNotice title={t('syncs.loadFailed')} failure={load.failure} onRetry={() => void reload()} />
      ) : (
        <>
          <p>{t('syncs.intro')}</p>
          {load.items.map((item) => {
            const key = `${item.plugin}.${item.source}`;
            return (
              <section key={key} aria-label={t('syncs.source', names(item))} style={{ marginBottom: 16 }}>
                <h3 style={{ fontSize: 15, marginBottom: 4 }}>{t('syncs.source', names(item))}</h3>
                <p style={{ margin: '0 0 8px' }}>
                  {t('syncs.every', { interval: intervalText(item.everyMs, i18n.language) })}
                </p>
                <dl style={DETAILS}>
                  <dt>{t('syncs.lastSuccess')}</dt>
                  <dd style={{ margin: 0 }}>
                    {item.lastSuccessAt ? format.dateTime(item.lastSuccessAt) : t('syncs.never')}
                  </dd>
                  <dt>{t('syncs.lastError')}</dt>
                  <dd style={{ margin: 0 }}>
                    {item.lastError ? (
                      <>
                        {format.dateTime(item.lastError.at)}: {t(`syncs.reason.${item.lastError.kind}`)}{' '}
                        {t('syncs.failures', { count: item.consecutiveFailures })}
                        {item.lastError.detail ? (
                          <>
                            <br />
                            {t('syncs.serviceSaid')} <q lang="en">{item.lastError.detail}</q>
                          </>
                        ) : null}
                      </>
                    ) : (
                      t('syncs.noError')
                    )}
                  </dd>
                  <dt>{t('syncs.nextRun')}</dt>
                  <dd style={{ margin: 0 }}>
                    {item.running
                      ? t('syncs.running')
                      : item.nextRunAt
                        ? format.dateTime(item.nextRunAt)
                        : t('syncs.withinAMinute')}
                  </dd>
                </dl>
                <button
                  type="button"
                  className="btn"
                  onClick={() => void syncNow(item)}
                  disabled={busy !== null}
                  aria-busy={busy === key}
                >
                  {busy === key ? t('syncs.syncing') : t('syncs.syncNow')}
                </button>
              </section>
            );
          })}
          <p role="status" aria-live="polite">
            {outcome}
          </p>
          {runFailure ? <FailureNotice title={t('syncs.runFailed')} failure={runFailure} /> : null}
        </>
      )}
    </section>
  );
}
