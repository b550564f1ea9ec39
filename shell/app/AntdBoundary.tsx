import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingIndicator } from '../common/LoadingIndicator';

// antd is not part of the first download: the shell chrome is hand-written, and antd (with its theme and
// locale) loads with the first screen that uses it.
const LazyAntdScope = lazy(() => import('./AntdScope'));

/**
 * Fetches antd's modules without running them (the page lists them, see esbuild.config.mjs), so the first
 * screen that needs antd finds it downloaded, while a first screen without antd (an HTML card, the bell)
 * spends neither bandwidth nor time on it before it has painted.
 */
export function preloadAntd(doc: Document = document): void {
  const files =
    doc.querySelector<HTMLMetaElement>('meta[name="portal-antd-modules"]')?.content.split(' ').filter(Boolean) ?? [];
  const present = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of files) {
    if (present.has(href)) continue;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
}

interface AntdBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
  /** false: the content uses no antd (a part registered with usesAntd false) and renders at once. */
  needed?: boolean;
}

/** Wraps content that uses antd components (plugin views, settings, registration). */
export function AntdBoundary({ children, fallback, needed = true }: AntdBoundaryProps) {
  if (!needed) return <>{children}</>;
  return (
    <Suspense fallback={fallback === undefined ? <LoadingIndicator /> : fallback}>
      <LazyAntdScope>{children}</LazyAntdScope>
    </Suspense>
  );
}

/** How long after the start the browser must be idle before antd is fetched unasked. */
const IDLE_AFTER_START_MS = 2000;
/** The longest the unasked fetch waits for the page's content to finish loading (a region that stays busy). */
const BUSY_WAIT_MAX_MS = 15_000;

/**
 * Calls `then` once no element of the page says it is loading (`aria-busy="true"`: a report still embedding, a
 * list still fetching), at once when none does, or after `maxMs`: what the reader came for gets the bandwidth
 * first.
 */
export function whenNotBusy(doc: Document, maxMs: number, then: () => void): void {
  const busy = () => doc.querySelector('[aria-busy="true"]') !== null;
  if (!busy()) return then();
  const view = doc.defaultView ?? window;
  const done = () => {
    observer.disconnect();
    view.clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (!busy()) done();
  });
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = view.setTimeout(done, maxMs);
}

/**
 * preloadAntd at the reader's first click or key, or once the browser is idle a while after the start and the
 * page's content has loaded.
 */
export function preloadAntdSoon(win: Window = window): void {
  let done = false;
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of events) win.removeEventListener(type, run, true);
    preloadAntd(win.document);
  };
  for (const type of events) win.addEventListener(type, run, true);
  win.setTimeout(() => {
    whenNotBusy(win.document, BUSY_WAIT_MAX_MS, () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: IDLE_AFTER_START_MS });
      else run();
    });
  }, IDLE_AFTER_START_MS);
}
