import { readPowerBiSettings } from './settings';

const app = { POWERBI_TENANT_ID: 't', POWERBI_CLIENT_ID: 'c', POWERBI_CLIENT_SECRET: 'x' };

describe('Power BI settings (POWERBI_*)', () => {
  it('defaults to nothing (a clear problem), in a demo as in production: the demo sets POWERBI_* to its emulator', () => {
    expect(readPowerBiSettings({})).toEqual({
      ok: false,
      problem: expect.stringContaining('POWERBI_CLIENT_SECRET (or POWERBI_CERTIFICATE_FILE)'),
    });
  });

  it("uses Microsoft's public cloud unless told otherwise, and names what is missing", () => {
    expect(readPowerBiSettings(app)).toEqual({
      ok: true,
      settings: {
        authorityUrl: 'https://login.microsoftonline.com',
        apiUrl: 'https://api.powerbi.com',
        embedOrigin: 'https://app.powerbi.com',
        tenantId: 't',
        clientId: 'c',
        credential: { kind: 'secret', secret: 'x' },
      },
    });
    expect(readPowerBiSettings({ POWERBI_CLIENT_ID: 'c' })).toEqual({
      ok: false,
      problem: expect.stringMatching(/POWERBI_TENANT_ID, POWERBI_CLIENT_SECRET/),
    });
    expect(readPowerBiSettings({ ...app, POWERBI_CERTIFICATE_FILE: '/k.pem' })).toMatchObject({ ok: false });
    expect(
      readPowerBiSettings({ ...app, POWERBI_CLIENT_SECRET: '', POWERBI_CERTIFICATE_FILE: '/k.pem' }),
    ).toMatchObject({ ok: true, settings: { credential: { kind: 'certificate', file: '/k.pem' } } });
  });

  it('takes https endpoints, and plain http only on this machine', () => {
    const sovereign = {
      ...app,
      POWERBI_AUTHORITY_URL: 'https://login.microsoftonline.us/',
      POWERBI_API_URL: 'https://api.powerbigov.us',
      POWERBI_EMBED_URL: 'https://app.powerbigov.us/',
    };
    expect(readPowerBiSettings(sovereign)).toMatchObject({
      ok: true,
      settings: {
        authorityUrl: 'https://login.microsoftonline.us',
        apiUrl: 'https://api.powerbigov.us',
        embedOrigin: 'https://app.powerbigov.us',
      },
    });
    expect(readPowerBiSettings({ ...app, POWERBI_API_URL: 'http://127.0.0.1:5001/emulator' })).toMatchObject({
      ok: true,
    });
    expect(readPowerBiSettings({ ...app, POWERBI_API_URL: 'http://api.example.com' })).toEqual({
      ok: false,
      problem: expect.stringContaining('POWERBI_API_URL must be an https URL'),
    });
    expect(readPowerBiSettings({ ...app, POWERBI_AUTHORITY_URL: 'not a url' })).toMatchObject({ ok: false });
  });
});
