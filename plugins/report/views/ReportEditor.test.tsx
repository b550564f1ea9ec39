import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HttpClient, type ActionData, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import type { WorkspaceItems } from '../contract';
import plugin from '../index';
import ReportEditor from './ReportEditor';

const WS = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';
const items: WorkspaceItems = {
  status: 'ok',
  workspaceId: WS,
  reports: [
    {
      id: 'r-sla',
      name: 'SLA report',
      pages: [
        { name: 'ReportSection1', displayName: 'Summary' },
        { name: 'ReportSection2', displayName: 'Details' },
      ],
    },
    { id: 'r-paginated', name: 'Invoices', pages: null },
  ],
  dashboards: [{ id: 'd-service', name: 'Service dashboard', tiles: [{ id: 't-kpi', title: 'SLA KPI' }] }],
};

function setup(initial: ActionData, answer: () => HttpResult<unknown> = () => ok(items), language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(answer);
  const seen: ActionData[] = [];
  function Editing() {
    const [data, setData] = useState(initial);
    return (
      <ReportEditor
        customerId="contoso"
        data={data}
        onChange={(next) => {
          seen.push(next);
          setData(next);
        }}
      />
    );
  }
  renderWithServices(<Editing />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, seen, user: userEvent.setup({ delay: null }) };
}

/** Picks an option of an antd select by its label. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

describe('report editor', () => {
  it("lists the reports of the customer's workspace and picks a report and the page it opens on", async () => {
    const { calls, seen, user } = setup({ actionType: 'report', embedType: 'report', embedId: '' });
    expect(screen.getByRole('status')).toHaveTextContent("Loading the items of the customer's Power BI workspace");
    await pick(user, 'Report', 'SLA report');
    expect(calls).toEqual([
      { method: 'GET', path: '/api/report/admin/customers/contoso/workspace-items', body: undefined },
    ]);
    expect(seen.at(-1)).toEqual({ actionType: 'report', embedType: 'report', embedId: 'r-sla' });
    await pick(user, 'Page it opens on', 'Details');
    expect(seen.at(-1)).toEqual({
      actionType: 'report',
      embedType: 'report',
      embedId: 'r-sla',
      pageName: 'ReportSection2',
    });
    await user.click(screen.getByRole('radio', { name: 'List at the left' }));
    expect(seen.at(-1)).toMatchObject({ navigationPosition: 'Left' });
  });

  it('switches to a tile: picks the dashboard, then its tile, and drops the fields of the report', async () => {
    const { seen, user } = setup({
      actionType: 'report',
      embedType: 'report',
      embedId: 'r-sla',
      pageName: 'ReportSection1',
      localeSettings: { language: 'en' },
    });
    await screen.findByRole('combobox', { name: 'Report' });
    await user.click(screen.getByRole('radio', { name: 'Tile of a dashboard' }));
    expect(seen.at(-1)).toEqual({ actionType: 'report', embedType: 'tile', localeSettings: { language: 'en' } });
    await pick(user, 'Dashboard', 'Service dashboard');
    await pick(user, 'Tile', 'SLA KPI');
    expect(seen.at(-1)).toEqual({
      actionType: 'report',
      embedType: 'tile',
      dashboardId: 'd-service',
      embedId: 't-kpi',
      localeSettings: { language: 'en' },
    });
  });

  it('edits a visual: report, page, visual name; a report without listed pages takes the page name as text', async () => {
    const { seen, user } = setup({ actionType: 'report', embedType: 'visual', embedId: '' });
    await pick(user, 'Report', 'Invoices');
    fireEvent.change(screen.getByLabelText('Page of the visual'), { target: { value: 'ReportSection9' } });
    fireEvent.change(screen.getByLabelText('Visual name'), { target: { value: 'ticketsPerMonth' } });
    expect(seen.at(-1)).toEqual({
      actionType: 'report',
      embedType: 'visual',
      embedId: 'r-paginated',
      pageName: 'ReportSection9',
      visualName: 'ticketsPerMonth',
    });
  });

  it('turns row-level security on with roles and the user id, and sets a load timeout', async () => {
    const { seen, user } = setup({ actionType: 'report', embedType: 'report', embedId: 'r-sla' });
    await screen.findByRole('combobox', { name: 'Report' });
    await user.click(screen.getByRole('switch', { name: 'Row-level security' }));
    expect(seen.at(-1)).toMatchObject({ rls: { roles: [], username: 'userName' } });
    await user.type(screen.getByRole('combobox', { name: 'Roles of the dataset' }), 'Customer{Enter}');
    await user.click(screen.getByRole('radio', { name: "The reader's id in the portal" }));
    expect(seen.at(-1)).toMatchObject({ rls: { roles: ['Customer'], username: 'userId' } });
    fireEvent.change(screen.getByLabelText('Load timeout (seconds)'), { target: { value: '120' } });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ loadTimeoutSeconds: 120 }));
    await user.click(screen.getByRole('switch', { name: 'Row-level security' }));
    expect(seen.at(-1)).not.toHaveProperty('rls');
  });

  it('keeps a stored item the workspace no longer holds, marked as missing', async () => {
    setup({ actionType: 'report', embedType: 'report', embedId: 'r-gone' });
    expect(await screen.findByText('r-gone (not in the workspace)')).toBeInTheDocument();
    expect(screen.getByText(/not in the customer's workspace any more/)).toBeInTheDocument();
  });

  it.each([
    [{ status: 'no-workspace' }, /has no Power BI workspace yet/],
    [{ status: 'not-configured' }, /not configured on the server/],
    [{ status: 'workspace-not-found', workspaceId: WS }, new RegExp(`does not know workspace ${WS}`)],
  ])('says why Power BI lists nothing (%o) and takes the ids as text', async (answer, why) => {
    const { seen } = setup({ actionType: 'report', embedType: 'dashboard', embedId: '' }, () => ok(answer));
    expect(await screen.findByText(why)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Dashboard' }), { target: { value: 'demo-dashboard' } });
    expect(seen.at(-1)).toEqual({ actionType: 'report', embedType: 'dashboard', embedId: 'demo-dashboard' });
  });

  it('shows a failing Power BI with Try again, which asks again', async () => {
    let answer: HttpResult<unknown> = fail(503, 'Power BI cannot be reached now');
    const { calls, user } = setup({ actionType: 'report', embedType: 'report', embedId: '' }, () => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The items of the customer's Power BI workspace could not be loaded.");
    answer = ok(items);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Report' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('reads odd data tolerantly and shows errors in Dutch', async () => {
    const { http } = fakeHttp(() => ok(items));
    renderWithServices(
      <ReportEditor
        customerId="contoso"
        data={{ actionType: 'report', embedType: 'paginated', embedId: 7, rls: 'yes' } as ActionData}
        onChange={() => undefined}
        errors={{ embedId: 'report:editor.problem.embedId.report', '': 'Unrecognized key: "x"' }}
      />,
      { plugin, services: new Map<Token<unknown>, unknown>([[HttpClient, http]]), language: 'nl' },
    );
    expect(await screen.findByRole('combobox', { name: 'Rapport' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rapport' })).toBeChecked();
    expect(screen.getByText('Kies het rapport.')).toBeInTheDocument();
    expect(screen.getByText('Unrecognized key: "x"')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Beveiliging op rijniveau' })).not.toBeChecked();
  });
});
