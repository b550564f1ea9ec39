/**
 * The report part's reference (test/bench/report-script-bench.ts): a bare React page that embeds one report
 * with powerbi-client, given its embed configuration in the address's fragment as JSON ({ embedUrl,
 * accessToken, id }). No router, no stores, no antd: what embedding a report costs in script at the least,
 * for the portal's report page to be compared with.
 */
import * as pbi from 'powerbi-client';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

interface EmbedTarget {
  embedUrl: string;
  accessToken: string;
  id: string;
}

function readTarget(): EmbedTarget | null {
  try {
    return JSON.parse(decodeURIComponent(window.location.hash.slice(1))) as EmbedTarget;
  } catch {
    return null;
  }
}

const service = new pbi.service.Service(pbi.factories.hpmFactory, pbi.factories.wpmpFactory, pbi.factories.routerFactory);

function ReportPage({ target }: { target: EmbedTarget }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    service.embed(element, {
      type: 'report',
      tokenType: pbi.models.TokenType.Embed,
      accessToken: target.accessToken,
      embedUrl: target.embedUrl,
      id: target.id,
      settings: { panes: { pageNavigation: { visible: true } } },
    });
    return () => service.reset(element);
  }, [target]);
  return <div ref={host} style={{ width: '100%', height: '100vh' }} />;
}

const container = document.getElementById('root');
const target = readTarget();
if (container && target) {
  createRoot(container).render(
    <StrictMode>
      <ReportPage target={target} />
    </StrictMode>,
  );
}
