import { FrameApp } from './app';

const STANDALONE_TOKEN_LIFETIME_MS = 3_600_000;

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Opened directly (no embedding page): renders the report named in the URL at once, for a look at the demo
 * content and as the bench's baseline for the emulator's own load time.
 */
export function runStandalone(root: HTMLElement, query: URLSearchParams): void {
  const now = Date.now();
  const id = query.get('reportId') ?? query.get('dashboardId') ?? 'demo-service-overview';
  const kind = query.get('tileId') ? 'tile' : query.get('dashboardId') && !query.get('reportId') ? 'dashboard' : 'report';
  const itemId = kind === 'tile' ? query.get('tileId')! : id;
  const accessToken = `${base64Url(JSON.stringify({ res: itemId, iat: now, exp: now + STANDALONE_TOKEN_LIFETIME_MS }))}.standalone`;
  const app = new FrameApp(root, () => undefined, query);
  const config = {
    type: kind, id: itemId, dashboardId: query.get('dashboardId') ?? undefined, accessToken, tokenType: 1,
    pageName: query.get('pageName') ?? undefined,
    settings: { panes: { filters: { visible: true, expanded: false } }, localeSettings: { language: query.get('language') ?? 'nl', formatLocale: query.get('formatLocale') ?? 'nl-NL' } },
  };
  app.load(kind, config, { uid: 'standalone' }, false);
}
