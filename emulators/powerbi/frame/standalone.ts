import { FrameApp } from './app';
import type { TokenVerifier } from './token';

const STANDALONE_TOKEN_LIFETIME_MS = 3_600_000;

/** Opened on its own the frame embeds nothing a token could protect beyond the demo content: it trusts itself. */
const standaloneVerifier: TokenVerifier = async () => ({
  ok: true,
  remainingMs: STANDALONE_TOKEN_LIFETIME_MS,
  items: [],
});

/**
 * Opened directly (no embedding page): renders the report named in the URL at once, for a look at the demo
 * content and as the bench's baseline for the emulator's own load time.
 */
export function runStandalone(root: HTMLElement, query: URLSearchParams): void {
  const id = query.get('reportId') ?? query.get('dashboardId') ?? 'demo-service-overview';
  const kind = query.get('tileId')
    ? 'tile'
    : query.get('dashboardId') && !query.get('reportId')
      ? 'dashboard'
      : 'report';
  const itemId = kind === 'tile' ? query.get('tileId')! : id;
  const app = new FrameApp(root, () => undefined, query, standaloneVerifier);
  const config = {
    type: kind,
    id: itemId,
    dashboardId: query.get('dashboardId') ?? undefined,
    accessToken: 'standalone',
    tokenType: 1,
    pageName: query.get('pageName') ?? undefined,
    settings: {
      panes: { filters: { visible: true, expanded: false } },
      localeSettings: { language: query.get('language') ?? 'nl', formatLocale: query.get('formatLocale') ?? 'nl-NL' },
    },
  };
  app.load(kind, config, { uid: 'standalone' }, false);
}
