import { lazy, useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  Clock,
  SettingsStore,
  usePortalTranslation,
  useService,
  WithAntd,
  type HttpFailure,
} from '../../../core/plugin-api';
import { allowedEvents } from '../services/allowed-events';
import { DEFAULT_LOAD_TIMEOUT_MS } from '../services/constants';
import { isFrameBlocked } from '../services/frame-blocked';
import { describeEmbedError, isBlockingError, isTokenExpired } from '../services/embed-errors';
import type { EmbedEventHandler, EmbedHandle, EmbedPort } from '../services/embed-port';
import { toClientConfig, type ProductEmbedConfig } from '../services/product-config';
import { EmbedPortLoader } from '../services/tokens';
import { acquireUniqueId, releaseUniqueId } from '../services/unique-ids';
import { embedKind, validateConfig } from '../services/validate-config';

// antd's Result (its three large status pictures), and antd itself, load only when an embed fails.
const EmbedErrorCard = lazy(() => import('./EmbedErrorCard').then((module) => ({ default: module.EmbedErrorCard })));

export interface EmbedFrameProps {
  /** Keep the object stable between renders (useMemo): a new object embeds again. */
  config: ProductEmbedConfig | null | undefined;
  /** The frame's accessible title. */
  title: string;
  /** Handlers for the events the embed type allows; others are ignored. */
  on?: Partial<Record<string, EmbedEventHandler>>;
  onEmbedded?: (handle: EmbedHandle | null) => void;
  /**
   * A fresh access token, for a retry and for recovery from TokenExpired; without it those show the error
   * card. A failed call may come back as such, so that the card says what happened (an expired session...).
   */
  freshToken?: () => Promise<string | HttpFailure | null>;
  /** How long the frame may take to finish loading (its 'loaded' event) before the error card shows. Default 30 s. */
  loadTimeoutMs?: number;
  style?: CSSProperties;
}

/** Why the frame shows the error card instead of the embed. */
type Failure =
  | { kind: 'embed'; details: string }
  | { kind: 'token'; result: HttpFailure | null }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'blocked'; origin: string };

/** A refused token call: a new attempt with the old token would fail the same way. */
const refusesItem = (result: HttpFailure) => result.reason === 'http' && [401, 403, 404, 410].includes(result.status);
const INTERNAL_EVENTS = ['loaded', 'rendered', 'pageChanged', 'error'];
/** The kinds that draw their visuals after `loaded` and say so with `rendered`: busy until then. */
const DRAWN_WHEN_RENDERED = new Set(['report', 'visual']);

function NotReady() {
  const { t } = usePortalTranslation('report');
  return (
    <div className="report-embed-not-ready" role="alert">
      {t('notReady')}
    </div>
  );
}

/** One embedded report, dashboard, tile or visual, with a localized error card and retry. */
export function EmbedFrame(props: EmbedFrameProps) {
  if (!props.config) return <NotReady />;
  return <EmbedFrameLoaded {...props} config={props.config} />;
}

