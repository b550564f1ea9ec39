import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';

/**
 * The report plugin's browser-test helpers: they know its markup (the viewer's frame container) and its API
 * paths. The emulator-generic ones (serving the emulator as https://app.powerbi.com, recording the frame's
 * events) live in the shared kit.
 */

/** The embed events the frame posted to the page, of one name (recorded by the kit's recordEmbedEvents). */
export async function embedEvents(page: Page, name: string): Promise<{ url: string; body: unknown }[]> {
  return page.evaluate((eventName) => ((window as unknown as { __embedEvents?: { url: string; body: unknown }[] }).__embedEvents ?? [])
    .filter((event) => event.url.endsWith(`/events/${eventName}`)), name);
}

/** The report viewer's embedded frame. */
export const reportFrame = (page: Page): FrameLocator => page.frameLocator('.report-embed__frame iframe');

/** Waits until the emulator frame drew its content (optionally a given page). */
export async function expectRendered(page: Page, pageName?: string): Promise<void> {
  const selector = pageName ? `html[data-state="rendered"][data-page="${pageName}"]` : 'html[data-state="rendered"]';
  await expect(reportFrame(page).locator(selector)).toBeAttached({ timeout: 15_000 });
}

/** Whether a request is one of the report logs of an action. */
export function isReportLog(request: Request, call: 'LogPageChange' | 'LogDataSelected' | 'LogPageLoaded', actionId: number): boolean {
  return request.method() === 'POST' && new RegExp(`/api/Report/${call}/${actionId}/?$`).test(new URL(request.url()).pathname);
}

/** A page.route pattern for the embed token refresh calls. */
export const REFRESH_ROUTE = '**/api/PowerBIAccessToken/RefreshEmbedTokenForAction/**';

/** Counts the page's embed token refresh calls from now on. */
export function countRefreshes(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/PowerBIAccessToken/RefreshEmbedTokenForAction/')) count += 1;
  });
  return { get count() { return count; } };
}
