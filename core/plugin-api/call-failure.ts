import { ApiPaths, RETURN_URL_PARAM, safeReturnPath } from '../contract';

export { RETURN_URL_PARAM };
import type { HttpResult } from './services';

/** A call that did not succeed, as the http client reports it. */
export type HttpFailure = Extract<HttpResult<unknown>, { ok: false }>;

/**
 * What a failed call means for the person looking at the screen, and so which way forward to offer:
 * - 'session-expired' (401): sign in again, then come back to the same page;
 * - 'forbidden' (403): this account may not see it; trying again will not help;
 * - 'not-found' (404, 410): it does not exist (or not for the active customer);
 * - 'rejected' (400 and the other 4xx): the server refused the request as it was asked;
 * - 'unavailable' (no answer, 408, 429, 5xx): a passing problem, so "Try again" is offered;
 * - 'unreadable' (a 2xx whose body could not be read): also worth another try.
 */
export type CallFailureKind = 'session-expired' | 'forbidden' | 'not-found' | 'rejected' | 'unavailable' | 'unreadable';

export function callFailureKind(failure: Pick<HttpFailure, 'status' | 'reason'>): CallFailureKind {
  if (failure.reason === 'network') return 'unavailable';
  if (failure.reason === 'malformed') return 'unreadable';
  const { status } = failure;
  if (status === 401) return 'session-expired';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 408 || status === 425 || status === 429 || status >= 500 || status < 400) return 'unavailable';
  return 'rejected';
}

/** Whether trying the same call again may help (the failure is passing, not a refusal). */
export const isRetryable = (kind: CallFailureKind): boolean => kind === 'unavailable' || kind === 'unreadable';

/**
 * The sign-in address that brings the user back to `returnPath` (a path of this portal, e.g. the page the
 * user is on). Anything that is not a same-origin path (`//host`, `https://...`) is dropped, never passed on.
 * The sign-in page is the server's (ApiPaths.login); a backend that ignores the parameter still signs the
 * user in, who then lands on /.
 */
export function signInAgainHref(returnPath: string): string {
  const safe = safeReturnPath(returnPath);
  return safe && safe !== '/' ? `${ApiPaths.login}?${RETURN_URL_PARAM}=${encodeURIComponent(safe)}` : ApiPaths.login;
}

/** The page the browser shows now, as a path with its query (for signInAgainHref). */
export function currentPagePath(): string {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}` : '/';
}
