import { createTestPortal, makeTempDir } from '../../../server/plugin-api/testing';
import { setProcessEnv } from '../../../server/plugin-api/testing/process-env';
import { PUBLIC_ENDPOINTS, readMicrosoftCloudSettings } from './settings';

const COMPLETE = {
  MICROSOFT_PARTNER_TENANT_ID: '8A6E1F0C-3D5B-4E2A-9C71-0F1E2D3C4B00',
  MICROSOFT_CLIENT_ID: 'c0ffee00-0000-4000-a000-00000000d3e0',
  MICROSOFT_CLIENT_SECRET: 'from-the-app-registration',
};

describe('the Microsoft connection settings', () => {
  it('are not configured when no MICROSOFT_* is set: no customer is connected', () => {
    expect(readMicrosoftCloudSettings({})).toEqual({ state: 'not-configured' });
  });

  it("default to Microsoft's public endpoints", () => {
    expect(readMicrosoftCloudSettings(COMPLETE)).toEqual({
      state: 'configured',
      settings: {
        partnerTenantId: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b00',
        clientId: COMPLETE.MICROSOFT_CLIENT_ID,
        credential: { kind: 'secret', secret: COMPLETE.MICROSOFT_CLIENT_SECRET },
        endpoints: PUBLIC_ENDPOINTS,
      },
    });
    expect(PUBLIC_ENDPOINTS).toEqual({
      login: 'https://login.microsoftonline.com',
      graph: 'https://graph.microsoft.com',
      arm: 'https://management.azure.com',
      partnerCenter: 'https://api.partnercenter.microsoft.com',
    });
  });

  it('take a certificate instead of a secret, and endpoints pointed elsewhere (the emulator)', () => {
    const read = readMicrosoftCloudSettings({
      ...COMPLETE,
      MICROSOFT_CLIENT_SECRET: '',
      MICROSOFT_CERTIFICATE_FILE: '/run/secrets/portal-app.pem',
      MICROSOFT_LOGIN_URL: 'https://127.0.0.1:8443/',
      MICROSOFT_GRAPH_URL: 'https://127.0.0.1:8443',
    });
    expect(read).toMatchObject({
      state: 'configured',
      settings: {
        credential: { kind: 'certificate', file: '/run/secrets/portal-app.pem' },
        endpoints: { login: 'https://127.0.0.1:8443', graph: 'https://127.0.0.1:8443', arm: PUBLIC_ENDPOINTS.arm },
      },
    });
  });

  it.each([
    [
      { MICROSOFT_CLIENT_ID: 'x' },
      'The Microsoft connection is configured partly: set MICROSOFT_PARTNER_TENANT_ID, MICROSOFT_CLIENT_SECRET (or MICROSOFT_CERTIFICATE_FILE)',
    ],
    [
      { MICROSOFT_GRAPH_URL: 'https://graph.microsoft.com' },
      'The Microsoft connection is configured partly: set MICROSOFT_PARTNER_TENANT_ID, MICROSOFT_CLIENT_ID, MICROSOFT_CLIENT_SECRET (or MICROSOFT_CERTIFICATE_FILE)',
    ],
    [
      { ...COMPLETE, MICROSOFT_CERTIFICATE_FILE: '/x.pem' },
      'Set MICROSOFT_CLIENT_SECRET or MICROSOFT_CERTIFICATE_FILE, not both',
    ],
    [
      { ...COMPLETE, MICROSOFT_PARTNER_TENANT_ID: 'contoso.onmicrosoft.com' },
      'MICROSOFT_PARTNER_TENANT_ID must be a tenant id (a GUID)',
    ],
    [
      { ...COMPLETE, MICROSOFT_ARM_URL: 'http://management.azure.com' },
      'MICROSOFT_ARM_URL must be an https URL, got "http://management.azure.com"',
    ],
    [
      { ...COMPLETE, MICROSOFT_LOGIN_URL: 'https://login.example.com/?tenant=x' },
      'MICROSOFT_LOGIN_URL must hold no query, fragment or credentials',
    ],
  ])('name what is missing or wrong in %j', (env, problem) => {
    expect(readMicrosoftCloudSettings(env)).toEqual({ state: 'invalid', problem });
  });

  it('stop a production start when configured in part, and name what is missing', async () => {
    const restore = setProcessEnv({ MICROSOFT_CLIENT_ID: COMPLETE.MICROSOFT_CLIENT_ID });
    const dir = makeTempDir();
    try {
      await expect(
        createTestPortal({
          dir,
          config: { production: true, demoMode: false, publicOrigin: 'https://portal.example.com' },
        }),
      ).rejects.toThrow(
        'Refusing to start in production (NODE_ENV=production):\n  - The Microsoft connection is configured partly: set MICROSOFT_PARTNER_TENANT_ID, MICROSOFT_CLIENT_SECRET (or MICROSOFT_CERTIFICATE_FILE)',
      );
    } finally {
      restore();
      dir.cleanup();
    }
  });
});
