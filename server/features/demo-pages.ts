import { htmlPage } from '../http/html';
import { STATIC_HOST } from './settings';
import type { ServerFeature } from './feature';

const services: [string, 'ok' | 'maintenance' | 'degraded', string][] = [
  ['Workplace management', 'ok', 'Operational'],
  ['Microsoft 365', 'ok', 'Operational'],
  ['Back-up and restore', 'maintenance', 'Maintenance Saturday 02:00-04:00 CET'],
  ['Internet connectivity', 'degraded', 'Slower responses at the Rotterdam location'],
  ['Service desk telephony', 'ok', 'Operational'],
];

const statusPage = () =>
  htmlPage({
    title: 'Service status',
    stylesheet: `${STATIC_HOST}/demo.css`,
    body: `<main class="status">
<h1>Service status</h1>
<p>Demo page served by the portal's own server, so the link actions work offline.</p>
<table>
<thead><tr><th>Service</th><th>Status</th></tr></thead>
<tbody>
${services.map(([name, state, text]) => `<tr><td>${name}</td><td><span class="state state-${state}">${text}</span></td></tr>`).join('\n')}
</tbody>
</table>
</main>`,
  });

/** Pages the demo's link actions point to (framed inside the portal or opened in a window). */
export const demoPagesFeature: ServerFeature = {
  name: 'demo-pages',
  routes(app, deps) {
    // Demo data links here; a server that is not a demo has no such page (404 like any unknown path).
    if (!deps.config.demoMode) return;
    app.get('/demo/service-status', { config: { access: 'public' } }, async (_request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      return statusPage();
    });
  },
};
