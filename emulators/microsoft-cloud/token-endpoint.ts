import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkClientAssertion, JWT_BEARER } from './client-assertion';
import type { CloudState } from './cloud-state';
import { entraError } from './errors';
import { Audiences, mintAccessToken } from './tokens';

type TokenForm = Record<string, string | undefined>;

const refuse = (reply: FastifyReply, status: number, error: string, code: number, description: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(entraError(error, code, description));

/** The client's id and secret, from the form or from HTTP Basic (both are allowed by Entra). */
function credentials(form: TokenForm, authorization: string | undefined): { id?: string; secret?: string } {
  if (form.client_assertion_type === JWT_BEARER && form.client_assertion) {
    const claims = form.client_assertion.split('.')[1];
    let issuer: string | undefined;
    try {
      issuer = (JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as { iss?: string }).iss;
    } catch {
      issuer = undefined;
    }
    return { id: form.client_id ?? issuer };
  }
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const [id, secret] = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.client_id, secret: form.client_secret };
}

/**
 * Entra's v2.0 token endpoint per tenant, client-credentials grant with a client secret or a certificate (a signed client assertion): refuses what Entra
 * refuses (unknown tenant, unknown app, app without consent in that tenant, wrong secret or assertion, a scope that is not
 * a known resource's `.default`) with its AADSTS codes; a token is bound to its tenant and audience.
 */
export function registerTokenEndpoint(app: FastifyInstance, state: CloudState): void {
  app.get<{ Params: { tenant: string } }>('/:tenant/v2.0/.well-known/openid-configuration', async (request, reply) => {
    const tenant = state.tenant(request.params.tenant);
    if (!tenant) return refuse(reply, 400, 'invalid_tenant', 90002, `Tenant '${request.params.tenant}' not found.`);
    const origin = `${request.protocol}://${request.host}`;
    return {
      issuer: `${origin}/${tenant.id}/v2.0`,
      token_endpoint: `${origin}/${tenant.id}/oauth2/v2.0/token`,
      authorization_endpoint: `${origin}/${tenant.id}/oauth2/v2.0/authorize`,
      end_session_endpoint: `${origin}/${tenant.id}/oauth2/v2.0/logout`,
      jwks_uri: `${origin}/${tenant.id}/discovery/v2.0/keys`,
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      response_types_supported: ['code'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      tenant_region_scope: 'EU',
    };
  });

  app.post<{ Params: { tenant: string }; Body: TokenForm }>('/:tenant/oauth2/v2.0/token', async (request, reply) => {
    const form = request.body ?? {};
    const tenant = state.tenant(request.params.tenant);
    if (!tenant) {
      return refuse(
        reply,
        400,
        'invalid_request',
        90002,
        `Tenant '${request.params.tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
      );
    }
    if (form.grant_type !== 'client_credentials') {
      return refuse(
        reply,
        400,
        'unsupported_grant_type',
        70003,
        `The app requested an unsupported grant type '${form.grant_type ?? ''}'.`,
      );
    }
    const { id, secret } = credentials(form, request.headers.authorization);
    const registration = state.seed.apps.find((a) => a.clientId === id);
    if (!registration) {
      return refuse(
        reply,
        400,
        'unauthorized_client',
        700016,
        `Application with identifier '${id ?? ''}' was not found in the directory '${tenant.displayName}'.`,
      );
    }
    if (!registration.consentedTenants.includes(tenant.id)) {
      return refuse(
        reply,
        400,
        'invalid_client',
        7000229,
        `The client application ${registration.clientId} is missing service principal in the tenant ${tenant.id}.`,
      );
    }
    if (form.client_assertion_type === JWT_BEARER) {
      const tokenEndpoint = `${request.protocol}://${request.host}/${request.params.tenant}/oauth2/v2.0/token`;
      const check = checkClientAssertion(
        form.client_assertion ?? '',
        registration.certificatePem,
        registration.clientId,
        tokenEndpoint,
        state.now(),
      );
      if (!check.ok) return refuse(reply, 401, 'invalid_client', check.aadsts, check.description);
    } else if (secret !== registration.clientSecret) {
      return refuse(
        reply,
        401,
        'invalid_client',
        7000215,
        'Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app.',
      );
    }
    const resource = Object.values(Audiences).find((a) => a.scope === form.scope);
    if (!resource) {
      return refuse(
        reply,
        400,
        'invalid_scope',
        1002012,
        `The provided value for scope ${form.scope ?? ''} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
      );
    }
    const { token } = mintAccessToken(
      state.signingKey,
      { aud: resource.aud, tid: tenant.id, appid: registration.clientId, oid: registration.clientId },
      state.tokenLifetimeSeconds,
      state.now(),
    );
    return reply.header('cache-control', 'no-store').send({
      token_type: 'Bearer',
      expires_in: state.tokenLifetimeSeconds,
      ext_expires_in: state.tokenLifetimeSeconds,
      access_token: token,
    });
  });
}
