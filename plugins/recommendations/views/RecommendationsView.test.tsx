import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Clock,
  HttpClient,
  NotificationService,
  type HttpResult,
  type PortalNotification,
  type Token,
} from '../../../core/plugin-api';
import type { Recommendation } from '../contract';
import { fail, fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { createFormatter } from '../../../core/plugin-api';
import { toLocalInputValue } from './recommendation-values';
import RecommendationsView from './RecommendationsView';

const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const rec = (
  id: string,
  state: Recommendation['state'],
  resourceName: string,
  modifiedDate: string,
): Recommendation => ({
  id,
  state,
  resourceName,
  modifiedDate,
  description: `Resize ${resourceName}`,
  subscriptionName: 'Production',
  applyAt: null,
});
const list: Recommendation[] = [
  {
    ...rec('1', 'New', 'vm-web-01', '2026-11-10T10:00:00.000Z'),
    estimatedSavings: { amount: 61.32, currency: 'EUR', period: 'month' },
  },
  {
    ...rec('2', 'Approved', 'sql-db-02', '2026-11-09T10:00:00.000Z'),
    estimatedSavings: { amount: 1234.5, currency: 'EUR', period: 'month' },
  },
  rec('3', 'AcceptedByCustomer', 'disk-03', '2026-11-08T10:00:00.000Z'),
  rec('4', 'Planned', 'vm-app-04', '2026-11-07T10:00:00.000Z'),
  rec('5', 'Pending', 'ip-05', '2026-11-06T10:00:00.000Z'),
  {
    ...rec('6', 'Finished', 'plan-06', '2026-11-05T10:00:00.000Z'),
    estimatedSavings: { amount: 420, currency: 'USD', period: 'year' },
  },
  rec('7', 'Declined', 'vm-old-07', '2026-11-04T10:00:00.000Z'),
];

function setup(
  post: (path: string, body: unknown) => HttpResult<unknown> = () => fail(),
  get: () => HttpResult<unknown> = () => ok(list),
  lng: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp((method, path, body) => (method === 'GET' ? get() : post(path, body)));
  const posted: { op: string; n: PortalNotification }[] = [];
  const notifications: NotificationService = {
    add: (n) => posted.push({ op: 'add', n }),
    update: (n) => posted.push({ op: 'update', n }),
  };
  const clock = { now: () => NOW, setInterval: () => () => undefined };
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [NotificationService, notifications],
    [Clock, clock],
  ]);
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

  it('shows the error message when loading fails, with what happened and a retry that loads again', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user } = setup(undefined, () => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unfortunately something went wrong. Please contact the team to resolve this.');
    expect(alert).toHaveTextContent('The server could not be reached or had a problem.');
    expect(screen.getByRole('heading', { level: 1, name: 'Azure recommendations' })).toBeInTheDocument();
    answer = ok(list);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('vm-web-01')).toBeInTheDocument();
  });

  it('shows the estimated savings where the data has them, in the table and the dialog', async () => {
    const { user } = setup();
    await screen.findByText('vm-web-01');
    expect(screen.getByRole('columnheader', { name: /Estimated savings/ })).toBeInTheDocument();
    const savings = rows().map((r) => within(r).getAllByRole('cell')[5].textContent!.replace(/\s/g, ' '));
    expect(savings).toEqual(['€61.32 per month', '€1,234.50 per month', '-', '-', '-', '$420.00 per year', '-']);
    const dialog = await openDialog(user, 'sql-db-02');
    expect(dialog).toHaveTextContent('Estimated savings: €1,234.50 per month');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const without = await openDialog(user, 'vm-web-01');
    expect(without).toHaveTextContent('Estimated savings: €61.32 per month');
  });

  it('a recommendation without savings shows none in its dialog', async () => {
    const { user } = setup(undefined, () => ok([rec('9', 'New', 'vm-plain-09', '2026-11-10T10:00:00.000Z')]));
    const dialog = await openDialog(user, 'vm-plain-09');
    expect(dialog).not.toHaveTextContent('Estimated savings');
    expect(within(rows()[0]).getAllByRole('cell')[5]).toHaveTextContent('-');
  });

  it('sorts by estimated savings per month, advice without a figure last', async () => {
    const { user } = setup();
    await screen.findByText('vm-web-01');
    await user.click(screen.getByRole('columnheader', { name: /Estimated savings/ }));
    const names = () => rows().map((r) => within(r).getAllByRole('cell')[0].textContent);
    // $420 a year is $35 a month: it sorts below €61.32 a month.
    expect(names().slice(0, 3)).toEqual(['plan-06', 'vm-web-01', 'sql-db-02']);
    await user.click(screen.getByRole('columnheader', { name: /Estimated savings/ }));
    expect(names().slice(0, 3)).toEqual(['sql-db-02', 'vm-web-01', 'plan-06']);
    expect(names().slice(3).sort()).toEqual(['disk-03', 'ip-05', 'vm-app-04', 'vm-old-07']);
  });

  it('accepts with a future moment and posts a notification', async () => {
    const { user, calls, posted } = setup((_path, body) =>
      ok({ ...list[0], state: 'AcceptedByCustomer', applyAt: (body as { applyAt: string }).applyAt }),
    );
    const dialog = await openDialog(user, 'vm-web-01');
    const input = within(dialog).getByLabelText('Apply the change on');
    const moment = toLocalInputValue(NOW + 2 * 86_400_000);
    fireEvent.change(input, { target: { value: moment } });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/recommendations/1/accept',
      body: { applyAt: new Date(moment).toISOString() },
    });
    expect(within(rows()[0]).getAllByRole('cell')[4]).toHaveTextContent('Accepted by customer');
    expect(screen.getByRole('status')).toHaveTextContent('You accepted the recommendation for vm-web-01.');
    expect(screen.getByRole('status').querySelector('.ant-alert-success')).not.toBeNull();
    expect(posted.map((p) => [p.op, p.n.pending, p.n.succes])).toEqual([
      ['add', true, false],
      ['update', false, true],
    ]);
  });

  it('refuses an empty or past moment without calling the server', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user, 'vm-web-01');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose the date and time the change is applied.',
    );
    fireEvent.change(within(dialog).getByLabelText('Apply the change on'), {
      target: { value: toLocalInputValue(NOW - 3_600_000) },
    });
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
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The recommendation for sql-db-02 could not be accepted.',
    );
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
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your decline of the recommendation for sql-db-02 has been recorded. The recommendation itself is unchanged.',
    );
    expect(screen.getByRole('status').querySelector('.ant-alert-info')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('speaks Dutch, savings included (€ 1.234,50 per maand)', async () => {
    const { user } = setup(undefined, undefined, 'nl');
    await screen.findByText('vm-web-01');
    expect(screen.getByText('Akkoord gegeven')).toBeInTheDocument();
    expect(screen.getByLabelText('Filteren op status')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Geschatte besparing/ })).toBeInTheDocument();
    const savings = rows().map((r) => within(r).getAllByRole('cell')[5].textContent!.replace(/\s/g, ' '));
    expect(savings).toEqual(['€ 61,32 per maand', '€ 1.234,50 per maand', '-', '-', '-', 'US$ 420,00 per jaar', '-']);
    await screen.findByText('sql-db-02');
    await user.click(screen.getByLabelText('Beoordelen: aanbeveling voor sql-db-02'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent!.replace(/\s/g, ' ')).toContain('Geschatte besparing: € 1.234,50 per maand');
  });

  it('posts notifications whose text is a key of this plugin, the moment as ISO 8601 for the reader to format', async () => {
    const { user, posted } = setup((_path, body) =>
      ok({ ...list[0], state: 'AcceptedByCustomer', applyAt: (body as { applyAt: string }).applyAt }),
    );
    const dialog = await openDialog(user, 'vm-web-01');
    const moment = toLocalInputValue(NOW + 2 * 86_400_000);
    fireEvent.change(within(dialog).getByLabelText('Apply the change on'), { target: { value: moment } });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const iso = new Date(moment).toISOString();
    expect(posted.map((p) => p.n.message)).toEqual([
      { namespace: 'recommendations', key: 'notification.pending', params: { resource: 'vm-web-01' } },
      { namespace: 'recommendations', key: 'notification.accepted', params: { resource: 'vm-web-01', moment: iso } },
    ]);
    // The name (for a tray or backend without messages) is the same text, the moment formatted for the poster.
    expect(posted[1].n.name).toBe(
      `Recommendation for vm-web-01 accepted, applied on ${createFormatter('en').dateTime(iso)}`,
    );
  });

  it('offers to try again when accepting fails for a passing reason', async () => {
    let answer: HttpResult<unknown> = fail(503);
    const { user, calls } = setup(() => answer);
    const dialog = await openDialog(user, 'vm-web-01');
    fireEvent.change(within(dialog).getByLabelText('Apply the change on'), {
      target: { value: toLocalInputValue(NOW + 86_400_000) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The recommendation for vm-web-01 could not be accepted.');
    answer = ok({ ...list[0], state: 'AcceptedByCustomer', applyAt: new Date(NOW + 86_400_000).toISOString() });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});

describe("the age of Azure Advisor's data", () => {
  it('says how old the synced recommendations are and that the last update failed, while the list stays', async () => {
    const { http } = fakeHttp((method, path) =>
      path === '/api/sync/recommendations'
        ? ok({
            items: [
              {
                source: 'recommendations',
                lastSuccessAt: new Date(NOW - 2 * 3_600_000).toISOString(),
                lastAttemptAt: new Date(NOW - 60_000).toISOString(),
                failure: { kind: 'throttled', at: new Date(NOW - 60_000).toISOString() },
                running: false,
                canRefresh: true,
              },
            ],
          })
        : method === 'GET'
          ? ok(list)
          : fail(),
    );
    const clock = { now: () => NOW, setInterval: () => () => undefined };
    const notifications: NotificationService = { add: () => undefined, update: () => undefined };
    const services = new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [NotificationService, notifications],
      [Clock, clock],
    ]);
    renderView(plugin, RecommendationsView, { actionType: 'recommendations' }, { services });
    expect(await screen.findByText('Updated 2 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText(/Azure Advisor/)).toBeInTheDocument();
    expect(await screen.findByText('vm-web-01')).toBeInTheDocument();
  });
});
