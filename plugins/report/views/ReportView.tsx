import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Clock,
  HttpClient,
  Logger,
  SettingsStore,
  usePortalTranslation,
  useService,
  type ActionViewProps,
} from '../../../core/plugin-api';
import { ReportActionData } from '../contract';
import { EmbedFrame } from '../components/EmbedFrame';
import { EnvironmentBanner } from '../components/EnvironmentBanner';
import { ReportToolbar } from '../components/ReportToolbar';
import type { EmbedEventHandler, EmbedHandle } from '../services/embed-port';
import { markBodyFullScreen } from '../services/body-marker';
import { PAGE_PARAM, pageFromSearch, searchWithPage } from '../services/page-param';
import { expiryFrom } from '../services/token-refresher';
import { ActiveReportViewsToken } from '../services/tokens';
import { viewerProductConfig } from '../services/viewer-config';
import { ViewerSession } from '../services/viewer-session';

/** The full-screen viewer of a report action: one embed, its token kept fresh, its pages logged. */
function ReportView({ actionId, data }: ActionViewProps) {
  const { t } = usePortalTranslation('report');
  const http = useService(HttpClient);
  const clock = useService(Clock);
  const logger = useService(Logger);
  const settings = useService(SettingsStore);
  const views = useService(ActiveReportViewsToken);
  const [superseded, setSuperseded] = useState(false);

  const report = useMemo(() => {
    const parsed = ReportActionData.safeParse(data);
    return parsed.success ? parsed.data : null;
  }, [data]);

  const session = useMemo(
    () =>
      report
        ? new ViewerSession({
            clock,
            http,
            logger,
            actionId,
            initialExpiry: expiryFrom(report.expiration, clock.now()),
            startedAt: clock.now(),
            fallbackPage: report.pageName || report.title || report.embedId || undefined,
            onShutdown: () => setSuperseded(true),
          })
        : null,
    [report, actionId, clock, http, logger],
  );

  // The page in the URL (`?page=`) opens that page; read when the item is embedded, not on each page change.
  const location = useLocation();
  const navigate = useNavigate();
  const where = useRef(location);
  where.current = location;
  const config = useMemo(() => {
    if (!report) return null;
    const fromUrl = report.embedType === 'report' ? pageFromSearch(where.current.search) : null;
    return viewerProductConfig(fromUrl ? { ...report, pageName: fromUrl } : report);
  }, [report]);
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => setPage(config?.pageName ?? null), [config]);
  const [handle, setHandle] = useState<EmbedHandle | null>(null);
  const handleRef = useRef<EmbedHandle | null>(null);

  const onEmbedded = useCallback(
    (embedded: EmbedHandle | null) => {
      session?.attach(embedded);
      handleRef.current = embedded;
      setHandle(embedded);
    },
    [session],
  );

  const handlers = useMemo<Record<string, EmbedEventHandler> | undefined>(() => {
    if (!session) return undefined;
    // The page shown goes into the URL (replacing it: no history entry per page) and into the copied link.
    const showPage = (name: string) => {
      setPage(name);
      const current = where.current;
      if (current.pathname !== `/action/${actionId}`) return;
      const search = searchWithPage(current.search, name);
      if (search !== current.search)
        void navigate({ pathname: current.pathname, search, hash: current.hash }, { replace: true });
    };
    return {
      ...session.handlers,
      pageChanged: (detail) => {
        session.handlers.pageChanged?.(detail);
        const name = (detail as { newPage?: { name?: string } } | null)?.newPage?.name;
        if (name) showPage(name);
      },
      rendered: (detail) => {
        session.handlers.rendered?.(detail);
        // An unknown page in the URL opened the default page: the URL names the page actually shown.
        if (!where.current.search.includes(`${PAGE_PARAM}=`)) return;
        void handleRef.current?.activePage().then(
          (active) => {
            if (active?.name && active.name !== pageFromSearch(where.current.search)) showPage(active.name);
          },
          () => undefined,
        );
      },
    };
  }, [session, actionId, navigate]);

  const link = useMemo(() => {
    const url = new URL(`/action/${actionId}`, window.location.origin);
    if (page && (report?.embedType ?? 'report') === 'report') url.searchParams.set(PAGE_PARAM, page);
    return url.toString();
  }, [actionId, page, report]);

  const resetFilters = useCallback(async () => {
    await handle?.reload(page ?? undefined);
  }, [handle, page]);

  useEffect(() => markBodyFullScreen(), []);

  useEffect(() => {
    if (!session) return undefined;
    setSuperseded(false);
    views.activate(session);
    session.start();
    return () => views.release(session);
  }, [session, views]);

  const kind = report?.embedType ?? 'report';
  const title = t(`frameTitle.${kind}`, { name: report?.title || report?.embedId || t('frameTitle.untitled') });

  return (
    <div
      className="report-viewer"
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: '100%', width: '100%' }}
    >
      <EnvironmentBanner type={settings.environmentType} />
      {superseded || !report ? null : (
        <ReportToolbar
          actionId={actionId}
          title={report.title || report.embedId || t('frameTitle.untitled')}
          kind={kind}
          handle={handle}
          link={link}
          onResetFilters={resetFilters}
        />
      )}
      {superseded ? null : (
        <EmbedFrame
          config={config}
          title={title}
          on={handlers}
          onEmbedded={session ? onEmbedded : undefined}
          freshToken={session?.freshToken}
          loadTimeoutMs={report?.loadTimeoutSeconds ? report.loadTimeoutSeconds * 1000 : undefined}
        />
      )}
    </div>
  );
}

export default observer(ReportView);
