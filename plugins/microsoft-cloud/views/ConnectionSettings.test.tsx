import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import type { CustomerConnection } from '../contract';
import plugin from '../index';
import ConnectionSettings from './ConnectionSettings';

const TENANT = '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b02';
const connection = (change: Partial<CustomerConnection>): CustomerConnection => ({
  customerId: 'fabrikam',
  state: 'untested',
  tenantId: TENANT,
  lastAttemptAt: null,
  lastSuccessAt: null,
  lastError: null,
  ...change,
});

function setup(handler: (method: string) => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method) => handler(method));
  renderWithServices(<ConnectionSettings customerId="fabrikam" />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe("the customer's Microsoft connection section", () => {
  it("tests the connection and shows consent missing with Microsoft's message, in Dutch", async () => {
    const { calls, user } = setup(
      (method) =>
        method === 'GET'
          ? ok(connection({}))
          : ok(
              connection({
                state: 'consent-missing',
                lastAttemptAt: '2026-11-29T05:00:00.000Z',
                lastError: {
                  at: '2026-11-29T05:00:00.000Z',
                  kind: 'consent-missing',
                  code: 'AADSTS7000229',
                  detail: 'The client application is missing service principal in the tenant.',
                },
              }),
            ),
      'nl',
    );
    expect(await screen.findByText(/Nog niet gebruikt/)).toBeInTheDocument();
    expect(screen.getByText(TENANT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Koppeling testen' }));
    expect(await screen.findByText(/Toestemming ontbreekt/)).toBeInTheDocument();
    expect(screen.getByText('Bericht van Microsoft (AADSTS7000229):', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('The client application is missing service principal in the tenant.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ['GET', '/api/microsoft-cloud/admin/customers/fabrikam/connection'],
      ['POST', '/api/microsoft-cloud/admin/customers/fabrikam/connection/test'],
    ]);
  });

  it('words another failure by its kind and offers the test again', async () => {
    setup(() =>
      ok(
        connection({
          state: 'failing',
          lastSuccessAt: '2026-11-28T05:00:00.000Z',
          lastError: { at: '2026-11-29T05:00:00.000Z', kind: 'throttled', code: '429', detail: null },
        }),
      ),
    );
    expect(
      await screen.findByText(
        'The last call to Microsoft failed: Microsoft asked the portal to wait (too many requests); it tries again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeInTheDocument();
  });

  it.each([
    ['not-configured', /Not configured: this portal has no connection to Microsoft/],
    ['no-tenant', /the customer has no tenant id/],
  ] as const)('in state %s says why and has no test button', async (state, text) => {
    setup(() => ok(connection({ state, tenantId: state === 'no-tenant' ? null : TENANT })));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
  });

  it('keeps the section and offers a retry when the test call fails', async () => {
    const { user } = setup((method) =>
      method === 'GET' ? ok(connection({})) : fail(403, 'Provider administrators only.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The connection could not be tested.')).toBeInTheDocument();
    expect(screen.getByText(/Not used yet/)).toBeInTheDocument();
  });
});
