import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import BillingScopeSettings from './BillingScopeSettings';

const SCOPE = '/providers/Microsoft.Billing/billingAccounts/1234:5678_2019-05-31/customers/9abc';
type Handler = (method: string, path: string, body: unknown) => HttpResult<unknown>;

function setup(handler: Handler, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(handler);
  renderWithServices(<BillingScopeSettings customerId="contoso" />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}
const stored = (billingScope: string | null) => ok({ customerId: 'contoso', billingScope });

describe("the customer's Azure plan section (billing scope)", () => {
  it('says requests wait for the provisioning without a scope, and saves one', async () => {
    const { calls, user } = setup((method, _path, body) =>
      method === 'GET' ? stored(null) : stored((body as { billingScope: string }).billingScope),
    );
    expect(await screen.findByText(/wait for your own provisioning/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Billing scope' }), ` ${SCOPE} `);
    await user.click(screen.getByRole('button', { name: 'Save billing scope' }));
    expect(await screen.findByText('Billing scope saved.')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/azure-subscriptions/admin/customers/contoso/billing-scope',
      body: { billingScope: SCOPE },
    });
    expect(screen.getByRole('button', { name: 'Remove billing scope' })).toBeVisible();
  });

  it('refuses what is no billing scope before sending, in Dutch, and keeps the input', async () => {
    const { calls, user } = setup(() => stored(null), 'nl');
    const field = await screen.findByRole('textbox', { name: 'Billing scope' });
    await user.type(field, '/subscriptions/abc');
    await user.click(screen.getByRole('button', { name: 'Billing scope opslaan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een billing scope in');
    expect(field).toHaveValue('/subscriptions/abc');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps the input and offers Try again when saving fails', async () => {
    let failing = true;
    const { user } = setup((method, _path, body) =>
      method === 'GET' ? stored(null) : failing ? fail(500) : stored((body as { billingScope: string }).billingScope),
    );
    const field = await screen.findByRole('textbox', { name: 'Billing scope' });
    await user.type(field, SCOPE);
    await user.click(screen.getByRole('button', { name: 'Save billing scope' }));
    expect(await screen.findByText('The billing scope could not be saved.')).toBeVisible();
    expect(field).toHaveValue(SCOPE);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Billing scope saved.')).toBeVisible();
  });
});
