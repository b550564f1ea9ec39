/**
 * The plugin test kit (jest): render a plugin's view or any of its elements with fake services, record what
 * its `register` does, fake the HTTP client or the whole backend, drive timers by hand, and build a whole
 * portal with a chosen plugin set. Browser tests (Playwright) use ./e2e instead.
 */
export { registerForTest, renderView, renderWithServices } from './render-view';
export type { RegisteredPlugin, RenderOptions, ServiceOverrides } from './render-view';
export { fakeHttp, ok, fail } from './fake-http';
export { FakeBackend } from './fake-backend';
export type { FakeHandler, FakeResponse, RecordedRequest } from './fake-backend';
export { ManualClock, flush } from './manual-clock';
export { identity, menuItem, publicSettings, signedOut } from './fixtures';
export { createTestPortal, defaultBackend } from './create-test-portal';
export type { TestPortal, TestPortalOptions } from './create-test-portal';
export { silentLogger, localeKeys } from './helpers';
export { declaredBy, testPlugin } from './test-plugin';
export type { Declared, TestPluginDefinition } from './test-plugin';
