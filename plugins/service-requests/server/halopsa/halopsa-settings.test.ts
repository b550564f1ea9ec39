import { productionStartRefusal } from '../../../../server/plugin-api/testing/production-start';
import { readHaloSettings } from './halopsa-settings';

const COMPLETE = {
  SERVICE_REQUESTS_CONNECTOR: 'halopsa',
  HALOPSA_URL: 'https://msp.halopsa.com/',
  HALOPSA_CLIENT_ID: 'portal-application',
  HALOPSA_CLIENT_SECRET: 'client-secret-of-the-application',
  HALOPSA_WEBHOOK_PASSWORD: 'a-webhook-password-of-enough-length',
};

describe('the HaloPSA settings', () => {
  it('are not configured when nothing is set, and complete with the defaults filled in', () => {
    expect(readHaloSettings({})).toEqual({ state: 'not-configured' });
    expect(readHaloSettings({ SERVICE_REQUESTS_CONNECTOR: 'zammad' })).toEqual({ state: 'not-configured' });
    expect(readHaloSettings({ ...COMPLETE, HALOPSA_TENANT: 'msp', HALOPSA_TICKET_TYPE_ID: '21' })).toEqual({
      state: 'configured',
      settings: {
        url: 'https://msp.halopsa.com',
        clientId: 'portal-application',
        clientSecret: COMPLETE.HALOPSA_CLIENT_SECRET,
        tenant: 'msp',
        webhookUsername: 'customer-portal',
        webhookPassword: COMPLETE.HALOPSA_WEBHOOK_PASSWORD,
        ticketTypeId: 21,
        pollMs: 300_000,
      },
    });
  });

  it.each([
    [
      { SERVICE_REQUESTS_CONNECTOR: 'halopsa' },
      'The HaloPSA connection is configured partly: set HALOPSA_URL, HALOPSA_CLIENT_ID, HALOPSA_CLIENT_SECRET, HALOPSA_WEBHOOK_PASSWORD',
    ],
    [
      { HALOPSA_CLIENT_ID: 'x' },
      'The HaloPSA connection is configured partly: set SERVICE_REQUESTS_CONNECTOR=halopsa, HALOPSA_URL, HALOPSA_CLIENT_SECRET, HALOPSA_WEBHOOK_PASSWORD',
    ],
    [{ ...COMPLETE, HALOPSA_URL: 'http://msp.halopsa.com' }, 'HALOPSA_URL must be an https URL'],
    [{ ...COMPLETE, HALOPSA_WEBHOOK_PASSWORD: 'short' }, 'HALOPSA_WEBHOOK_PASSWORD must be at least 24 characters'],
    [
      { ...COMPLETE, HALOPSA_TICKET_TYPE_ID: 'Incident' },
      'HALOPSA_TICKET_TYPE_ID must be the id (a whole number) of a ticket type',
    ],
    [
      { ...COMPLETE, HALOPSA_WEBHOOK_USERNAME: 'a:b' },
      'HALOPSA_WEBHOOK_USERNAME must hold no colon (Basic authentication)',
    ],
    [{ ...COMPLETE, HALOPSA_POLL_SECONDS: '5' }, 'HALOPSA_POLL_SECONDS must be a whole number of seconds, at least 10'],
  ])('name what is missing or wrong in %j', (env, problem) => {
    expect(readHaloSettings(env)).toEqual({ state: 'invalid', problem });
  });

  it('stop a production start when configured in part, and name what is missing', async () => {
    expect(
      await productionStartRefusal({ SERVICE_REQUESTS_CONNECTOR: 'halopsa', HALOPSA_URL: COMPLETE.HALOPSA_URL }),
    ).toContain(
      'Refusing to start in production (NODE_ENV=production):\n  - The HaloPSA connection is configured partly: set HALOPSA_CLIENT_ID, HALOPSA_CLIENT_SECRET, HALOPSA_WEBHOOK_PASSWORD',
    );
  });
});
