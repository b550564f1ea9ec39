import type { LightMyRequestResponse } from 'fastify';
import type { MicrosoftCloud } from '../app';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../demo-tenants';
import { Audiences, type AudienceName } from '../tokens';

/** What a connector does first: a client-credentials token for one tenant and one resource. */
export async function requestToken(
  cloud: MicrosoftCloud,
  tenant: string,
  resource: AudienceName | string,
  secret = DEMO_CLIENT_SECRET,
  clientId = DEMO_CLIENT_ID,
): Promise<LightMyRequestResponse> {
  const scope = resource in Audiences ? Audiences[resource as AudienceName].scope : resource;
  return cloud.app.inject({
    method: 'POST',
    url: `/${tenant}/oauth2/v2.0/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      scope,
    }).toString(),
  });
}

export async function accessToken(cloud: MicrosoftCloud, tenant: string, resource: AudienceName): Promise<string> {
  const answer = await requestToken(cloud, tenant, resource);
  if (answer.statusCode !== 200)
    throw new Error(`token for ${tenant}/${resource}: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ access_token: string }>().access_token;
}

/** A call with a bearer token, through the app's whole HTTP pipeline (fastify inject, no socket). */
export function call(
  cloud: MicrosoftCloud,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return cloud.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
