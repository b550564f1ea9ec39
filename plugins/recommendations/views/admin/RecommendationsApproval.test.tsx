import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import type { ProviderRecommendation, ProviderRecommendations } from '../../contract';
import plugin from '../../index';
import RecommendationsApproval from './RecommendationsApproval';

const BASE = '/api/recommendations/admin/customers/contoso';
type Handler = (method: string, path: string, body: unknown) => HttpResult<unknown>;

const rec = (
  id: string,
  resourceName: string,
  extra: Partial<ProviderRecommendation> = {},
): ProviderRecommendation => ({
  id,
  resourceName,
  description: `Resize ${resourceName}`,
  modifiedDate: '2026-11-28T10:00:00.000Z',
  subscriptionName: 'Contoso Production',
  state: 'New',
  applyAt: null,
  estimatedSavings: { amount: 2472, currency: 'EUR', period: 'year' },
  source: 'advisor',
  impact: 'High',
  goneSince: null,
  serviceRequestNumber: null,
  ...extra,
});

const LIST: ProviderRecommendations = {
  rule: null,
  recommendations: [
    rec('a', 'vm-web'),
    rec('b', 'disk-old', {
      state: 'AcceptedByCustomer',
      applyAt: '2026-12-01T09:00:00.000Z',
      goneSince: '2026-11-29T04:00:00.000Z',
      serviceRequestNumber: 'SR-1042',
    }),
    rec('c', 'sql-report', { source: 'portal', impact: null, estimatedSavings: null }),
  ],
};

function setup(handler: Handler, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(handler);
  renderWithServices(<RecommendationsApproval customerId="contoso" />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (resource: string) => (await screen.findByText(resource)).closest('tr')!;

describe("the provider's recommendations section of the customer editor", () => {
  it('approves one recommendation and says so', async () => {
    const { calls, user } = setup((method) =>
      method === 'GET' ? ok(LIST) : ok(rec('a', 'vm-web', { state: 'Approved' })),
    );
    const row = await rowOf('vm-web');
    expect(within(row).getByText('From Azure Advisor')).toBeInTheDocument();
    expect(within(row).getByText('Impact: High')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Approve the recommendation for vm-web' }));
    expect(await screen.findByText('The recommendation for vm-web is now Approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `${BASE}/a/state`,
      body: { state: 'Approved' },
    });
  });

  it('offers accepted work Advisor no longer reports as Finished first, with its service request', async () => {
    const { calls, user } = setup((method) =>
      method === 'GET' ? ok(LIST) : ok(rec('b', 'disk-old', { state: 'Finished' })),
    );
    const row = await rowOf('disk-old');
    expect(within(row).getByText('Azure Advisor no longer reports it: probably applied.')).toBeInTheDocument();
    expect(within(row).getByText('Service request SR-1042')).toBeInTheDocument();
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Finished', 'Consented', 'Pending']);
    await user.click(buttons[0]);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ state: 'Finished' });
    // The portal's own row: no Advisor marker, no impact.
    expect(within(await rowOf('sql-report')).getByText('Entered by the provider')).toBeInTheDocument();
  });

  it('refuses a rule without a condition before sending, then saves one and says how many it approved', async () => {
    const { calls, user } = setup((method) =>
      method === 'GET'
        ? ok(LIST)
        : ok({ rule: { minYearlySavings: 500, currency: 'EUR', impacts: ['High'] }, approved: 1 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save rule' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a minimum yearly saving or choose at least one impact.');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    await user.type(screen.getByRole('textbox', { name: 'Yearly savings of at least (EUR)' }), '500');
    await user.click(screen.getByRole('checkbox', { name: 'High' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved: 1 recommendation approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `${BASE}/rule`,
      body: { minYearlySavings: 500, currency: 'EUR', impacts: ['High'] },
    });
  });

  it('keeps the input when saving fails, in Dutch, and tries again', async () => {
    let put: HttpResult<unknown> = fail(503);
    const { calls, user } = setup((method) => (method === 'GET' ? ok(LIST) : put), 'nl');
    const amount = await screen.findByRole('textbox', { name: 'Jaarlijkse besparing van minstens (EUR)' });
    await user.type(amount, '250,50');
    await user.click(screen.getByRole('button', { name: 'Regel opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De wijziging kon niet worden opgeslagen.');
    expect(amount).toHaveValue('250,50');
    put = ok({ rule: { minYearlySavings: 250.5, currency: 'EUR', impacts: [] }, approved: 2 });
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Regel opgeslagen: 2 aanbevelingen goedgekeurd.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { minYearlySavings: 250.5, currency: 'EUR', impacts: [] },
      { minYearlySavings: 250.5, currency: 'EUR', impacts: [] },
    ]);
  });

  it('shows a failed load with Try again', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user } = setup(() => answer);
    expect(await screen.findByText("The customer's recommendations could not be loaded.")).toBeInTheDocument();
    answer = ok(LIST);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('vm-web')).toBeInTheDocument();
  });
});
