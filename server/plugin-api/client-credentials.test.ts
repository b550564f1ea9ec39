import {
  ClientCredentialsTokens,
  RENEW_BEFORE_MS,
  type ClientCredentialsFailure,
  type ClientCredentialsRequest,
  type FetchLike,
} from './client-credentials';

const SCOPE = 'https://graph.microsoft.com/.default';
const requestFor = (tenantId: string, clientId = 'app-1', authorityUrl = 'https://login.example.test') =>
  ({
    authorityUrl,
    tenantId,
    scope: SCOPE,
    app: { clientId, credential: { kind: 'secret', secret: `${clientId}-secret` }, certificateSetting: 'X_FILE' },
  }) satisfies ClientCredentialsRequest;

/** A token endpoint stub answering each request after a short delay with a token naming its tenant and client. */
function tokenEndpoint(answer?: (url: string) => Response) {
  const requests: { url: string; form: URLSearchParams }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const form = new URLSearchParams(await request.text());
    const number = requests.push({ url: request.url, form });
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (answer) return answer(request.url);
    const token = `${new URL(request.url).pathname.split('/')[1]}:${form.get('client_id')}:${number}`;
    return Response.json({ token_type: 'Bearer', expires_in: 3600, access_token: token });
  };
  return { fetch, requests };
}

class Failed extends Error {
  constructor(readonly failure: ClientCredentialsFailure) {
    super(failure.reason);
  }
}
const failure = (failed: ClientCredentialsFailure) => new Failed(failed);

describe('app-only tokens by the client credentials grant', () => {
  it('asks one token per tenant and application, one request for concurrent callers, cached until 5 minutes before expiry', async () => {
    const endpoint = tokenEndpoint();
    let now = 1_000_000;
    const tokens = new ClientCredentialsTokens({ fetch: endpoint.fetch, failure, now: () => now });
    const asked = await Promise.all([
      tokens.token(requestFor('tenant-a')),
      tokens.token(requestFor('tenant-a')),
      tokens.token(requestFor('tenant-b')),
      tokens.token(requestFor('tenant-a', 'app-2')),
    ]);
    expect(asked).toEqual(['tenant-a:app-1:1', 'tenant-a:app-1:1', 'tenant-b:app-1:2', 'tenant-a:app-2:3']);
    expect(endpoint.requests.map((r) => [r.url, r.form.get('client_secret'), r.form.get('scope')])).toEqual([
      ['https://login.example.test/tenant-a/oauth2/v2.0/token', 'app-1-secret', SCOPE],
      ['https://login.example.test/tenant-b/oauth2/v2.0/token', 'app-1-secret', SCOPE],
      ['https://login.example.test/tenant-a/oauth2/v2.0/token', 'app-2-secret', SCOPE],
    ]);
    now += 3600_000 - RENEW_BEFORE_MS - 1;
    expect(await tokens.token(requestFor('tenant-a'))).toBe('tenant-a:app-1:1');
    now += 1;
    expect(await tokens.token(requestFor('tenant-a'))).toBe('tenant-a:app-1:4');
    tokens.forget(requestFor('tenant-b'));
    expect(await tokens.token(requestFor('tenant-b'))).toBe('tenant-b:app-1:5');
  });

  it("hands Entra's refusal, an unreachable endpoint and an unusable certificate to the caller's wording", async () => {
    const refusal = {
      error: 'invalid_client',
      error_description: 'AADSTS7000215: Invalid client secret.',
      error_codes: [7000215],
    };
    const refusing = new ClientCredentialsTokens({
      fetch: tokenEndpoint(() => Response.json(refusal, { status: 401 })).fetch,
      failure,
    });
    await expect(refusing.token(requestFor('tenant-a'))).rejects.toMatchObject({
      failure: { reason: 'refused', status: 401, body: refusal, error: 'invalid_client' },
    });
    const unreachable = new ClientCredentialsTokens({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      failure,
    });
    await expect(unreachable.token(requestFor('tenant-a'))).rejects.toMatchObject({
      failure: { reason: 'unreachable', errorName: 'TypeError' },
    });
    const endpoint = tokenEndpoint();
    const withoutCertificate = new ClientCredentialsTokens({ fetch: endpoint.fetch, failure });
    const missing = {
      ...requestFor('tenant-a'),
      app: {
        clientId: 'app-1',
        credential: { kind: 'certificate', file: '/nonexistent.pem' },
        certificateSetting: 'X_FILE',
      },
    } satisfies ClientCredentialsRequest;
    await expect(withoutCertificate.token(missing)).rejects.toMatchObject({ failure: { reason: 'certificate' } });
    expect(endpoint.requests).toEqual([]);
  });

  it('sends nothing over plain http unless allowed for that endpoint (a loopback emulator)', async () => {
    const endpoint = tokenEndpoint();
    const plain = requestFor('tenant-a', 'app-1', 'http://127.0.0.1:9');
    await expect(new ClientCredentialsTokens({ fetch: endpoint.fetch, failure }).token(plain)).rejects.toBeInstanceOf(
      Failed,
    );
    expect(endpoint.requests).toEqual([]);
    const allowing = new ClientCredentialsTokens({
      fetch: endpoint.fetch,
      failure,
      allowHttp: (url) => url.startsWith('http://127.0.0.1:'),
    });
    expect(await allowing.token(plain)).toBe('tenant-a:app-1:1');
  });
});
