import { readOidcConfig } from './oidc-config';

describe('readOidcConfig', () => {
  const base = { OIDC_ISSUER: 'https://login.example.com/realms/msp', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's3cret' };

  it('is null when OIDC_ISSUER is unset or blank', () => {
    expect(readOidcConfig({})).toBeNull();
    expect(readOidcConfig({ OIDC_ISSUER: '  ', OIDC_CLIENT_ID: 'portal' })).toBeNull();
  });

  it('reads issuer, client and the default scopes', () => {
    const config = readOidcConfig(base);
    expect(config?.issuer.href).toBe('https://login.example.com/realms/msp');
    expect(config).toMatchObject({ clientId: 'portal', clientSecret: 's3cret', scopes: 'openid profile email' });
  });

  it('takes scopes separated by spaces or commas, without repeats', () => {
    expect(readOidcConfig({ ...base, OIDC_SCOPES: 'openid, email  email offline_access' })?.scopes).toBe('openid email offline_access');
  });

  it('makes a public client when there is no secret', () => {
    expect(readOidcConfig({ ...base, OIDC_CLIENT_SECRET: '' })?.clientSecret).toBeNull();
  });

  it('accepts plain http only for an issuer on this machine', () => {
    expect(readOidcConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:4000' })?.issuer.host).toBe('127.0.0.1:4000');
    expect(readOidcConfig({ ...base, OIDC_ISSUER: 'http://localhost:4000/oidc' })?.issuer.pathname).toBe('/oidc');
    expect(() => readOidcConfig({ ...base, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/OIDC_ISSUER must be an https URL/);
  });

  it.each([
    [{ OIDC_ISSUER: 'login.example.com' }, /OIDC_ISSUER must be the issuer's URL/],
    [{ OIDC_ISSUER: 'ftp://login.example.com' }, /OIDC_ISSUER must be an https URL/],
    [{ OIDC_ISSUER: 'https://login.example.com/?tenant=1' }, /must not carry a query/],
    [{ OIDC_CLIENT_ID: '' }, /OIDC_CLIENT_ID is required/],
    [{ OIDC_CLIENT_ID: undefined }, /OIDC_CLIENT_ID is required/],
    [{ OIDC_SCOPES: 'profile email' }, /OIDC_SCOPES must include "openid"/],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => readOidcConfig({ ...base, ...change })).toThrow(message);
  });
});
