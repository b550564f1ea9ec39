/**
 * The report references' shared part (test/bench/report-script-bench.ts): powerbi-client embedding one report,
 * given its embed configuration in the address's fragment as JSON ({ embedUrl, accessToken, id, ownFrame }).
 * `ownFrame` (the demo's offline emulator, whose address powerbi-client would refuse to frame) hands the client
 * a frame made here, as the portal's demo adapter does (plugins/report/services/emulator-frame.ts).
 */
import * as pbi from 'powerbi-client';
import { useEffect, useRef } from 'react';

export interface EmbedTarget {
  embedUrl: string;
  accessToken: string;
  id: string;
  ownFrame?: boolean;
}

export function readTarget(): EmbedTarget | null {
  try {
    return JSON.parse(decodeURIComponent(window.location.hash.slice(1))) as EmbedTarget;
  } catch {
    return null;
  }
}

const service = new pbi.service.Service(pbi.factories.hpmFactory, pbi.factories.wpmpFactory, pbi.factories.routerFactory);

export function ReportPage({ target }: { target: EmbedTarget }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const config = {
      type: 'report',
      tokenType: pbi.models.TokenType.Embed,
      accessToken: target.accessToken,
      embedUrl: target.embedUrl,
      id: target.id,
      settings: { panes: { pageNavigation: { visible: true } } },
    };
    if (target.ownFrame) {
      const uniqueId = Math.random().toString(36).slice(2);
      const frame = document.createElement('iframe');
      frame.style.cssText = 'width:100%;height:100%;border:0';
      const src = new URL(target.embedUrl);
      src.searchParams.set('uid', uniqueId);
      frame.src = src.href;
      element.replaceChildren(frame);
      const report = new pbi.Report(service, element, { ...config, uniqueId }, false, false, frame);
      service.addOrOverwriteEmbed(report, element);
    } else {
      service.embed(element, config);
    }
    return () => service.reset(element);
  }, [target]);
  return <div ref={host} style={{ width: '100%', height: '100vh' }} />;
}
