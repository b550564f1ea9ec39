import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStore, Clock, HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import type { User } from '../../contract';
import type { PermissionInfo } from '../../contract-permissions';
import plugin from '../../index';
import UsersView from '../UsersView';

jest.setTimeout(90_000);

const dirk: User = {
  id: 'u-dirk',
  userName: 'dirk',
  email: 'dirk@contoso.example',
  firstName: 'Dirk',
  lastName: 'de Vries',
  isProviderAdmin: false,
  disabledAt: null,
  lastSignInAt: null,
  accountDeletionRequestDate: null,
  accountDeletionDate: null,
  memberships: [{ customerId: 'contoso', customerName: 'Contoso Zorg', role: 'user', customerDeactivated: false }],
};
const catalog: PermissionInfo[] = [
  {
    name: 'account',
    description: { en: "Sees the customer's invoices.", nl: 'Ziet de facturen van de klant.' },
    actions: ['Invoices'],
    grantable: false,
  },
  {
    name: 'report-usage',
    description: { en: 'Reads the report usage.', nl: 'Leest het rapportgebruik.' },
    actions: [],
    grantable: true,
  },
  {
    name: 'reports',
    description: { en: 'Opens the reports.', nl: 'Opent de rapporten.' },
    actions: ['Sales', 'Costs'],
    grantable: true,
  },
];

function setup(
  answer: (method: string, path: string, body: unknown) => HttpResult<unknown> | null,
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp((method, path, body) => answer(method, path, body) ?? backend(method, path));
  const account = {
    permissions: ['customer-admin'],
    activeCustomerId: 'contoso',
    isAuthorized: true,
  } as unknown as AccountStore;
  const clock = { now: () => Date.parse('2026-11-23T10:00:00.000Z'), setInterval: () => () => undefined };
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [AccountStore, account],
    [Clock, clock],
  ]);
  renderWithServices(<UsersView />, { plugin, services, language });
  return { calls, user: userEvent.setup() };
}

function backend(method: string, path: string): HttpResult<unknown> {
  const { memberships: _m, accountDeletionDate: _d, accountDeletionRequestDate: _r, ...summary } = dirk;
  if (method === 'GET' && path.startsWith('/api/admin/users?'))
    return ok({ items: [summary], total: 1, page: 1, pageSize: 20 });
  if (method === 'GET' && path === '/api/admin/users/u-dirk') return ok(dirk);
  if (method === 'GET' && path === '/api/admin/permissions') return ok({ items: catalog });
  if (method === 'GET' && path === '/api/admin/users/u-dirk/permissions')
    return ok({ userId: 'u-dirk', permissions: ['reports', 'legacy'] });
  if (path === '/api/admin/invitations')
    return ok(
      {
        email: 'nieuw@contoso.example',
        customerId: 'contoso',
        role: 'user',
        link: 'http://portal/invite/abc',
        expiresAt: '2026-11-30T10:00:00.000Z',
      },
      201,
    );
  return fail(500);
}

describe('permissions in the administration', () => {
  it('invites with the chosen permissions, each explained in the UI language; one the admin does not hold is locked', async () => {
    const { calls, user } = setup(() => null, 'nl');
    await user.click(await screen.findByRole('button', { name: 'Gebruiker uitnodigen' }));
    const dialog = await screen.findByRole('dialog');
    const usage = await within(dialog).findByRole('checkbox', { name: 'report-usage' });
    expect(usage).toHaveAccessibleDescription('Leest het rapportgebruik.');
    expect(within(dialog).getByRole('checkbox', { name: 'reports' })).toHaveAccessibleDescription(
      'Opent de rapporten. Menu-items: Sales, Costs.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'account' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('E-mailadres'), 'nieuw@contoso.example');
    await user.click(usage);
    await user.click(within(dialog).getByRole('checkbox', { name: 'reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uitnodiging versturen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/admin/invitations')?.body).toMatchObject({
        permissions: ['report-usage', 'reports'],
      }),
    );
  });

  it("sets a user's permissions on their page; a refusal keeps the choice and says why; a permission no longer known stays listed", async () => {
    let refuse = true;
    const { calls, user } = setup((method, _path, body) => {
      if (method !== 'PUT') return null;
      return refuse
        ? fail(403, 'You may give or take only permissions you hold yourself.')
        : ok({ userId: 'u-dirk', ...(body as object) });
    });
    await user.click(await screen.findByRole('button', { name: 'Details of Dirk de Vries' }));
    const drawer = await screen.findByRole('dialog');
    const section = within(await within(drawer).findByRole('region', { name: 'Permissions' }));
    expect(await section.findByRole('checkbox', { name: 'reports' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'legacy' })).toHaveAccessibleDescription(
      /no longer checks this permission/,
    );
    const save = section.getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    await user.click(section.getByRole('checkbox', { name: 'report-usage' }));
    await user.click(section.getByRole('checkbox', { name: 'legacy' }));
    await user.click(save);
    expect(await section.findByText('The permissions could not be saved. Your choice is kept.')).toBeInTheDocument();
    expect(
      section.getByText(/Only a provider administrator can change the permissions of your own account/),
    ).toBeInTheDocument();
    expect(section.getByRole('checkbox', { name: 'report-usage' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'legacy' })).not.toBeChecked();

    refuse = false;
    await user.click(save);
    expect(await section.findByText('The permissions are saved.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)).toMatchObject({
      path: '/api/admin/users/u-dirk/permissions',
      body: { permissions: ['reports', 'report-usage'] },
    });
    expect(section.queryByRole('checkbox', { name: 'legacy' })).not.toBeInTheDocument();
  });
});
