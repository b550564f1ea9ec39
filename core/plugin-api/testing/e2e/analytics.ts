import type { BrowserContext } from '@playwright/test';

/**
 * Serves the analytics emulator at the genuine https://app.powerbi.com addresses, so a plugin that embeds
 * analytics content runs its production code path (the client's URL check passes; no emulator adapter). `/reportEmbed?...` maps to
 * the server's `/emulator/reportEmbed?...`; the page's own files (`/emulator/frame.js`) keep their path.
 */
export async function serveEmulatorAsPowerBi(context: BrowserContext, baseURL: string): Promise<void> {
  await context.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.startsWith('/emulator/') ? url.pathname : `/emulator${url.pathname}`;
    const response = await route.fetch({ url: `${baseURL}${path}${url.search}` });
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
      if (data && data.method === 'POST' && typeof data.url === 'string' && data.url.includes('/events/')) seen.push({ url: data.url, body: data.body });
    });
  });
}
