import Spin from 'antd/es/spin';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { SettingsStore, usePortalTranslation, useService } from '../../../core/plugin-api';
import { allowedEvents } from '../services/allowed-events';
import { describeEmbedError, isBlockingError, isTokenExpired } from '../services/embed-errors';
import type { EmbedEventHandler, EmbedHandle, EmbedPort } from '../services/embed-port';
import { toClientConfig, type ProductEmbedConfig } from '../services/product-config';
import { EmbedPortLoader } from '../services/tokens';
import { acquireUniqueId, releaseUniqueId } from '../services/unique-ids';
import { embedKind, validateConfig } from '../services/validate-config';
import { EmbedErrorCard } from './EmbedErrorCard';

export interface EmbedFrameProps {
  /** Keep the object stable between renders (useMemo): a new object embeds again. */
  config: ProductEmbedConfig | null | undefined;
  /** The frame's accessible title. */
  title: string;
  /** Handlers for the events the embed type allows; others are ignored. */
  on?: Partial<Record<string, EmbedEventHandler>>;
  onEmbedded?: (handle: EmbedHandle | null) => void;
  /** A fresh access token, for a retry and for recovery from TokenExpired; without it those show the error card. */
  freshToken?: () => Promise<string | null>;
  style?: CSSProperties;
}

const TOKEN_EXPIRED = 'TokenExpired';
const INTERNAL_EVENTS = ['loaded', 'rendered', 'pageChanged', 'error'];

function NotReady() {
  const { t } = usePortalTranslation('report');
  return <div className="report-embed-not-ready" role="alert">{t('notReady')}</div>;
}

/** One embedded report, dashboard, tile or visual, with a localized error card and retry. */
export function EmbedFrame(props: EmbedFrameProps) {
  if (!props.config) return <NotReady />;
  return <EmbedFrameLoaded {...props} config={props.config} />;
}

function EmbedFrameLoaded(props: EmbedFrameProps & { config: ProductEmbedConfig }) {
  const { t } = usePortalTranslation('report');
  const settings = useService(SettingsStore);
  const loadPort = useService(EmbedPortLoader);
  const emulatorOrigin = settings.settings?.analyticsEmulator?.origin ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const { config } = props;

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

    const fail = (message: string) => {
      if (disposed) return;
      port?.reset(element);
      latest.current.onEmbedded?.(null);
      setFailure(message);
      setLoading(false);
    };

    const recover = async () => {
      const freshToken = latest.current.freshToken;
      if (!freshToken) return fail(TOKEN_EXPIRED);
      if (recovering || !port) return;
      recovering = true;
      const token = await freshToken();
      recovering = false;
      if (disposed) return;
      if (!token) return fail(TOKEN_EXPIRED);
      port.embed(element, toClientConfig({ ...config, accessToken: token, pageName, uniqueId }));
    };

    const attach = (handle: EmbedHandle, kind: string) => {
      const names = new Set([...INTERNAL_EVENTS, ...Object.keys(latest.current.on ?? {})]);
      for (const name of allowedEvents(kind)) {
        if (!names.has(name)) continue;
        handle.on(name, (detail) => {
          if (disposed) return;
          if (name === 'loaded' || name === 'rendered') setLoading(false);
          if (name === 'pageChanged') pageName = (detail as { newPage?: { name?: string } } | null)?.newPage?.name ?? pageName;
          if (name === 'error') {
            if (isTokenExpired(detail)) {
              void recover();
              return;
            }
            if (isBlockingError(detail)) fail(describeEmbedError(detail));
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
      if (attempt > 0 && latest.current.freshToken) accessToken = (await latest.current.freshToken()) ?? accessToken;
      if (disposed) return;
      const clientConfig = toClientConfig({ ...config, accessToken, uniqueId });
      const invalid = validateConfig(clientConfig, port.validators);
      if (invalid) return fail(invalid);
      const handle = port.embed(element, clientConfig);
      handle.setComponentTitle(latest.current.title);
      attach(handle, kind);
      latest.current.onEmbedded?.(handle);
    };

    run().catch((error: unknown) => fail(describeEmbedError(error)));
    return () => {
      disposed = true;
      port?.reset(element);
      releaseUniqueId(uniqueId);
      latest.current.onEmbedded?.(null);
    };
  }, [config, attempt, emulatorOrigin, loadPort]);

  const message = failure === TOKEN_EXPIRED ? t('error.tokenExpired') : failure;
  return (
    <div className="report-embed" style={{ position: 'relative', flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column', ...props.style }}>
      {failure !== null ? <EmbedErrorCard message={message ?? ''} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      <div
        ref={containerRef}
        className="report-embed__frame"
        aria-busy={loading}
        style={{ flex: '1 1 auto', minHeight: 0, width: '100%', height: '100%', visibility: failure !== null ? 'hidden' : 'visible' }}
      />
      {loading && failure === null ? (
        <div className="report-embed__loading" role="status" style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
          <Spin />
          <span style={{ marginLeft: 8 }}>{t('loading')}</span>
        </div>
      ) : null}
    </div>
  );
}
