import { FrameApp } from './app';
import type { TokenVerifier } from './token';

/**
 * Unit-test support for the frame (jsdom): a FrameApp whose tokens are checked by a stand-in for the backend.
 * Tokens read `valid:<itemId>:<lifetime ms>`, `expired` or anything else (forged).
 */
export const testVerifier: TokenVerifier = async (token, itemId) => {
  if (token === 'expired') return { ok: false, problem: 'expired' };
  const [kind, item, lifetime] = token.split(':');
  if (kind !== 'valid') return { ok: false, problem: 'invalid' };
  if (item !== itemId) return { ok: false, problem: 'wrong-item' };
  return { ok: true, remainingMs: Number(lifetime ?? 60_000), items: [item] };
};

export const validToken = (itemId: string, lifetime = 60_000) => `valid:${itemId}:${lifetime}`;

export interface RecordedEvent {
  url: string;
  body: Record<string, unknown>;
}

export function frameSetup(options: { now?: { t: number }; printer?: () => void } = {}) {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  const now = options.now ?? { t: 0 };
  const events: RecordedEvent[] = [];
  const app = new FrameApp(
    root,
    (url, body) => events.push({ url, body: body as Record<string, unknown> }),
    new URLSearchParams('uid=url-uid&language=nl'),
    testVerifier,
    () => now.t,
    options.printer,
  );
  const names = () => events.map((e) => e.url.slice(e.url.lastIndexOf('/') + 1));
  return { app, root, events, now, names };
}

export const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: 'demo-service-overview',
  accessToken: validToken('demo-service-overview'),
  tokenType: 1,
  settings: {
    panes: { filters: { visible: true, expanded: false }, pageNavigation: { visible: true, position: 0 } },
    localeSettings: { language: 'nl', formatLocale: 'nl-NL' },
  },
  ...extra,
});

/** Lets the token check (a promise) and the frame's timers run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await Promise.resolve();
    jest.runAllTimers();
  }
}

/** A report embed that has loaded and rendered, with its events cleared. */
export async function loadedReport(extra: Record<string, unknown> = {}) {
  const setup = frameSetup();
  setup.app.load('report', reportConfig(extra), { uid: 'u' }, false);
  await settle();
  setup.events.length = 0;
  return setup;
}

export const basicFilter = (column: string, values: string[], table = 'Tickets') => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  operator: 'In',
  values,
  filterType: 1,
});
