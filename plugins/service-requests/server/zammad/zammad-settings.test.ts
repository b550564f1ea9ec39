import { productionStartRefusal } from '../../../../server/plugin-api/testing/production-start';
import { readZammadSettings } from './zammad-settings';

const COMPLETE = {
  SERVICE_REQUESTS_CONNECTOR: 'zammad',
  ZAMMAD_URL: 'https://desk.msp.example/',
  ZAMMAD_TOKEN: 'agent-access-token',
  ZAMMAD_WEBHOOK_SECRET: 'a-webhook-secret-of-enough-length',
};

describe('the Zammad settings', () => {
  it('are not configured when nothing is set, and complete with the defaults filled in', () => {
    expect(readZammadSettings({})).toEqual({ state: 'not-configured' });
    expect(readZammadSettings({ SERVICE_REQUESTS_CONNECTOR: 'reference' })).toEqual({ state: 'not-configured' });
    expect(readZammadSettings(COMPLETE)).toEqual({
      state: 'configured',
      settings: {
        url: 'https://desk.msp.example',
        token: 'agent-access-token',
        webhookSecret: COMPLETE.ZAMMAD_WEBHOOK_SECRET,
        group: 'Users',
        pollMs: 300_000,
      },
    });
  });

  it.each([
    [
      { SERVICE_REQUESTS_CONNECTOR: 'zammad' },
      'The Zammad connection is configured partly: set ZAMMAD_URL, ZAMMAD_TOKEN, ZAMMAD_WEBHOOK_SECRET',
    ],
    [
      { ZAMMAD_URL: COMPLETE.ZAMMAD_URL },
      'The Zammad connection is configured partly: set SERVICE_REQUESTS_CONNECTOR=zammad, ZAMMAD_TOKEN, ZAMMAD_WEBHOOK_SECRET',
    ],
    [{ ...COMPLETE, ZAMMAD_URL: 'http://desk.msp.example' }, 'ZAMMAD_URL must be an https URL'],
    [{ ...COMPLETE, ZAMMAD_WEBHOOK_SECRET: 'short' }, 'ZAMMAD_WEBHOOK_SECRET must be at least 24 characters'],
    [{ ...COMPLETE, ZAMMAD_POLL_SECONDS: '5' }, 'ZAMMAD_POLL_SECONDS must be a whole number of seconds, at least 10'],
  ])('name what is missing or wrong in %j', (env, problem) => {
    expect(readZammadSettings(env)).toEqual({ state: 'invalid', problem });
  });

  it('stop a production start when configured in part, and name what is missing', async () => {
    expect(
      await productionStartRefusal({ SERVICE_REQUESTS_CONNECTOR: 'zammad', ZAMMAD_URL: COMPLETE.ZAMMAD_URL }),
    ).toContain(
      'Refusing to start in production (NODE_ENV=production):\n  - The Zammad connection is configured partly: set ZAMMAD_TOKEN, ZAMMAD_WEBHOOK_SECRET',
    );
  });
});
