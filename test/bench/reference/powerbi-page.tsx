/**
 * The report part's reference: a bare React page that embeds one report with powerbi-client. No router, no
 * stores, no antd: what embedding a report costs in script at the least, for the portal's report page to be
 * compared with.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readTarget, ReportPage } from './report-embed';

const container = document.getElementById('root');
const target = readTarget();
if (container && target) {
  createRoot(container).render(
    <StrictMode>
      <ReportPage target={target} />
    </StrictMode>,
  );
}
