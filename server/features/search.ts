import { SearchAnswer, SearchPaths, SearchQuery } from '../../core/contract';
import { menuFor } from '../data/menu';
import { HttpError } from '../http/errors';
import { pageLanguage } from '../http/html';
import { menuHits } from '../search/menu-hits';
import type { ServerFeature } from './feature';

/**
 * Our addition: GET /api/search?q=..., the top bar's search over the active customer's menu (pages and report
 * pages) and the records the running plugins make findable (api.search), only what the caller may open; each
 * hit carries the route that opens it. Titles in the Accept-Language's language, like the menu.
 */
export const searchFeature: ServerFeature = {
  name: 'search',
  routes(_app, deps) {
    const registry = deps.search;
    if (!registry) return;
    deps.route({
      method: 'GET',
      url: SearchPaths.search,
      summary:
        "Searches the active customer's menu and records (service requests, invoices, contracts, ...) for the text; at most five hits per kind, only what the caller may open, each with the route that opens it",
      query: SearchQuery,
      response: SearchAnswer,
      compress: false,
      errors: { 400: 'No text, or more than 100 characters', 403: 'No active customer' },
      handler: ({ user, query, request, reply }) => {
        if (!user?.activeCustomerId) throw new HttpError(403, 'Choose a customer first.');
        const started = performance.now();
        const cpu = process.cpuUsage();
        const language = pageLanguage(request.headers['accept-language']);
        const menu = menuFor(deps.db, user, deps.isActionTypeEnabled, language);
        const groups = [...menuHits(menu, query.q), ...registry.search({ user, text: query.q, language, menu })];
        const used = process.cpuUsage(cpu);
        const cpuMs = (used.user + used.system) / 1000;
        // The search's own time and the CPU it took (what it costs when no other work competes for the processor),
        // for the bench and the browser's developer tools.
        reply
          .header('Vary', 'Accept-Language')
          .header('Cache-Control', 'no-store')
          .header(
            'Server-Timing',
            `search;dur=${(performance.now() - started).toFixed(1)}, cpu;dur=${cpuMs.toFixed(1)}`,
          );
        return { groups };
      },
    });
  },
};
