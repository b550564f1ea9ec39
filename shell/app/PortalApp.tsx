import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useSearchParams } from 'react-router-dom';
import { AntdScopeComponent, ServiceContext, type ServiceResolver } from '../../core/plugin-api';
import type { Portal } from '../../core/runtime/portal';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { AntdBoundary } from './AntdBoundary';
import { brandColours, brandStyle } from './brand-colours';
import { useSettings } from './core-hooks';
import { PortalContext } from './portal-context';
import { PortalRoutes } from './routes';

/** The app root element: the theme class (with the customer's brand colours) and, with embed=true, the embedded style. */
const AppRoot = observer(function AppRoot() {
  const settings = useSettings();
  const [search] = useSearchParams();
  const embedded = search.get('embed') === 'true';
  return (
    <div
      className={`app-root ${settings.theme}${embedded ? ' embedded' : ''}`}
      data-theme={settings.theme}
      style={brandStyle(brandColours(settings))}
    >
      <ErrorBoundary>
        <PortalRoutes />
      </ErrorBoundary>
    </div>
  );
});

/** What the shell puts in the portal's container for plugins: antd's scope (WithAntd in the plugin API). */
export function installShellServices(portal: Portal): void {
  portal.container.registerInstance(AntdScopeComponent, AntdBoundary);
}

/** Providers (container, i18n) and the router around the app. Tests pass router={false} inside a MemoryRouter. */
export function PortalApp({ portal, router = true }: { portal: Portal; router?: boolean }) {
  const resolver: ServiceResolver = { resolve: (token) => portal.container.resolve(token) as never };
  return (
    <PortalContext.Provider value={portal}>
      <ServiceContext.Provider value={resolver}>
        <I18nextProvider i18n={portal.i18n}>
          {router ? (
            <BrowserRouter>
              <AppRoot />
            </BrowserRouter>
          ) : (
            <AppRoot />
          )}
        </I18nextProvider>
      </ServiceContext.Provider>
    </PortalContext.Provider>
  );
}