function EmbedFrameLoaded(props: EmbedFrameProps & { config: ProductEmbedConfig }) {
  const { t } = usePortalTranslation('report');
  const settings = useService(SettingsStore);
  const clock = useService(Clock);
  const loadPort = useService(EmbedPortLoader);
  const emulatorOrigin = settings.settings?.analyticsFrames?.origin ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [loading, setLoading] = useState(true);
  // The frame's region is busy (aria-busy) until the item is drawn: the portal's unasked fetches wait for it.
  const [busy, setBusy] = useState(true);
  const { config } = props;
  const loadTimeoutMs = props.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    let disposed = false;
    let recovering = false;
    let port: EmbedPort | null = null;
    let pageName = config.pageName ?? undefined;
    const uniqueId = acquireUniqueId();
    setFailure(null);
    setLoading(true);
    setBusy(true);

    let stopTimer: (() => void) | null = null;
    const stopWaiting = () => {
      stopTimer?.();
      stopTimer = null;
    };

    // The handle and the events this run registered, so that the cleanup removes each of them.
    let attached: { handle: EmbedHandle; names: string[] } | null = null;
    const detach = () => {
      if (!attached) return;
      for (const name of attached.names) attached.handle.off(name);
      attached = null;
    };

    const fail = (reason: Failure) => {
      if (disposed) return;
      stopWaiting();
      detach();
      port?.reset(element);
      latest.current.onEmbedded?.(null);
      setFailure(reason);
      setLoading(false);
      setBusy(false);
    };

    // A frame that never reports back (an analytics host out of reach, a frame that hangs) ends here.
    stopTimer = clock.setInterval(
      () => fail({ kind: 'timeout', seconds: Math.round(loadTimeoutMs / 1000) }),
      loadTimeoutMs,
    );

    // The page's CSP refusing the frame: the browser reports it to this document, the frame never loads.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (isFrameBlocked(event, element)) fail({ kind: 'blocked', origin: originOf(event.blockedURI) });
    };
    element.ownerDocument.addEventListener('securitypolicyviolation', onViolation);

    const recover = async () => {
      const freshToken = latest.current.freshToken;
      if (!freshToken) return fail({ kind: 'token', result: null });
      if (recovering || !port) return;
      recovering = true;
      const token = await freshToken();
      recovering = false;
      if (disposed) return;
      if (typeof token !== 'string') return fail({ kind: 'token', result: token });
      port.embed(element, toClientConfig({ ...config, accessToken: token, pageName, uniqueId }));
    };

    const attach = (handle: EmbedHandle, kind: string) => {
      const names = new Set([...INTERNAL_EVENTS, ...Object.keys(latest.current.on ?? {})]);
      attached = { handle, names: [] };
      for (const name of allowedEvents(kind)) {
        if (!names.has(name)) continue;
        attached.names.push(name);
        handle.on(name, (detail) => {
          if (disposed) return;
          if (name === 'loaded' || name === 'rendered') {
            stopWaiting();
            setLoading(false);
            if (name === 'rendered' || !DRAWN_WHEN_RENDERED.has(kind)) setBusy(false);
          }
          if (name === 'pageChanged')
            pageName = (detail as { newPage?: { name?: string } } | null)?.newPage?.name ?? pageName;
          if (name === 'error') {
            if (isTokenExpired(detail)) {
              void recover();
              return;
            }
            if (isBlockingError(detail)) fail({ kind: 'embed', details: describeEmbedError(detail) });
          }
          latest.current.on?.[name]?.(detail);
        });
      }
    };

    const run = async () => {
      port = await loadPort(emulatorOrigin);
      if (disposed) return;
      const kind = embedKind(config.embedType);
      if (config.embedUrl) port.bootstrap(element, { type: kind, embedUrl: config.embedUrl, uniqueId });
      let accessToken = config.accessToken;
      if (attempt > 0 && latest.current.freshToken) {
        const token = await latest.current.freshToken();
        if (disposed) return;
        if (typeof token === 'string') accessToken = token;
        else if (token && refusesItem(token)) return fail({ kind: 'token', result: token });
      }
      const clientConfig = toClientConfig({ ...config, accessToken, uniqueId });
      const invalid = validateConfig(clientConfig, port.validators);
      if (invalid) return fail({ kind: 'embed', details: invalid });
      const handle = port.embed(element, clientConfig);
      handle.setComponentTitle(latest.current.title);
      attach(handle, kind);
      latest.current.onEmbedded?.(handle);
    };

    run().catch((error: unknown) => fail({ kind: 'embed', details: describeEmbedError(error) }));
    // Unmount, or another item (or a retry) about to be embedded: release everything this run set up.
    return () => {
      disposed = true;
      stopWaiting();
      element.ownerDocument.removeEventListener('securitypolicyviolation', onViolation);
      detach();
      port?.reset(element);
      port = null;
      releaseUniqueId(uniqueId);
      latest.current.onEmbedded?.(null);
    };
  }, [config, attempt, emulatorOrigin, loadPort, clock, loadTimeoutMs]);

  return (
    <div
      className="report-embed"
      style={{
        position: 'relative',
        flex: '1 1 auto',
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        ...props.style,
      }}
    >
      {failure !== null ? <FailureCard failure={failure} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      <div
        ref={containerRef}
        className="report-embed__frame"
        aria-busy={busy}
        style={{
          flex: '1 1 auto',
          minHeight: 0,
          width: '100%',
          height: '100%',
          visibility: failure !== null ? 'hidden' : 'visible',
        }}
      />
      {loading && failure === null ? (
        // Opaque: the embedded page draws its own loading text underneath, which would show through and overlap.
        <div
          className="report-embed__loading"
          role="status"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
            background: 'var(--portal-bg)',
          }}
        >
          <span className="spinner" aria-hidden="true" />
          <span style={{ marginLeft: 8 }}>{t('loading')}</span>
        </div>
      ) : null}
    </div>
  );
}

function FailureCard(props: { failure: Failure; onRetry: () => void }) {
  return (
    <WithAntd fallback={null}>
      <FailureReason {...props} />
    </WithAntd>
  );
}

function FailureReason({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t } = usePortalTranslation('report');
  switch (failure.kind) {
    case 'embed':
      return <EmbedErrorCard details={failure.details} onRetry={onRetry} />;
    case 'timeout':
      return <EmbedErrorCard reason={t('error.timeout', { seconds: failure.seconds })} onRetry={onRetry} />;
    case 'blocked':
      return <EmbedErrorCard reason={t('error.blocked', { origin: failure.origin })} onRetry={onRetry} />;
    case 'token':
      return (
        <EmbedErrorCard
          reason={failure.result ? t('error.tokenFailed') : t('error.tokenExpired')}
          failure={failure.result}
          onRetry={onRetry}
        />
      );
  }
}

function originOf(uri: string): string {
  try {
    return new URL(uri).origin;
  } catch {
    return uri;
  }
}
