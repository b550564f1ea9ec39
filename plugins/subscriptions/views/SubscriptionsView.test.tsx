import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, NotificationService, type HttpResult, type PortalNotification, type Token } from '../../../core/plugin-api';
import type { Subscription } from '../contract';
import { fail, fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import SubscriptionsView from './SubscriptionsView';

const sub = (id: string, productName: string, quantity: number, maxQuantity: number, status = 'Active', endDate: string | null = '2027-06-30'): Subscription => ({
  id, productName, status, quantity, maxQuantity, autoRenewDate: '2027-01-15', endDate,
});
const list = [
  sub('s1', 'Microsoft 365 E3', 25, 50),
  sub('s2', 'Exchange Online (Plan 1)', 9, 10, 'Suspended', null),
  sub('s3', 'Azure Active Directory P1', 40, 100),
];

function setup(put: (path: string, body: unknown) => HttpResult<unknown> = () => fail(), get: () => HttpResult<unknown> = () => ok(list), lng: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method, path, body) => (method === 'GET' ? get() : put(path, body)));
  const posted: { op: string; n: PortalNotification }[] = [];
  const notifications: NotificationService = {
    add: (n) => posted.push({ op: 'add', n }),
    update: (n) => posted.push({ op: 'update', n }),
  };
  const services = new Map<Token<unknown>, unknown>([[HttpClient, http], [NotificationService, notifications]]);
  renderView(plugin, SubscriptionsView, { actionType: 'subscriptions' }, { services, language: lng });
  return { calls, posted, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => rows().map((r) => within(r).getAllByRole('cell')[0].textContent);

// antd's Table and Modal are slow in jsdom; a busy machine needs more than the default 20 s for a dialog flow.
jest.setTimeout(60_000);

describe('SubscriptionsView', () => {
  it('shows product name, status, auto-renew date, end date and quantity, sorted by product name', async () => {
    setup();
    await screen.findByText('Microsoft 365 E3');
    for (const name of ['Product name', 'Status', 'Auto-renew date', 'End date', 'Quantity']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(firstCells()).toEqual(['Azure Active Directory P1', 'Exchange Online (Plan 1)', 'Microsoft 365 E3']);
    const exchange = rows()[1];
    expect(exchange).toHaveTextContent('Suspended');
    expect(exchange).toHaveTextContent('Jan 15, 2027');
    expect(within(exchange).getAllByRole('cell')[3]).toHaveTextContent('-');
    expect(exchange).toHaveTextContent('9');
  });

  it('sorts by quantity when its header is clicked', async () => {
    const { user } = setup();
    await screen.findByText('Microsoft 365 E3');
    await user.click(screen.getByRole('columnheader', { name: /Quantity/ }));
    expect(firstCells()).toEqual(['Exchange Online (Plan 1)', 'Microsoft 365 E3', 'Azure Active Directory P1']);
  });

  it('filters with the search box', async () => {
    const { user } = setup();
    await screen.findByText('Microsoft 365 E3');
    await user.type(screen.getByLabelText('Search subscriptions'), 'exchange');
    expect(firstCells()).toEqual(['Exchange Online (Plan 1)']);
  });

  it("shows the spec's message when loading fails", async () => {
    setup(undefined, () => fail(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unfortunately something went wrong. Please contact the team to resolve this.');
    expect(screen.getByRole('heading', { level: 1, name: 'Office 365 licences' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the Dutch message when loading fails in Dutch', async () => {
    setup(undefined, () => fail(500), 'nl');
    expect(await screen.findByRole('alert')).toHaveTextContent('Helaas is er iets misgegaan. Neem contact op met het team om dit op te lossen.');
  });

  it('changes a quantity through the dialog and posts a notification that turns to success', async () => {
    const { user, calls, posted } = setup((_path, body) => ok({ outcome: 'updated', subscription: { ...list[0], quantity: (body as { quantity: number }).quantity } }));
    await screen.findByText('Microsoft 365 E3');
    await user.click(screen.getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change licences: Microsoft 365 E3' });
    const input = within(dialog).getByLabelText('Number of licences');
    expect(input).toHaveValue('25');
    await user.clear(input);
    await user.type(input, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/api/subscriptions/s1/quantity', body: { quantity: 30 } });
    expect(screen.getByRole('status')).toHaveTextContent('The number of licences of Microsoft 365 E3 is now 30.');
    expect(screen.getByRole('status').querySelector('.ant-alert-success')).not.toBeNull();
    expect(within(rows()[2]).getAllByRole('cell')[4]).toHaveTextContent('30');
    expect(posted.map((p) => [p.op, p.n.pending, p.n.succes])).toEqual([['add', true, false], ['update', false, true]]);
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('tells the user a service request was created when the quantity is too high', async () => {
    const { user, posted } = setup(() => ok({ outcome: 'service-request', serviceRequestNumber: 'SR-000042' }, 202));
    await screen.findByText('Exchange Online (Plan 1)');
    await user.click(screen.getByRole('button', { name: 'Change quantity of Exchange Online (Plan 1)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Up to 10 licences are applied directly');
    const input = within(dialog).getByLabelText('Number of licences');
    await user.clear(input);
    await user.type(input, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      'The quantity 15 for Exchange Online (Plan 1) is too high to be applied directly, so it was not applied. A service request has been created instead with number: SR-000042.',
    );
    expect(screen.getByRole('status').querySelector('.ant-alert-warning')).not.toBeNull();
    expect(within(rows()[1]).getAllByRole('cell')[4]).toHaveTextContent('9');
    expect(posted[1].n.name).toBe('Quantity too high for Exchange Online (Plan 1): service request SR-000042 created');
  });

  it('keeps the input and names the subscription when the update fails', async () => {
    const { user, posted } = setup(() => fail(500));
    await screen.findByText('Microsoft 365 E3');
    await user.click(screen.getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Number of licences');
    await user.clear(input);
    await user.type(input, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Licence update failed for Microsoft 365 E3.');
    expect(input).toHaveValue('31');
    expect(posted[1].n).toMatchObject({ pending: false, succes: false, name: 'Licence update failed for Microsoft 365 E3' });
  });

  it('refuses an empty quantity without calling the server', async () => {
    const { user, calls } = setup();
    await screen.findByText('Microsoft 365 E3');
    await user.click(screen.getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Number of licences'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 100000.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
