import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderView } from '../../../core/plugin-api/testing';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import SlaReportsView from './SlaReportsView';

jest.setTimeout(60_000);

const report = (period: string) => ({
  periods: ['2026-10', '2026-09'],
  period,
  figures: [
    { measure: 'response', target: 95, achieved: '93.8' },
    { measure: 'resolution', target: 90, achieved: 96 },
    { measure: 'availability', target: 99.9, achieved: 99.97 },
  ],
  tickets: [
    {
      number: 4711,
      title: 'Mail flow stopped',
      priority: 'P1',
      openedAt: '2026-10-02T08:00:00Z',
      resolvedAt: '2026-10-02T15:00:00Z',
      withinSla: 'false',
    },
    { number: 'CZ-2', title: 'Printer jams', priority: 'P9', openedAt: '2026-10-03T08:00:00Z', withinSla: true },
  ],
});

function setup(
  answer: (path: string) => HttpResult<unknown> = (path) =>
    ok(report(path.includes('2026-09') ? '2026-09' : '2026-10')),
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp((_method, path) => answer(path));
  renderView(
    plugin,
    SlaReportsView,
    { actionType: 'sla-reports' },
    { services: new Map([[HttpClient, http]]), language },
  );
  return { calls, user: userEvent.setup() };
}

describe('SlaReportsView', () => {
  it('draws achieved against target per measure with the table, and lists the tickets', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'SLA targets and results, October 2026' });
    expect(within(table).getByRole('row', { name: 'Response 93.8% 95%' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Response within target time: 93.8% achieved, target 95%/ }),
    ).toBeInTheDocument();
    const ticket = screen.getByRole('cell', { name: '4711' }).closest('tr')!;
    expect(within(ticket).getByText('No')).toBeInTheDocument();
    expect(
      within(screen.getByRole('cell', { name: 'CZ-2' }).closest('tr')!).getByText('Not resolved'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 tickets this month' })).toBeInTheDocument();
  });

  it('loads another month from the picker, in Dutch', async () => {
    const { calls, user } = setup(undefined, 'nl');
    await screen.findByRole('table', { name: 'SLA-doelen en resultaten, oktober 2026' });
    await user.click(screen.getByRole('combobox', { name: 'Maand' }));
    await user.click(await screen.findByTitle('september 2026'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/sla-reports?period=2026-09'));
    expect(await screen.findByRole('table', { name: 'SLA-doelen en resultaten, september 2026' })).toBeInTheDocument();
  });

  it('says when there is no report yet, and offers a retry after a failure', async () => {
    let answer: HttpResult<unknown> = fail(503);
    const { user } = setup(() => answer);
    expect(await screen.findByText('The SLA report could not be loaded.')).toBeInTheDocument();
    answer = ok({ periods: [], period: null, figures: [], tickets: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no SLA reports yet.')).toBeInTheDocument();
  });

  it.each([
    [401, 'Sign in again'],
    [403, 'Go to the home page'],
  ])('%s: the way forward instead of the report, the month picker stays', async (status, link) => {
    setup(() => fail(status));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SLA report could not be loaded.');
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Month' })).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
