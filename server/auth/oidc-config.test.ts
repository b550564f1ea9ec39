import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEntraTenants } from './entra-tenants';
import { ENTRA_ORGANIZATIONS_AUTHORITY, readOidcProviders } from './oidc-config';
import { readSignInUrls } from './oidc-urls';

const TENANT_A = '3b2f1c4d-5e6f-4a1b-8c2d-9e0f1a2b3c4d';
const TENANT_B = 'AAAAAAAA-1111-4222-8333-444444444444';

describe('readOidcProviders: OIDC_*', () => {
  const base = {
    OIDC_ISSUER: 'https://login.example.com/realms/msp',
    OIDC_CLIENT_ID: 'portal',
    OIDC_CLIENT_SECRET: 's3cret',
  };
  const only = (env: NodeJS.ProcessEnv) => {
    const providers = readOidcProviders(env);
    expect(providers).toHaveLength(1);
    return providers[0];
  };

  it('configures nothing when OIDC_ISSUER and ENTRA_CLIENT_ID are unset or blank', () => {
    expect(readOidcProviders({})).toEqual([]);
    expect(readOidcProviders({ OIDC_ISSUER: '  ', OIDC_CLIENT_ID: 'portal' })).toEqual([]);
  });

  it('reads issuer, client, label and the default scopes', () => {
    const config = only({ ...base, OIDC_LABEL: 'Okta' });
    expect(config.issuer.href).toBe('https://login.example.com/realms/msp');
    expect(config).toMatchObject({
      id: 'oidc',
      label: 'Okta',
      clientId: 'portal',
      clientSecret: 's3cret',
      scopes: 'openid profile email',
      tenants: null,
      privateKey: null,
    });
  });

  it('takes scopes separated by spaces or commas, without repeats', () => {
    expect(only({ ...base, OIDC_SCOPES: 'openid, email  email offline_access' }).scopes).toBe(
      'openid email offline_access',
    );
  });

  it('makes a public client when there is neither a secret nor a key', () => {
    expect(only({ ...base, OIDC_CLIENT_SECRET: '' }).clientSecret).toBeNull();
  });

  it('accepts plain http only for an issuer on this machine', () => {
    expect(only({ ...base, OIDC_ISSUER: 'http://127.0.0.1:4000' }).issuer.host).toBe('127.0.0.1:4000');
    expect(only({ ...base, OIDC_ISSUER: 'http://localhost:4000/oidc' }).issuer.pathname).toBe('/oidc');
    expect(() => readOidcProviders({ ...base, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      /OIDC_ISSUER must be an https URL/,
    );
  });

  it.each([
    [{ OIDC_ISSUER: 'login.example.com' }, /OIDC_ISSUER must be the issuer's URL/],
    [{ OIDC_ISSUER: 'ftp://login.example.com' }, /OIDC_ISSUER must be an https URL/],
    [{ OIDC_ISSUER: 'https://login.example.com/?tenant=1' }, /must not carry a query/],
    [{ OIDC_CLIENT_ID: '' }, /OIDC_CLIENT_ID is required/],
    [{ OIDC_CLIENT_ID: undefined }, /OIDC_CLIENT_ID is required/],
    [{ OIDC_SCOPES: 'profile email' }, /OIDC_SCOPES must include "openid"/],
    [
      { OIDC_PRIVATE_KEY_FILE: '/nonexistent/key.pem' },
      /OIDC_PRIVATE_KEY_FILE: cannot read \/nonexistent\/key.pem \(ENOENT\)/,
    ],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => readOidcProviders({ ...base, ...change })).toThrow(message);
  });
});

describe('readOidcProviders: Microsoft Entra ID beside a generic provider', () => {
  const entra = {
    ENTRA_CLIENT_ID: 'entra-app',
    ENTRA_CLIENT_SECRET: 'entra-secret',
    ENTRA_TENANTS: `${TENANT_A}=contoso`,
  };

  it('defaults to the organizations endpoint, labelled Microsoft, with the tenant allow-list', () => {
    const [config] = readOidcProviders(entra);
    expect(config).toMatchObject({
      id: 'entra',
      label: 'Microsoft',
      clientId: 'entra-app',
      clientSecret: 'entra-secret',
    });
    expect(config.issuer.href).toBe(ENTRA_ORGANIZATIONS_AUTHORITY);
    expect([...config.tenants!]).toEqual([[TENANT_A, 'contoso']]);
  });

  it('lists Entra first and the generic provider second; the allow-list belongs to Entra only', () => {
    const providers = readOidcProviders({
      ...entra,
      OIDC_ISSUER: 'https://okta.example.com',
      OIDC_CLIENT_ID: 'portal',
      OIDC_LABEL: 'Okta',
    });
    expect(providers.map((p) => [p.id, p.label, p.tenants?.size ?? null])).toEqual([
      ['entra', 'Microsoft', 1],
      ['oidc', 'Okta', null],
    ]);
  });

  it('gives the allow-list to OIDC_* when that is the only provider (an Entra authority as OIDC_ISSUER)', () => {
    const [config] = readOidcProviders({
      OIDC_ISSUER: ENTRA_ORGANIZATIONS_AUTHORITY,
      OIDC_CLIENT_ID: 'portal',
      ENTRA_TENANTS: `${TENANT_A}=contoso`,
    });
    expect(config.tenants?.get(TENANT_A)).toBe('contoso');
  });

  it('requires an allow-list for Entra, and a provider for an allow-list', () => {
    expect(() => readOidcProviders({ ENTRA_CLIENT_ID: 'entra-app' })).toThrow(
      /ENTRA_TENANTS is required with ENTRA_CLIENT_ID/,
    );
    expect(() => readOidcProviders({ ENTRA_TENANTS: `${TENANT_A}=contoso` })).toThrow(
      /ENTRA_TENANTS is set but no Entra provider is/,
    );
  });
});

describe('readEntraTenants', () => {
  it('reads tenantId=customerId pairs, lower-casing tenant ids', () => {
    expect([...readEntraTenants(` ${TENANT_A}=contoso, ${TENANT_B}=42 `)!]).toEqual([
      [TENANT_A, 'contoso'],
      [TENANT_B.toLowerCase(), '42'],
    ]);
    expect(readEntraTenants('  ')).toBeNull();
  });

  it.each([
    ['contoso=1', /"contoso=1" must start with a tenant id \(a GUID\)/],
    [`${TENANT_A}`, /names no customer/],
    [`${TENANT_A}=`, /names no customer/],
    [`${TENANT_A}=1,${TENANT_A.toUpperCase()}=2`, /lists tenant .* twice/],
  ])('refuses %s', (value, message) => {
    expect(() => readEntraTenants(value)).toThrow(message);
  });
});

describe('a private key for private_key_jwt', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'oidc-key-'));
  const keyFile = path.join(dir, 'key.pem');
  const bundle = path.join(dir, 'bundle.pem');
  const otherCert = path.join(dir, 'other.pem');
  beforeAll(() => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=portal',
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'k2.pem'),
        '-out',
        otherCert,
        '-days',
        '2',
        '-subj',
        '/CN=other',
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(bundle, readFileSync(keyFile, 'utf8') + readFileSync(path.join(dir, 'cert.pem'), 'utf8'));
    writeFileSync(path.join(dir, 'mismatch.pem'), readFileSync(keyFile, 'utf8') + readFileSync(otherCert, 'utf8'));
    writeFileSync(path.join(dir, 'not-a-key.pem'), 'hello');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = (file: string) => ({
    OIDC_ISSUER: 'https://login.example.com',
    OIDC_CLIENT_ID: 'portal',
    OIDC_PRIVATE_KEY_FILE: file,
    OIDC_PRIVATE_KEY_ID: 'key-1',
  });

  it("reads an RSA key (RS256) with its kid, and a certificate's thumbprints when the file has one", () => {
    const [plain] = readOidcProviders(env(keyFile));
    expect(plain.privateKey).toMatchObject({ alg: 'RS256', kid: 'key-1', thumbprints: null });
    const [withCertificate] = readOidcProviders(env(bundle));
    expect(withCertificate.privateKey?.thumbprints?.x5t).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(withCertificate.privateKey?.thumbprints?.x5tS256).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a file without a key, and a certificate of another key', () => {
    expect(() => readOidcProviders(env(path.join(dir, 'not-a-key.pem')))).toThrow(/holds no PEM private key/);
    expect(() => readOidcProviders(env(path.join(dir, 'mismatch.pem')))).toThrow(/is not the private key's/);
  });
});

