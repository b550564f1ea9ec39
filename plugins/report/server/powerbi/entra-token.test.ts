import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppTokenSource, POWER_BI_SCOPE, type FetchLike } from './entra-token';
import { PowerBiError } from './errors';
import type { PowerBiSettings } from './settings';

const settings = (credential: PowerBiSettings['credential']): PowerBiSettings => ({
  authorityUrl: 'https://login.example.test',
  apiUrl: 'https://api.example.test',
  embedOrigin: 'https://app.powerbi.com',
  tenantId: 'tenant-1',
  clientId: 'client-1',
  credential,
});

/** A token endpoint stub: records each request's form and answers a token living `expiresIn` seconds. */
function tokenEndpoint(expiresIn = 3600, delayMs = 0) {
  const requests: { url: string; form: URLSearchParams }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, form: new URLSearchParams(await request.text()) });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(
      JSON.stringify({ token_type: 'Bearer', expires_in: expiresIn, access_token: `token-${requests.length}` }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return { fetch, requests };
}

describe('the app token from Microsoft Entra ID (client credentials)', () => {
  it('asks with the client secret for the Power BI scope, one request for concurrent callers, cached until 5 minutes before expiry', async () => {
    const endpoint = tokenEndpoint(3600, 20);
    let now = 1_000_000;
    const source = new AppTokenSource(settings({ kind: 'secret', secret: 's3cret' }), {
      fetch: endpoint.fetch,
      now: () => now,
    });
    expect(await Promise.all([source.token(), source.token(), source.token()])).toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.url).toBe('https://login.example.test/tenant-1/oauth2/v2.0/token');
    expect(Object.fromEntries(endpoint.requests[0]!.form)).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'client-1',
      client_secret: 's3cret',
      scope: POWER_BI_SCOPE,
    });
    now += 54 * 60_000;
    expect(await source.token()).toBe('token-1');
    now += 61_000;
    expect(await source.token()).toBe('token-2');
  });

  it('signs a client assertion with the certificate (private_key_jwt, x5t thumbprints, token endpoint audience)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'powerbi-cert-'));
    try {
      const key = path.join(dir, 'key.pem');
      const cert = path.join(dir, 'cert.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=portal',
        ],
        { stdio: 'ignore' },
      );
      const file = path.join(dir, 'both.pem');
      writeFileSync(file, readFileSync(key, 'utf8') + readFileSync(cert, 'utf8'));
      const endpoint = tokenEndpoint();
      const source = new AppTokenSource(settings({ kind: 'certificate', file }), { fetch: endpoint.fetch });
      expect(await source.token()).toBe('token-1');
      const form = endpoint.requests[0]!.form;
      expect(form.get('client_secret')).toBeNull();
      expect(form.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
      const [header, payload] = form
        .get('client_assertion')!
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
      const raw = new X509Certificate(readFileSync(cert)).raw;
      expect(header).toMatchObject({ alg: 'ES256', x5t: createHash('sha1').update(raw).digest('base64url') });
      expect(payload).toMatchObject({
        iss: 'client-1',
        sub: 'client-1',
        aud: 'https://login.example.test/tenant-1/oauth2/v2.0/token',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns a refusal into 502 and an unreadable certificate into 503, without the secret in the message', async () => {
    const refusing: FetchLike = async () =>
      new Response(JSON.stringify({ error: 'invalid_client', error_description: 'AADSTS7000215' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    const refused = await new AppTokenSource(settings({ kind: 'secret', secret: 's3cret' }), { fetch: refusing })
      .token()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PowerBiError);
    expect(refused).toMatchObject({ status: 502, detail: expect.stringContaining('invalid_client') });
    expect(String((refused as Error).message)).not.toContain('s3cret');
    const missing = await new AppTokenSource(settings({ kind: 'certificate', file: '/nonexistent.pem' }), {
      fetch: refusing,
    })
      .token()
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 503 });
  });
});
