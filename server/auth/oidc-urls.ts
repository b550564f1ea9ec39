import { isLoopbackHttp } from './oidc-config';

/** The default path the identity provider sends the browser back to with the code. */
export const OIDC_CALLBACK_PATH = '/account/callback';

/** The two addresses registered at every identity provider. */
export interface SignInUrls {
  /** Where the provider returns with the code; its path is the portal's callback route. */
  redirectUri: string;
  /** Where the provider's sign-out returns to: by default the spec's signed-out page. */
  postLogoutRedirectUri: string;
}

export const defaultSignInUrls = (publicOrigin: string): SignInUrls => ({
  redirectUri: `${publicOrigin}${OIDC_CALLBACK_PATH}`,
  postLogoutRedirectUri: `${publicOrigin}/logout`,
});

function absoluteUrl(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

/**
 * OIDC_REDIRECT_URI and OIDC_POST_LOGOUT_REDIRECT_URI, each defaulting to PUBLIC_ORIGIN's. The redirect URI
 * must be on PUBLIC_ORIGIN under /account/ (the portal serves its callback there); the post-logout one may be
 * anywhere on https (a provider's own home page, say). Throws naming the variable.
 */
export function readSignInUrls(env: NodeJS.ProcessEnv, publicOrigin: string): SignInUrls {
  const urls = defaultSignInUrls(publicOrigin);
  const redirect = env.OIDC_REDIRECT_URI?.trim();
  if (redirect) {
    const url = absoluteUrl('OIDC_REDIRECT_URI', redirect);
    if (
      url.origin !== new URL(publicOrigin).origin ||
      !url.pathname.startsWith('/account/') ||
      url.search ||
      url.hash
    ) {
      throw new Error(
        `OIDC_REDIRECT_URI must be a path under /account/ on PUBLIC_ORIGIN (${publicOrigin}), without query, got "${redirect}"`,
      );
    }
    urls.redirectUri = url.href;
  }
  const afterLogout = env.OIDC_POST_LOGOUT_REDIRECT_URI?.trim();
  if (afterLogout) {
    const url = absoluteUrl('OIDC_POST_LOGOUT_REDIRECT_URI', afterLogout);
    if (url.protocol !== 'https:' && !isLoopbackHttp(url) && url.origin !== new URL(publicOrigin).origin) {
      throw new Error(`OIDC_POST_LOGOUT_REDIRECT_URI must be an https URL, got "${afterLogout}"`);
    }
    urls.postLogoutRedirectUri = url.href;
  }
  return urls;
}
