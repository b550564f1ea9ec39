import { sameOriginPath } from './links';

/**
 * The core calls' paths, absolute from the origin. The server answers each with and without a
 * trailing slash.
 */
export const ApiPaths = {
  identity: '/account/me',
  login: '/account/login',
  logout: '/account/logout',
  accountInfo: '/api/account',
  tenants: '/api/account/tenants',
  monitoring: '/api/managedservices/monitoring',
  activeCustomer: '/api/account/activecustomer',
  /** Our addition: a signed-in user linked to no customer asks the provider for access. */
  accessRequest: '/api/account/access-request',
  register: '/api/account/register',
  /** Our addition: DELETE ends the session's run-as ("Back to my account"); harmless when none is under way. */
  runAs: '/account/run-as',
  publicSettings: '/app/publicsettings',
  menuItems: '/api/menuitems/',
  action: (id: number | string) => `/api/action/${encodeURIComponent(String(id))}/`,
} as const;

/** The sign-in page's query parameter (and form field) naming the page to come back to after signing in. */
export const RETURN_URL_PARAM = 'returnUrl';

const MAX_RETURN_PATH_LENGTH = 2000;

/**
 * `value` when it is a path of this portal to return to after signing in, else null. Only a same-origin
 * path qualifies: `//host`, `/\host`, absolute URLs, control characters and the sign-in/out paths themselves
 * (a loop) are refused, so the parameter can never send a user to another site. So are spaces and anything
 * outside printable ASCII (`/é`, U+2028): a browser sends its own paths percent-encoded, and the redirect's
 * Location header carries the value as it is, where such characters are refused (a 500) or sent as raw bytes.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[^\u0021-\u007e]|\\/.test(value)) return null;
  if (sameOriginPath(value) === null) return null;
  const path = value.split(/[?#]/, 1)[0].replace(/\/+$/, '').toLowerCase();
  if (path === ApiPaths.login || path === ApiPaths.logout) return null;
  return value;
}
