import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Clock, HttpClient, NotificationService, type HttpResult, type PortalNotification, type Token,
} from '../../../core/plugin-api';
import type { Recommendation } from '../contract';
import { fail, fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { toLocalInputValue } from './format';
import RecommendationsView from './RecommendationsView';

const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const rec = (id: string, state: Recommendation['state'], resourceName: string, modifiedDate: string): Recommendation => ({
  id, state, resourceName, modifiedDate, description: `Resize ${resourceName}`, subscriptionName: 'Production', applyAt: null,
});
const list: Recommendation[] = [
  rec('1', 'New', 'vm-web-01', '2026-11-10T10:00:00.000Z'),
  rec('2', 'Approved', 'sql-db-02', '2026-11-09T10:00:00.000Z'),
  rec('3', 'AcceptedByCustomer', 'disk-03', '2026-11-08T10:00:00.000Z'),
  rec('4', 'Planned', 'vm-app-04', '2026-11-07T10:00:00.000Z'),
  rec('5', 'Pending', 'ip-05', '2026-11-06T10:00:00.000Z'),
  rec('6', 'Finished', 'plan-06', '2026-11-05T10:00:00.000Z'),
  rec('7', 'Declined', 'vm-old-07', '2026-11-04T10:00:00.000Z'),
];

function setup(post: (path: string, body: unknown) => HttpResult<unknown> = () => fail(), get: () => HttpResult<unknown> = () => ok(list), lng: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method, path, body) => (method === 'GET' ? get() : post(path, body)));
  const posted: { op: string; n: PortalNotification }[] = [];
  const notifications: NotificationService = { add: (n) => posted.push({ op: 'add', n }), update: (n) => posted.push({ op: 'update', n }) };
  const clock = { now: () => NOW, setInterval: () => () => undefined };
  const services = new Map<Token<unknown>, unknown>([[HttpClient, http], [NotificationService, notifications], [Clock, clock]]);
  renderView(plugin, RecommendationsView, { actionType: 'recommendations' }, { services, language: lng });
  return { calls, posted, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);

async function openDialog(user: ReturnType<typeof userEvent.setup>, resource: string) {
  await screen.findByText(resource);
  await user.click(screen.getByLabelText(`Review recommendation for ${resource}`));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`Recommendation for ${resource}`);
  return dialog;
}

// antd's Table and Modal are slow in jsdom; a busy machine needs more than the default 20 s for a dialog flow.
jest.setTimeout(60_000);

describe('RecommendationsView', () => {
  it('shows resource name, description, modified date, subscription name and every state, Planned as consented', async () => {
    setup();
    await screen.findByText('vm-web-01');
    for (const name of ['Resource name', 'Description', 'Modified date', 'Subscription name', 'State']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(rows()).toHaveLength(7);
    const states = rows().map((r) => within(r).getAllByRole('cell')[4].textContent);
    expect(states).toEqual(['New', 'Approved', 'Accepted by customer', 'Consented', 'Pending', 'Finished', 'Declined']);
    expect(rows()[0]).toHaveTextContent('Nov 10, 2026');
    expect(rows()[0]).toHaveTextContent('Resize vm-web-01');
  });

  it('offers a review only while the customer can still decide', async () => {
    setup();
    await screen.findByText('vm-web-01');
    expect(screen.getAllByRole('button', { name: /^Review recommendation/ })).toHaveLength(2);
  });

  it('filters by state', async () => {
    const { user } = setup();
    await screen.findByText('vm-web-01');
    await user.click(screen.getByLabelText('Filter by state'));
    await user.click(await screen.findByTitle('Consented'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('vm-app-04');
  });

  it('shows the error message when loading fails', async () => {
    setup(undefined, () => fail(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unfortunately something went wrong. Please contact the team to resolve this.');
    expect(screen.getByRole('heading', { level: 1, name: 'Azure recommendations' })).toBeInTheDocument();
  });

  it('accepts with a future moment and posts a notification', async () => {
    const { user, calls, posted } = setup((_path, body) => ok({ ...list[0], state: 'AcceptedByCustomer', applyAt: (body as { applyAt: string }).applyAt }));
    const dialog = await openDialog(user, 'vm-web-01');
    const input = within(dialog).getByLabelText('Apply the change on');
    const moment = toLocalInputValue(NOW + 2 * 86_400_000);
    fireEvent.change(input, { target: { value: moment } });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/recommendations/1/accept', body: { applyAt: new Date(moment).toISOString() } });
    expect(within(rows()[0]).getAllByRole('cell')[4]).toHaveTextContent('Accepted by customer');
    expect(screen.getByRole('status')).toHaveTextContent('You accepted the recommendation for vm-web-01.');
    expect(screen.getByRole('status').querySelector('.ant-alert-success')).not.toBeNull();
    expect(posted.map((p) => [p.op, p.n.pending, p.n.succes])).toEqual([['add', true, false], ['update', false, true]]);
  });

  it('refuses an empty or past moment without calling the server', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user, 'vm-web-01');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the date and time the change is applied.');
    fireEvent.change(within(dialog).getByLabelText('Apply the change on'), { target: { value: toLocalInputValue(NOW - 3_600_000) } });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The moment must be in the future.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps the chosen moment and says what went wrong when accepting fails', async () => {
    const { user, posted } = setup(() => fail(500));
    const dialog = await openDialog(user, 'sql-db-02');
    const input = within(dialog).getByLabelText('Apply the change on');
    const moment = toLocalInputValue(NOW + 86_400_000);
    fireEvent.change(input, { target: { value: moment } });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The recommendation for sql-db-02 could not be accepted.');
    expect(input).toHaveValue(moment);
    expect(posted[1].n).toMatchObject({ pending: false, succes: false });
  });

  it('declining leaves the state as it was', async () => {
    const { user, calls } = setup(() => ok(list[1]));
    const dialog = await openDialog(user, 'sql-db-02');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/recommendations/2/decline' });
    expect(within(rows()[1]).getAllByRole('cell')[4]).toHaveTextContent('Approved');
    expect(screen.getByRole('status')).toHaveTextContent('Your decline of the recommendation for sql-db-02 has been recorded. The recommendation itself is unchanged.');
    expect(screen.getByRole('status').querySelector('.ant-alert-info')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('speaks Dutch', async () => {
    setup(undefined, undefined, 'nl');
    await screen.findByText('vm-web-01');
    expect(screen.getByText('Akkoord gegeven')).toBeInTheDocument();
    expect(screen.getByLabelText('Filteren op status')).toBeInTheDocument();
  });
});
