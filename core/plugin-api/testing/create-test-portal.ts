import { Portal } from '../../runtime/portal';
import type { PluginCatalog } from '../../runtime/plugin-host';
import type { Browser } from '../../services/platform/browser';
import type { LocaleBundle, PluginManifest } from '../index';
import { FakeBackend } from './fake-backend';
import { identity as identityFixture, publicSettings } from './fixtures';
import { ManualClock } from './manual-clock';

export interface TestPortalOptions {
  backend?: FakeBackend;
  languages?: string[];
  /** The plugin set, by id: each plugin's manifest, as the build's catalog has it. */
  plugins?: Record<string, PluginManifest>;
  storage?: Record<string, string>;
  cookie?: string;
  /** The shell's own texts (the shell's test kit passes them); plugins' views need none of them. */
  coreTexts?: { en: LocaleBundle; nl: LocaleBundle };
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
    .on('GET', '/api/managedservices/monitoring', {
      body: { monitoringLocation: 'https://monitoring.example/contoso' },
    })
    .on('GET', '/api/account', { body: { accountDeletionRequestDate: null, accountDeletionDate: null } });
}

/**
 * A whole portal (container, stores, plugin host) with the chosen plugin set, on a fake backend, fake
 * browser and manual clock: nothing touches the network or real timers. `portal.start()` runs the real
 * start-up sequence.
 */
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
  const catalog: PluginCatalog = { ...options.plugins };
  const portal = new Portal({ catalog, coreTexts: options.coreTexts ?? { en: {}, nl: {} }, browser, clock, logger });
  return { portal, backend, clock, browser, logger, storage };
}