describe('readSignInUrls', () => {
  const origin = 'https://portal.example.com';

  it("defaults to PUBLIC_ORIGIN's callback and the spec's /logout page", () => {
    expect(readSignInUrls({}, origin)).toEqual({
      redirectUri: `${origin}/account/callback`,
      postLogoutRedirectUri: `${origin}/logout`,
    });
  });

  it('takes another callback path on PUBLIC_ORIGIN and any https page after sign-out', () => {
    expect(
      readSignInUrls(
        {
          OIDC_REDIRECT_URI: `${origin}/account/oidc/return`,
          OIDC_POST_LOGOUT_REDIRECT_URI: 'https://www.msp.example/goodbye',
        },
        origin,
      ),
    ).toEqual({
      redirectUri: `${origin}/account/oidc/return`,
      postLogoutRedirectUri: 'https://www.msp.example/goodbye',
    });
  });

  it.each([
    [
      { OIDC_REDIRECT_URI: 'https://evil.example/account/callback' },
      /OIDC_REDIRECT_URI must be a path under \/account\/ on PUBLIC_ORIGIN/,
    ],
    [{ OIDC_REDIRECT_URI: `${origin}/callback` }, /OIDC_REDIRECT_URI must be a path under \/account\//],
    [{ OIDC_REDIRECT_URI: `${origin}/account/callback?x=1` }, /without query/],
    [{ OIDC_REDIRECT_URI: '/account/callback' }, /OIDC_REDIRECT_URI must be an absolute URL/],
    [
      { OIDC_POST_LOGOUT_REDIRECT_URI: 'http://www.msp.example/' },
      /OIDC_POST_LOGOUT_REDIRECT_URI must be an https URL/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => readSignInUrls(env, origin)).toThrow(message);
  });
});
