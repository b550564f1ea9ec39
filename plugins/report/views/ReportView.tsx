import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import {
  Clock, HttpClient, Logger, SettingsStore, usePortalTranslation, useService, type ActionViewProps,
} from '../../../core/plugin-api';
import { ReportActionData } from '../contract';
import { EmbedFrame } from '../components/EmbedFrame';
import { EnvironmentBanner } from '../components/EnvironmentBanner';
import { markBodyFullScreen } from '../services/body-marker';
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

  const session = useMemo(() => (report ? new ViewerSession({
    clock, http, logger, actionId,
    initialExpiry: expiryFrom(report.expiration, clock.now()),
    startedAt: clock.now(),
    fallbackPage: report.pageName || report.title || report.embedId || undefined,
    onShutdown: () => setSuperseded(true),
  }) : null), [report, actionId, clock, http, logger]);

  const config = useMemo(() => (report ? viewerProductConfig(report) : null), [report]);

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
    <div className="report-viewer" style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: '100%', width: '100%' }}>
      <EnvironmentBanner type={settings.environmentType} />
      {superseded ? null : (
        <EmbedFrame
          config={config}
          title={title}
          on={session?.handlers}
          onEmbedded={session?.attach}
          freshToken={session?.freshToken}
          loadTimeoutMs={report?.loadTimeoutSeconds ? report.loadTimeoutSeconds * 1000 : undefined}
        />
      )}
    </div>
  );
}

export default observer(ReportView);
