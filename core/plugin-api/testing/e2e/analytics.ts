import type { BrowserContext, Route } from '@playwright/test';

/** The emulator's address a https://app.powerbi.com address maps to: `/X` is `/emulator/X`; `/emulator/...` keeps its path. */
export function emulatorAddress(baseURL: string, powerBiUrl: string): string {
  const url = new URL(powerBiUrl);
  const path = url.pathname.startsWith('/emulator/') ? url.pathname : `/emulator${url.pathname}`;
  return `${baseURL}${path}${url.search}`;
}

/** Headers a proxy does not pass on: the connection's own, and cookies (the emulator's machine routes refuse them). */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'cookie', 'transfer-encoding', 'keep-alive']);

/**
 * Forwards a non-GET request (the frame's token check) with its method, headers and body. Node's fetch, not
 * route.fetch: the latter adds the context's cookies for the server's origin, which a machine route refuses.
 */
export async function forwardToEmulator(route: Route, target: string): Promise<void> {
  const request = route.request();
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
  );
  const data = request.postDataBuffer();
  const response = await fetch(target, {
    method: request.method(),
    headers,
    body: data ? new Uint8Array(data) : undefined,
  });
  await route.fulfill({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  });
}

/**
 * Serves the analytics emulator at the genuine https://app.powerbi.com addresses, so a plugin that embeds
 * analytics content runs its production code path (the client's URL check passes; no emulator adapter). `/reportEmbed?...` maps to
 * the emulator's `/emulator/reportEmbed?...` (`baseURL`: the Power BI emulator's origin, RunningServer.powerBi.origin); the page's own files (`/emulator/frame.js`) and the frame's backend
 * calls (`/emulator/frame-api/...`) keep their path.
 */
export async function serveEmulatorAsPowerBi(context: BrowserContext, baseURL: string): Promise<void> {
  await context.route('https://app.powerbi.com/**', async (route) => {
    const target = emulatorAddress(baseURL, route.request().url());
    if (route.request().method() !== 'GET') return forwardToEmulator(route, target);
    const response = await route.fetch({ url: target });
    await route.fulfill({ response });
  });
}

/** Records the embed events the frame posts to the portal page (top window only). */
export async function recordEmbedEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window.top !== window) return;
    const seen: { url: string; body: unknown }[] = [];
    (window as unknown as { __embedEvents: typeof seen }).__embedEvents = seen;
    window.addEventListener('message', (event) => {
      const data = event.data as { method?: string; url?: string; body?: unknown } | null;
      if (data && data.method === 'POST' && typeof data.url === 'string' && data.url.includes('/events/'))
        seen.push({ url: data.url, body: data.body });
    });
  });
}
