import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStore, HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import type { InvitationRow } from '../../contract-branding';
import plugin from '../../index';
import InvitationsView from './InvitationsView';

jest.setTimeout(60_000);

const pending: InvitationRow = {
  id: 7,
  email: 'new@contoso.example',
  customerId: 'contoso',
  customerName: 'Contoso Zorg',
  role: 'user',
  invitedBy: 'anna@contoso.example',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  usedAt: null,
  revokedAt: null,
  status: 'pending',
};
const used: InvitationRow = {
  ...pending,
  id: 6,
  email: 'old@contoso.example',
  usedAt: '2026-11-21T10:00:00.000Z',
  status: 'used',
};
const page = (items: InvitationRow[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function setup(
  answer: (method: string, path: string) => HttpResult<unknown>,
  permissions = ['customer-admin'],
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp(answer);
  const account = { permissions, isAuthorized: true };
  renderWithServices(<InvitationsView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [AccountStore, account],
    ]),
    language,
  });
  return { calls, user: userEvent.setup() };
}

describe('InvitationsView', () => {
  it('lists the pending invitations first and filters by status on the server', async () => {
    const { calls, user } = setup((_method, path) => ok(page(path.includes('status=pending') ? [pending] : [used])));
    expect(await screen.findByText('new@contoso.example')).toBeInTheDocument();
    expect(calls[0].path).toBe('/api/admin/invitations?status=pending&page=1&pageSize=20');
    expect(screen.getByRole('button', { name: 'Revoke the invitation of new@contoso.example' })).toBeInTheDocument();
    // A customer admin gets no customer filter: the server limits the list to their customer.
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Accepted'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/invitations?status=used&page=1&pageSize=20'));
    expect(await screen.findByText('old@contoso.example')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke the invitation of old@contoso.example' }),
    ).not.toBeInTheDocument();
  });

  it('revokes after a confirmation and reloads the list', async () => {
    let revoked = false;
    const { calls, user } = setup((method) => {
      if (method === 'POST') {
        revoked = true;
        return ok({ ...pending, status: 'revoked', revokedAt: '2026-11-23T10:00:00.000Z' });
      }
      return ok(page(revoked ? [] : [pending]));
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation of new@contoso.example' }));
    const dialog = (await screen.findByText('Revoke the invitation of new@contoso.example?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation of new@contoso.example is revoked.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/invitations/7/revoke')).toBe(true);
    expect(await screen.findByText('No invitations found.')).toBeInTheDocument();
  });

  it('says why a revocation failed, in Dutch', async () => {
    const { user } = setup(
      (method) => (method === 'POST' ? fail(409, 'Invitation 7 is used') : ok(page([pending]))),
      ['provider-admin'],
      'nl',
    );
    await user.click(await screen.findByRole('button', { name: 'Uitnodiging van new@contoso.example intrekken' }));
    const dialog = (await screen.findByText('Uitnodiging van new@contoso.example intrekken?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    expect(
      await screen.findByText('De uitnodiging van new@contoso.example kon niet worden ingetrokken.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Klant' })).toBeInTheDocument();
  });
});
