import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import AuditView from './AuditView';
import { createFormatter } from '../../../core/plugin-api';

jest.setTimeout(60_000);

const row = {
  id: 7,
  at: '2026-11-23T09:15:00.000Z',
  actorUserId: 'u-petra',
  actor: 'petra',
  action: 'customer.create',
  targetType: 'customer',
  targetId: 'acme',
  customerId: 'acme',
  before: null,
  after: { name: 'Acme' },
};

function setup(answer: (method: string, path: string) => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(answer);
  renderWithServices(<AuditView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, user: userEvent.setup() };
}

describe('AuditView', () => {
  it('shows who changed what and when, filters on the server and links the CSV export with the same filters', async () => {
    const { calls, user } = setup(() => ok({ items: [row], total: 1, page: 1, pageSize: 20 }), 'nl');
    expect(await screen.findByText('customer.create')).toBeInTheDocument();
    expect(screen.getByText('Klant: acme')).toBeInTheDocument();
    expect(screen.getByText(createFormatter('nl').dateTime(row.at))).toHaveTextContent(/^23 nov 2026/);
    await user.type(screen.getByRole('searchbox', { name: 'Wat' }), 'customer.create{Enter}');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/audit?action=customer.create&page=1&pageSize=20'));
    expect(screen.getByRole('link', { name: 'CSV downloaden' })).toHaveAttribute(
      'href',
      '/api/admin/audit/export?action=customer.create',
    );
  });

  it('offers a retry after a server error and sign-in after 401', async () => {
    let status = 500;
    const { user } = setup(() => (status ? fail(status) : ok({ items: [row], total: 1, page: 1, pageSize: 20 })));
    expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
    status = 0;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('customer.create')).toBeInTheDocument();
  });
});
