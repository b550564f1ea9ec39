import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStore, Clock, HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import type { User } from '../contract';
import plugin from '../index';
import { createFormatter } from '../../../core/plugin-api';
import UsersView from './UsersView';

jest.setTimeout(90_000);

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const dirk: User = {
  id: 'u-dirk',
  userName: 'dirk',
  email: 'dirk@contoso.example',
  firstName: 'Dirk',
  lastName: 'de Vries',
  isProviderAdmin: false,
  disabledAt: null,
  lastSignInAt: '2026-11-20T09:30:00.000Z',
  accountDeletionRequestDate: null,
  accountDeletionDate: null,
  memberships: [{ customerId: 'contoso', customerName: 'Contoso Zorg', role: 'user', customerDeactivated: false }],
};
const { memberships: _m, accountDeletionDate: _d, accountDeletionRequestDate: _r, ...dirkSummary } = dirk;
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function setup(
  answer: (method: string, path: string, body: unknown) => HttpResult<unknown>,
  permissions = ['provider-admin'],
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp(answer);
  const account = { permissions, activeCustomerId: 'contoso', isAuthorized: true } as unknown as AccountStore;
  const clock = { now: () => NOW, setInterval: () => () => undefined };
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [AccountStore, account],
    [Clock, clock],
  ]);
  renderWithServices(<UsersView />, { plugin, services, language });
  return { calls, user: userEvent.setup() };
}

const backend = (method: string, path: string): HttpResult<unknown> => {
  if (method === 'GET' && path.startsWith('/api/admin/users?')) return ok(page([dirkSummary]));
  if (method === 'GET' && path.startsWith('/api/admin/customers?'))
    return ok(page([{ id: 'contoso', name: 'Contoso Zorg', deactivatedAt: null, userCount: 3 }]));
  if (method === 'GET' && path === '/api/admin/users/u-dirk') return ok(dirk);
  if (method === 'GET' && path === '/api/admin/permissions') return ok({ items: [] });
  if (method === 'GET' && path === '/api/admin/users/u-dirk/permissions')
    return ok({ userId: 'u-dirk', permissions: [] });
  if (path === '/api/admin/users/u-dirk/removal')
    return ok({
      ...dirk,
      accountDeletionRequestDate: '2026-11-23T10:00:00.000Z',
      accountDeletionDate: '2026-12-23T10:00:00.000Z',
    });
  if (method === 'PUT') return ok({ ...dirk, memberships: [{ ...dirk.memberships[0], role: 'customer-admin' }] });
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
};

describe('UsersView', () => {
  it('lists users with the last sign-in in the UI language and sorts on the server', async () => {
    const { calls, user } = setup(backend, ['provider-admin'], 'nl');
    expect(await screen.findByText('Dirk de Vries')).toBeInTheDocument();
    expect(screen.getByText(createFormatter('nl').dateTime(dirk.lastSignInAt))).toHaveTextContent(/^20 nov 2026/);
    expect(screen.getByRole('combobox', { name: 'Filteren op klant' })).toBeInTheDocument();
    await user.click(screen.getAllByText('E-mail')[0]);
    await waitFor(() => expect(calls.at(-1)?.path).toContain('sort=email&order=asc'));
  });

  it('has no customer filter for a customer administrator and invites into the active customer', async () => {
    const { calls, user } = setup(backend, ['customer-admin']);
    await screen.findByText('Dirk de Vries');
    expect(screen.queryByRole('combobox', { name: 'Filter by customer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Fill in this field.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'not-an-address' } });
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'nieuw@contoso.example' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/An invitation is sent to nieuw@contoso.example/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/invitations')?.body).toEqual({
      email: 'nieuw@contoso.example',
      customerId: 'contoso',
      role: 'user',
      permissions: [],
      language: 'en',
    });
  });

  it('keeps the invitation input when the server refuses it', async () => {
    const { user } = setup(
      (method, path) => (path === '/api/admin/invitations' ? fail(403, 'nope') : backend(method, path)),
      ['customer-admin'],
    );
    await screen.findByText('Dirk de Vries');
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'nieuw@contoso.example' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('The invitation could not be sent. Your input is kept.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail address')).toHaveValue('nieuw@contoso.example');
  });

  it("opens a user's memberships, changes a role and schedules the removal showing the deletion date", async () => {
    const { calls, user } = setup(backend);
    await user.click(await screen.findByRole('button', { name: 'Details of Dirk de Vries' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Contoso Zorg')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Role at Contoso Zorg' }));
    await user.click(await screen.findByTitle('Customer administrator'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/admin/users/u-dirk/memberships/contoso',
        body: { role: 'customer-admin' },
      }),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Schedule removal' }));
    expect(await screen.findByText(/will be deleted on Dec 23, 2026/)).toBeInTheDocument();
    const confirm = screen.getByText(/will be deleted on/).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Schedule removal' }));
    expect(await within(drawer).findByText('Requested Nov 23, 2026, deleted on Dec 23, 2026')).toBeInTheDocument();
  });
});
