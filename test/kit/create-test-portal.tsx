import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PortalPlugin } from '../../core/plugin-api';
import { Portal } from '../../core/runtime/portal';
import type { PluginCatalog } from '../../core/runtime/plugin-host';
import type { Browser } from '../../core/services/platform/browser';
import { PortalApp } from '../../shell/app/PortalApp';
import en from '../../shell/locales/en.json';
import nl from '../../shell/locales/nl.json';
import { FakeBackend } from './fake-backend';
import { identity as identityFixture, publicSettings } from './fixtures';
import { ManualClock } from './manual-clock';

export interface TestPortalOptions {
  backend?: FakeBackend;
  languages?: string[];
  plugins?: Record<string, PortalPlugin | (() => Promise<{ default: PortalPlugin }>)>;
  storage?: Record<string, string>;
  cookie?: string;
}

export interface TestPortal {
  portal: Portal;
  backend: FakeBackend;
  clock: ManualClock;
  browser: Browser & { reload: jest.Mock; assign: jest.Mock };
  logger: { error: jest.Mock; warn: jest.Mock; info: jest.Mock };
  storage: Map<string, string>;
}

/** A backend answering the start-up calls for a signed-in, authorized user with an empty menu. */
export function defaultBackend(): FakeBackend {
  return new FakeBackend()
    .on('GET', '/app/publicsettings', { body: publicSettings() })
    .on('GET', '/account/me', { body: identityFixture() })
    .on('GET', '/api/menuitems/', { body: [] })
    .on('GET', '/api/managedservices/monitoring', { body: { monitoringLocation: 'https://monitoring.example/contoso' } })
    .on('GET', '/api/account', { body: { accountDeletionRequestDate: null, accountDeletionDate: null } });
}

/** The built-in plugins, as the build's catalog would list them. */
export const builtInPlugins = {
  claims: () => import('../../plugins/claims'),
  html: () => import('../../plugins/html'),
  link: () => import('../../plugins/link'),
};

/** A portal on a fake backend, fake browser and manual clock: nothing touches the network or real timers. */
export function createTestPortal(options: TestPortalOptions = {}): TestPortal {
  const backend = options.backend ?? defaultBackend();
  const storage = new Map(Object.entries(options.storage ?? {}));
  const clock = new ManualClock();
  const logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  document.cookie = options.cookie ?? 'portal_csrf=test-csrf-token';
  const browser = {
    fetch: backend.fetch,
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    document,
    languages: options.languages ?? ['en-US'],
    reload: jest.fn(),
    assign: jest.fn(),
  };
  const catalog: PluginCatalog = {};
  for (const [id, plugin] of Object.entries(options.plugins ?? builtInPlugins)) {
    catalog[id] = typeof plugin === 'function' ? (plugin as () => Promise<{ default: PortalPlugin }>) : async () => ({ default: plugin });
  }
  const portal = new Portal({ catalog, coreTexts: { en, nl }, browser, clock, logger });
  return { portal, backend, clock, browser, logger, storage };
}

/** Starts the portal and renders the app at `path`; resolves once start-up finished. */
export async function renderPortal(test: TestPortal, path = '/') {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PortalApp portal={test.portal} router={false} />
    </MemoryRouter>,
  );
  await test.portal.start();
  await waitFor(() => expect(test.portal.started).toBe(true));
  return view;
}

export { screen };
