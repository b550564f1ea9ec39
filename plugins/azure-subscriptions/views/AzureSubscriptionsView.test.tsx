import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable } from 'mobx';
import {
  AccountStore,
  HttpClient,
  TenantRequester,
  WizardService,
  type HttpResult,
  type Token,
} from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import AzureSubscriptionsView from './AzureSubscriptionsView';

jest.setTimeout(60_000);

const rows = [
  {
    id: 1,
    number: null,
    name: 'Contoso Zorg - Productie',
    subscriptionId: '3f2a9c14-7b1e-4d8a-a5c3-0e9f8d7c6b01',
    tenantId: 't1',
    tenantName: 'Contoso Zorg',
    ownerUpn: 'it@contoso.com',
    state: 'active',
    requestedAt: null,
    requestedBy: null,
    failureReason: null,
  },
  // Another backend: a numeric id, optional fields left out.
  {
    id: '2',
    number: 'AZ-000002',
    name: 'Contoso Zorg - Dataplatform',
    state: 'requested',
    requestedAt: '2026-11-24T10:00:00Z',
    requestedBy: 'anna@contoso.com',
  },
  {
    id: 3,
    number: 'AZ-000003',
    name: 'Contoso Zorg - Test',
    state: 'failed',
    failureReason: 'Quota reached',
    tenantName: 'Contoso Zorg',
  },
  { id: 4, name: 'Odd state', state: 'paused' },
];

function setup(
  answer: () => HttpResult<unknown> = () => ok(rows),
  permissions = ['reports', 'azure'],
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp(answer);
  const open = jest.fn(() => true);
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [
      AccountStore,
      observable({ permissions, azureTenants: [], requestingTenantData: false }) as unknown as AccountStore,
    ],
    [TenantRequester, { requestTenants: async () => undefined }],
    [WizardService, { openWizardId: null, open, close: () => undefined }],
  ]);
  renderView(plugin, AzureSubscriptionsView, { actionType: 'azure-subscriptions' }, { services, language });
  return { calls, open, user: userEvent.setup() };
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

it('lists the subscriptions with their state, number, and placeholders for what is not known yet', async () => {
  setup();
  expect(await screen.findByText('Contoso Zorg - Productie')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(4);
  const requested = bodyRows().find((row) => row.textContent?.includes('Dataplatform'))!;
  expect(within(requested).getByText('Requested')).toBeInTheDocument();
  expect(within(requested).getByText('Request AZ-000002')).toBeInTheDocument();
  expect(within(requested).getByText('Not yet known')).toBeInTheDocument();
  expect(within(requested).getByText('November 24, 2026')).toBeInTheDocument();
  const failed = bodyRows().find((row) => row.textContent?.includes('Contoso Zorg - Test'))!;
  expect(within(failed).getByText('Reason: Quota reached')).toBeInTheDocument();
  expect(
    within(bodyRows().find((row) => row.textContent?.includes('Odd state'))!).getByText('Unknown'),
  ).toBeInTheDocument();
});

it('searches by name, subscription id or number, and says when nothing matches', async () => {
  const { user } = setup();
  await screen.findByText('Contoso Zorg - Productie');
  const search = screen.getByRole('searchbox', { name: 'Search' });
  await user.type(search, 'az-000003');
  expect(bodyRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Contoso Zorg - Test')]);
  await user.clear(search);
  await user.type(search, '7b1e');
  expect(bodyRows()).toHaveLength(1);
  await user.clear(search);
  await user.type(search, 'zzz');
  expect(screen.getByText('No Azure subscriptions match "zzz".')).toBeInTheDocument();
});

it('says so when there are none', async () => {
  setup(() => ok([]));
  expect(await screen.findByText('No Azure subscriptions yet.')).toBeInTheDocument();
});

it('shows the error with a retry when the list cannot be loaded', async () => {
  let answer: HttpResult<unknown> = fail(500);
  const { user, calls } = setup(() => answer);
  expect(
    await screen.findByText('Unfortunately something went wrong. Please contact the team to resolve this.'),
  ).toBeInTheDocument();
  answer = ok(rows);
  await user.click(screen.getByRole('button', { name: /Try again/ }));
  expect(await screen.findByText('Contoso Zorg - Productie')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
});

it('opens the wizard with the azure permission, and hides the button without it', async () => {
  const { user, open } = setup();
  await user.click(await screen.findByRole('button', { name: 'Request Azure subscription' }));
  expect(open).toHaveBeenCalledWith('azure-subscription');
});

it('hides the request button without the azure permission', async () => {
  setup(() => ok(rows), ['reports']);
  await screen.findByText('Contoso Zorg - Productie');
  expect(screen.queryByRole('button', { name: 'Request Azure subscription' })).toBeNull();
});

it('speaks Dutch', async () => {
  setup(() => ok(rows), ['azure'], 'nl');
  expect(await screen.findByRole('heading', { name: 'Azure-abonnementen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Azure-abonnement aanvragen' })).toBeInTheDocument();
  expect(screen.getByText('Aangevraagd')).toBeInTheDocument();
  expect(screen.getByText('24 november 2026')).toBeInTheDocument();
});
