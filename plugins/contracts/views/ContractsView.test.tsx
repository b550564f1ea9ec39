import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Clock, HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ManualClock, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import ContractsView from './ContractsView';

// The ManualClock's day is 2026-11-21.
const list = [
  {
    id: 1,
    documentName: 'Managed workplace',
    signedOn: '2025-10-01',
    service: 'Workplace',
    startDate: '2025-11-01',
    endDate: '2027-10-31',
    autoRenews: true,
    status: 'active',
  },
  // No status: computed from the dates (ends within 90 days, does not renew).
  {
    id: '2',
    documentName: 'Microsoft 365 support SLA',
    signedOn: '2025-12-14',
    service: 'Microsoft 365 support',
    startDate: '2026-01-01',
    endDate: '2027-01-05',
    autoRenews: false,
  },
  // The smallest a backend may send: id, document name and signed-on date.
  { id: 3, documentName: 'Backup 2023', signedOn: '2023-01-10', endDate: '2026-10-01' },
  {
    id: 4,
    documentName: 'Framework agreement',
    signedOn: '2024-11-20',
    service: 'Framework',
    startDate: '2024-12-01',
    endDate: null,
    autoRenews: 'false',
    status: 'active',
  },
];

function setup(get: () => HttpResult<unknown> = () => ok(list), language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(() => get());
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [Clock, new ManualClock()],
  ]);
  renderView(plugin, ContractsView, { actionType: 'contracts' }, { services, language });
  return { calls, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0].textContent);
const rowOf = (name: string) => rows().find((row) => within(row).getAllByRole('cell')[0].textContent === name)!;

jest.setTimeout(60_000);

describe('ContractsView', () => {
  it('lists document name, service, signed-on date, term and status, newest signature first', async () => {
    setup();
    await screen.findByText('Managed workplace');
    for (const name of ['Document name', 'Service', 'Signed on', 'Start date', 'End date', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(names()).toEqual(['Microsoft 365 support SLA', 'Managed workplace', 'Framework agreement', 'Backup 2023']);
    expect(rowOf('Managed workplace')).toHaveTextContent('Oct 1, 2025');
    expect(rowOf('Managed workplace')).toHaveTextContent('Renews automatically');
    expect(rowOf('Managed workplace')).toHaveTextContent('Active');
    expect(rowOf('Microsoft 365 support SLA')).toHaveTextContent('Expiring');
    expect(rowOf('Backup 2023')).toHaveTextContent('Ended');
    expect(rowOf('Framework agreement')).toHaveTextContent('Open-ended');
    expect(rowOf('Framework agreement')).not.toHaveTextContent('Renews automatically');
  });

  it('offers each document as a download from its own address', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Download Microsoft 365 support SLA (PDF)' });
    expect(link).toHaveAttribute('href', '/api/contracts/2/document');
    expect(link).toHaveAttribute('download');
  });

  it('sorts by a column header and searches by document name or service', async () => {
    const { user } = setup();
    await screen.findByText('Managed workplace');
    await user.click(screen.getByRole('columnheader', { name: /Document name/ }));
    expect(names()).toEqual(['Backup 2023', 'Framework agreement', 'Managed workplace', 'Microsoft 365 support SLA']);
    await user.type(screen.getByLabelText('Search contracts'), 'workplace');
    expect(names()).toEqual(['Managed workplace']);
    await user.clear(screen.getByLabelText('Search contracts'));
    await user.type(screen.getByLabelText('Search contracts'), 'microsoft support');
    expect(names()).toEqual(['Microsoft 365 support SLA']);
    await user.type(screen.getByLabelText('Search contracts'), ' nothing');
    expect(screen.getByText('No contracts found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search contracts')).toHaveValue('microsoft support nothing');
  });

  it('says so when the customer has no contracts', async () => {
    setup(() => ok([]));
    expect(await screen.findByText('No contracts found')).toBeInTheDocument();
  });

  it('says what went wrong when loading fails, and loads again on Try again', async () => {
    let answer: HttpResult<unknown> = fail(503);
    const { user, calls } = setup(() => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your contracts could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();
    answer = ok(list);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Managed workplace')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('speaks Dutch, with Dutch dates', async () => {
    setup(undefined, 'nl');
    await screen.findByText('Managed workplace');
    expect(screen.getByRole('heading', { level: 1, name: 'Contracten' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Ondertekend op/ })).toBeInTheDocument();
    expect(rowOf('Managed workplace')).toHaveTextContent('1 okt 2025');
    expect(rowOf('Microsoft 365 support SLA')).toHaveTextContent('Loopt binnenkort af');
    expect(rowOf('Framework agreement')).toHaveTextContent('Onbepaalde tijd');
    expect(screen.getByRole('link', { name: 'Backup 2023 downloaden (pdf)' })).toBeInTheDocument();
  });

  it('shows the Dutch failure in Dutch', async () => {
    setup(() => fail(500), 'nl');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uw contracten konden niet worden geladen.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
