import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Clock, HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ManualClock, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import UsageView from './UsageView';

jest.setTimeout(60_000);

// The ManualClock's now: 2026-11-21T09:00:00Z, so the last 30 days run from 2026-10-23 to 2026-11-21.
const days = (from: string, count: number, views: Record<string, number>) =>
  Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return { start, views: views[start] ?? 0 };
  });
const usage = {
  series: days('2026-10-23', 30, { '2026-11-21': 2, '2026-11-19': 1 }),
  views: 3,
  byCustomer: [{ customerId: 'contoso', customerName: 'Contoso', views: 3 }, { customerId: 7 }],
  byUser: [
    { userId: 'anna', userName: 'anna.devries@contoso.example', views: 3 },
    { userId: 42, views: 0 },
  ],
  byAction: [
    { actionId: 102, actionTitle: 'Service overview', customerId: 'contoso', views: 2 },
    { actionId: 103, actionTitle: null, customerId: null, views: 1 },
  ],
};
const weekly = {
  ...usage,
  series: [
    { start: '2026-10-19', views: 0 },
    { start: '2026-11-16', views: 3 },
  ],
};

function setup(answer: (path: string) => HttpResult<unknown> | undefined = () => undefined) {
  const { http, calls } = fakeHttp((_method, path) => {
    const given = answer(path);
    if (given) return given;
    if (path.startsWith('/api/admin/customers'))
      return ok({
        items: [{ id: 'contoso', name: 'Contoso', deactivatedAt: null, userCount: 2 }],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    return ok(path.includes('groupBy=week') ? weekly : usage);
  });
  renderWithServices(<UsageView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [Clock, new ManualClock()],
    ]),
  });
  return { calls, user: userEvent.setup() };
}

describe('UsageView', () => {
  it('draws the views per day as an SVG chart with a table alternative, and totals per customer, user and report', async () => {
    const { calls, user } = setup();
    const chart = await screen.findByRole('img', { name: /Report views per day/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('3 views from Oct 23 to Nov 21; most in one day: 2.'));
    expect(calls.map((c) => c.path)).toContain('/api/report/admin/usage?from=2026-10-23&to=2026-11-21&groupBy=day');

    await user.click(screen.getByRole('button', { name: 'Show the chart as a table' }));
    const table = screen.getByRole('table', { name: 'Report views per day' });
    expect(within(table).getByRole('row', { name: 'Nov 21 2' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov 19 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov 20 0' })).toBeInTheDocument();

    const byReport = screen.getByRole('region', { name: /Per report/ });
    expect(within(byReport).getByText('Service overview (contoso)')).toBeInTheDocument();
    expect(within(byReport).getByText('Report 103')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Per user/ })).getByText('anna.devries@contoso.example (anna)'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Per customer/ })).getByText('Contoso (contoso)'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Per customer/ })).getByText('7')).toBeInTheDocument();
  });

  it('groups by week and filters by customer and user on the server', async () => {
    const { calls, user } = setup();
    await screen.findByRole('img', { name: /Report views per day/ });
    await user.type(screen.getByRole('searchbox', { name: 'User (id)' }), 'anna{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/report/admin/usage?from=2026-10-23&to=2026-11-21&userId=anna&groupBy=day'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByTitle('Contoso (contoso)'));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/report/admin/usage?from=2026-10-23&to=2026-11-21&customerId=contoso&userId=anna&groupBy=day',
      ),
    );
    await user.click(screen.getByLabelText('Group by'));
    await user.click(await screen.findByTitle('Week'));
    expect(await screen.findByRole('img', { name: /Report views per week/ })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toContain('groupBy=week');
  });

  it('says report usage is not available when the route answers 404', async () => {
    setup((path) => (path.startsWith('/api/report/admin/usage') ? fail(404, 'Not Found') : undefined));
    expect(await screen.findByText('Report usage is not available.')).toBeInTheDocument();
  });

  it('explains a 403 and offers a retry after a server error', async () => {
    let status = 403;
    const { user } = setup((path) => (path.startsWith('/api/report/admin/usage') && status ? fail(status) : undefined));
    expect(await screen.findByText(/for provider administrators/)).toBeInTheDocument();
    status = 500;
    await user.type(screen.getByRole('searchbox', { name: 'User (id)' }), 'bram{Enter}');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    status = 0;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /Report views per day/ })).toBeInTheDocument();
  });
});
