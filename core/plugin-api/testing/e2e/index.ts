/**
 * The browser-test kit (Playwright + Debian's Chromium): a real server per worker on a fresh database, the
 * demo users, an axe scan, screenshots, and helpers for the portal's frame and the analytics emulator.
 * Plugins' browser tests live in plugins/<id>/e2e/*.spec.ts and are found by the Playwright config.
 */
export { test, testWithOwnServer, expect, DEMO_USERS, ARTIFACTS, type DemoUser } from './fixtures';
export { startServer, freePort, ROOT, type RunningServer, type StartOptions } from './server-process';
export {
  CUSTOMERS,
  appRoot,
  countIdentityCalls,
  csrfToken,
  failOnDialog,
  mainNav,
  restoreContoso,
  setActiveCustomer,
  sidewaysOverflow,
  signInAsId,
  type SignInOptions,
  waitForPortal,
} from './portal';
export * from './analytics';
export { chooseOption } from './choose-option';
