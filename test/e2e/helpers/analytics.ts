import { expect, type BrowserContext, type FrameLocator, type Page, type Request } from '@playwright/test';

/**
 * Serves the analytics emulator at the genuine https://app.powerbi.com addresses, so the report plugin runs
 * its production code path (the client's URL check passes; no emulator adapter). `/reportEmbed?...` maps to
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

export async function embedEvents(page: Page, name: string): Promise<{ url: string; body: unknown }[]> {
  return page.evaluate((eventName) => ((window as unknown as { __embedEvents?: { url: string; body: unknown }[] }).__embedEvents ?? [])
    .filter((event) => event.url.endsWith(`/events/${eventName}`)), name);
}

export const reportFrame = (page: Page): FrameLocator => page.frameLocator('.report-embed__frame iframe');

/** Waits until the emulator frame drew its content (optionally a given page). */
export async function expectRendered(page: Page, pageName?: string): Promise<void> {
  const selector = pageName ? `html[data-state="rendered"][data-page="${pageName}"]` : 'html[data-state="rendered"]';
  await expect(reportFrame(page).locator(selector)).toBeAttached({ timeout: 15_000 });
}

export function isReportLog(request: Request, call: 'LogPageChange' | 'LogDataSelected' | 'LogPageLoaded', actionId: number): boolean {
  return request.method() === 'POST' && new RegExp(`/api/Report/${call}/${actionId}/?$`).test(new URL(request.url()).pathname);
}

export function countRefreshes(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/PowerBIAccessToken/RefreshEmbedTokenForAction/')) count += 1;
  });
  return { get count() { return count; } };
}
