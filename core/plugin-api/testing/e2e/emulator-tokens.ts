/** The Power BI emulator's demo app registration (RunningServer.powerBi.env: POWERBI_TENANT_ID, _CLIENT_ID, _CLIENT_SECRET). */
export interface EmulatorCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Mints an embed token through the emulator's own REST API, as the portal's server does: an app token from
 * the Entra token endpoint (client credentials), then `POST {path}` (GenerateToken V2, or a dashboard's or
 * tile's GenerateToken) with the body given. Answers the API's JSON ({ token, tokenId, expiration }).
 */
export async function generateEmulatorEmbedToken(
  emulatorOrigin: string,
  credentials: EmulatorCredentials,
  path: string,
  body: Record<string, unknown>,
): Promise<{ token: string; tokenId: string; expiration: string }> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
    scope: 'https://analysis.windows.net/powerbi/api/.default',
  });
  const app = await fetch(`${emulatorOrigin}/emulator/${credentials.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    body: form,
  });
  if (!app.ok) throw new Error(`the emulator's token endpoint answered ${app.status}: ${await app.text()}`);
  const { access_token: accessToken } = (await app.json()) as { access_token: string };
  const response = await fetch(`${emulatorOrigin}/emulator/v1.0/myorg${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`GenerateToken answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { token: string; tokenId: string; expiration: string };
}
