import { createHmac } from 'node:crypto';

/**
 * The key signed cookies are signed with: derived from SESSION_SECRET and the mode, so a cookie a demo run
 * signed (a demo user's session) never verifies on a server that is not in demo mode, even with the same
 * secret and database.
 */
export function cookieSigningKey(secret: string, demoMode: boolean): string {
  return createHmac('sha256', secret)
    .update(demoMode ? 'portal-cookies:demo' : 'portal-cookies:live')
    .digest('base64url');
}
