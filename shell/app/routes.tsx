import { lazy, Suspense, type ReactElement } from 'react';
import type { PageEntry } from '../../core/plugin-api';
import { observer } from 'mobx-react-lite';
import { Route, Routes } from 'react-router-dom';
import { AccessRule } from '../auth/AccessRule';
import { LoadingIndicator } from '../common/LoadingIndicator';
import { AuthGate } from '../auth/AuthGate';
import { ActionPage } from '../pages/ActionPage';
import { HomePage } from '../pages/HomePage';
import { LogoutPage } from '../pages/LogoutPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AntdBoundary } from './AntdBoundary';
import { usePluginPages } from './core-hooks';
import { PluginPage } from './PluginPage';
import { PublicPage } from './PublicPage';
import { ACCESSIBILITY_PATH } from '../pages/accessibility/path';

// Pages that are not on the way to the home screen load on first visit.
const RegisterPage = lazy(() => import('../pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const AccessibilityPage = lazy(() =>
  import('../pages/accessibility/AccessibilityPage').then((m) => ({ default: m.AccessibilityPage })),
);
const SettingsPage = lazy(() => import('../pages/SettingsPage').then((m) => ({ default: m.SettingsPage })));

interface SignedInPage {
  path: string;
  element: ReactElement;
  /** The spec's per-page access rule ('' or absent: everyone signed in). */
  accessRule?: string;
  /** A plugin page's rules: any one passing opens it. */
  anyOfRules?: readonly string[];
}

/** Pages behind the authentication flow. An action's own view may add its rule (see ActionDetail). */
export const signedInPages: SignedInPage[] = [
  { path: '/', element: <HomePage /> },
  { path: '/action/:id', element: <ActionPage /> },
  {
    path: '/settings',
    element: (
      <AntdBoundary>
        <SettingsPage />
      </AntdBoundary>
    ),
    accessRule: '',
  },
  { path: '*', element: <NotFoundPage /> },
];

/** A plugin's page: its lazy view, opened when any one of its access rules passes. */
function pluginPage(entry: PageEntry): SignedInPage {
  return {
    path: entry.path,
    element: (
      <AntdBoundary key={entry.path}>
        <PluginPage entry={entry} />
      </AntdBoundary>
    ),
    anyOfRules: entry.accessRules,
  };
}

export const PortalRoutes = observer(function PortalRoutes() {
  const pluginPages = usePluginPages();
  const pages = [
    ...signedInPages.slice(0, -1),
    ...pluginPages.entries.map(pluginPage),
    signedInPages[signedInPages.length - 1],
  ];
  return (
    <Routes>
      <Route
        path="/register"
        element={
          <PublicPage>
            <AntdBoundary>
              <RegisterPage />
            </AntdBoundary>
          </PublicPage>
        }
      />
      <Route
        path={ACCESSIBILITY_PATH}
        element={
          <PublicPage>
            <Suspense fallback={<LoadingIndicator />}>
              <AccessibilityPage />
            </Suspense>
          </PublicPage>
        }
      />
      <Route path="/logout" element={<LogoutPage />} />
      <Route element={<AuthGate />}>
        {pages.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <AccessRule rule={page.accessRule} anyOf={page.anyOfRules}>
                {page.element}
              </AccessRule>
            }
          />
        ))}
      </Route>
    </Routes>
  );
});
