import { emulatorAddress, forwardToEmulator } from '../../../core/plugin-api/testing/e2e';
import {
  expect,
  type BrowserContext,
  type CDPSession,
  type FrameLocator,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * The report plugin's browser-test helpers: they know its markup (the viewer's frame container) and its API
 * paths. The emulator-generic ones (serving the emulator as https://app.powerbi.com, recording the frame's
 * events) live in the shared kit.
 */

/** The embed events the frame posted to the page, of one name (recorded by the kit's recordEmbedEvents). */
export async function embedEvents(page: Page, name: string): Promise<{ url: string; body: unknown }[]> {
  return page.evaluate(
    (eventName) =>
      ((window as unknown as { __embedEvents?: { url: string; body: unknown }[] }).__embedEvents ?? []).filter(
        (event) => event.url.endsWith(`/events/${eventName}`),
      ),
    name,
  );
}

/** The report viewer's embedded frame. */
export const reportFrame = (page: Page): FrameLocator => page.frameLocator('.report-embed__frame iframe');

/** Waits until the emulator frame drew its content (optionally a given page). */
export async function expectRendered(page: Page, pageName?: string): Promise<void> {
  const selector = pageName ? `html[data-state="rendered"][data-page="${pageName}"]` : 'html[data-state="rendered"]';
  await expect(reportFrame(page).locator(selector)).toBeAttached({ timeout: 15_000 });
}

/** Whether a request is one of the report logs of an action. */
export function isReportLog(
  request: Request,
  call: 'LogPageChange' | 'LogDataSelected' | 'LogPageLoaded',
  actionId: number,
): boolean {
  return (
    request.method() === 'POST' &&
    new RegExp(`/api/Report/${call}/${actionId}/?$`).test(new URL(request.url()).pathname)
  );
}

/** A page.route pattern for the embed token refresh calls. */
export const REFRESH_ROUTE = '**/api/PowerBIAccessToken/RefreshEmbedTokenForAction/**';

/** Counts the page's embed token refresh calls from now on. */
export function countRefreshes(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/PowerBIAccessToken/RefreshEmbedTokenForAction/')) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

/**
 * Like the kit's serveEmulatorAsPowerBi, but each address is fetched from the server once and then answered
 * from memory (the emulator's files are static): a test that loads hundreds of frames then spends its time
 * in the portal and the frame, not in the interception. Only GET requests are cached; the frame's token
 * checks (POST) are forwarded every time. The production code path runs unchanged.
 */
export async function serveEmulatorAsPowerBiCached(context: BrowserContext, baseURL: string): Promise<void> {
  const cache = new Map<string, Promise<{ status: number; headers: Record<string, string>; body: Buffer }>>();
  await context.route('https://app.powerbi.com/**', async (route) => {
    const target = emulatorAddress(baseURL, route.request().url());
    if (route.request().method() !== 'GET') return forwardToEmulator(route, target);
    let answer = cache.get(target);
    if (!answer) {
      answer = route.fetch({ url: target }).then(async (response) => ({
        status: response.status(),
        headers: response.headers(),
        body: await response.body(),
      }));
      cache.set(target, answer);
      answer.catch(() => cache.delete(target));
    }
    await route.fulfill(await answer);
  });
}

/**
 * One report switch through the SPA's menu: clicks the menu link of the action (in the page, as the user's
 * click does) and waits for the viewer's signal that the new item is drawn (its container's aria-busy turns
 * false: at `rendered` for a report, at `loaded` for a dashboard; the previous item's container does not count).
 */
export async function switchReport(page: Page, actionId: number, timeoutMs = 20_000): Promise<void> {
  await page.evaluate(
    async ({ actionId: id, timeoutMs: limit }) => {
      const previous = document.querySelector('.report-embed__frame');
      const link = document.querySelector<HTMLAnchorElement>(`nav.side-menu a[href="/action/${id}"]`);
      if (!link) throw new Error(`no menu link to /action/${id}`);
      const ready = () => {
        const frame = document.querySelector('.report-embed__frame');
        return (
          frame !== null &&
          frame !== previous &&
          frame.getAttribute('aria-busy') === 'false' &&
          frame.querySelector('iframe') !== null &&
          window.location.pathname === `/action/${id}`
        );
      };
      link.click();
      if (ready()) return;
      await new Promise<void>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the report of /action/${id} did not report loaded within ${limit} ms`));
        }, limit);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      });
    },
    { actionId, timeoutMs },
  );
}

export interface PageCounts {
  /** DOM nodes alive in the page's renderer (detached ones included). */
  nodes: number;
  /** JavaScript event listeners alive in the page's renderer. */
  listeners: number;
  /** Used JS heap in bytes. */
  heapBytes: number;
}

/**
 * The page's counters through the DevTools protocol: `read` forces a full garbage collection (twice: the
 * first can leave what only its finalizers freed), then reads Performance.getMetrics.
 */
export async function pageCounters(
  page: Page,
): Promise<{ read: () => Promise<PageCounts>; detach: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async (): Promise<PageCounts> => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => {
      const found = metrics.find((entry) => entry.name === name);
      if (!found) throw new Error(`Performance.getMetrics gave no ${name}`);
      return found.value;
    };
    return { nodes: metric('Nodes'), listeners: metric('JSEventListeners'), heapBytes: metric('JSHeapUsedSize') };
  };
  return { read, detach: () => cdp.detach() };
}
