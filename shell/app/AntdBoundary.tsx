import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingIndicator } from '../common/LoadingIndicator';

// antd is not part of the first download: the shell chrome is hand-written, and antd (with its theme and
// locale) loads with the first screen that uses it. main.tsx preloads it beside the start-up calls.
const loadScope = () => import('./AntdScope');
const LazyAntdScope = lazy(loadScope);

export function preloadAntd(): void {
  void loadScope();
}

/** Wraps content that uses antd components (plugin views, settings, registration). */
export function AntdBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback === undefined ? <LoadingIndicator /> : fallback}>
      <LazyAntdScope>{children}</LazyAntdScope>
    </Suspense>
  );
}
