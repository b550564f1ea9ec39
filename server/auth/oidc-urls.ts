/** Where the provider sends the browser back with the code: register it at the provider. */
export const OIDC_CALLBACK_PATH = '/account/callback';

export const oidcRedirectUri = (publicOrigin: string) => `${publicOrigin}${OIDC_CALLBACK_PATH}`;

/** The spec's signed-out page, where the provider's sign-out returns to. */
export const oidcPostLogoutRedirectUri = (publicOrigin: string) => `${publicOrigin}/logout`;
