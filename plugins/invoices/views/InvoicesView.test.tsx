import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import nlNL from 'antd/es/locale/nl_NL';
import { Clock, HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import {
  fail,
  fakeHttp,
  localeKeys,
  ManualClock,
  ok,
  renderView,
  renderWithServices,
} from '../../../core/plugin-api/testing';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import InvoicesView from './InvoicesView';

jest.setTimeout(60_000);

// The ManualClock's today: 2026-11-21.
const invoices = [
  {
    id: 12,
    number: '2026-CZ11051',
    date: '2026-11-01',
    dueDate: '2026-12-01',
    amount: 6061.5,
    currency: 'EUR',
    status: 'open',
  },
  // Open as far as the backend knows, but its due date has passed: the reader sees it overdue.
  {
    id: 'inv-10',
    number: '2026-CZ10050',
    date: '2026-10-01',
    dueDate: '2026-10-31',
    amount: '5950.25',
    status: 'open',
  },
  {
    id: 'inv-9',
    number: '2026-CZ09049',
    date: '2026-09-01',
    dueDate: '2026-10-01',
    amount: 1234.5,
    currency: 'EUR',
    status: 'paid',
  },
  { id: 'broken', number: 7 },
];

function setup(answer: (path: string) => HttpResult<unknown> = () => ok(invoices), language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((_method, path) => answer(path));
  renderView(
    plugin,
    InvoicesView,
    { actionType: 'invoices' },
    {
      services: new Map<Token<unknown>, unknown>([
        [HttpClient, http],
        [Clock, new ManualClock()],
      ]),
      language,
    },
  );
  return { calls, user: userEvent.setup() };
}

describe('InvoicesView', () => {
  it('lists the invoices with amounts in the UI language, the status as the reader sees it and a PDF link each', async () => {
    setup(undefined, 'nl');
    const row = (await screen.findByRole('cell', { name: '2026-CZ10050' })).closest('tr')!;
    expect(within(row).getByText('€ 5.950,25')).toBeInTheDocument();
    expect(within(row).getByText('Vervallen')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Factuur 2026-CZ10050 als pdf downloaden' })).toHaveAttribute(
      'href',
      '/api/invoices/inv-10/pdf?lang=nl',
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('img', { name: /Gefactureerd per maand/ })).toHaveAccessibleName(
      expect.stringContaining('€\u00a013.246,25 gefactureerd van sep 2026 tot en met nov 2026.'),
    );
  });

  it('shows the totals per quarter as a table, in English amounts', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: '2026-CZ10050' });
    expect(
      within(screen.getByRole('cell', { name: '2026-CZ11051' }).closest('tr')!).getByText('€6,061.50'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Totals per' }));
    await user.click(await screen.findByTitle('Quarter'));
    await user.click(screen.getByRole('button', { name: 'Show the chart as a table' }));
    const table = screen.getByRole('table', { name: 'Invoiced per quarter' });
    expect(within(table).getByRole('row', { name: 'Q3 2026 - €1,234.50 - €1,234.50' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Q4 2026 €6,061.50 - €5,950.25 €12,011.75' })).toBeInTheDocument();
  });

  it('asks the server for a status and a period, and refuses a period that ends before it starts without calling', async () => {
    const { calls, user } = setup();
    await screen.findByRole('cell', { name: '2026-CZ10050' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Paid'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/invoices?status=paid'));
    // Typed on the keyboard: a month picker's text field, not the browser's own month input.
    const from = screen.getByRole('textbox', { name: 'From month' });
    expect(from).not.toHaveAttribute('type', 'month');
    await user.type(from, '2026-10{enter}');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/invoices?status=paid&from=2026-10'));
    const callsBefore = calls.length;
    await user.type(screen.getByRole('textbox', { name: 'To month' }), '2026-09{enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The first month must not be after the last month.');
    expect(from).toHaveValue('2026-10');
    expect(screen.getByRole('textbox', { name: 'To month' })).toHaveValue('2026-09');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAttribute('aria-describedby', alert.id);
    expect(calls).toHaveLength(callsBefore);
  });

  it('picks a month from a panel in Dutch, with Dutch month names, and asks for that month', async () => {
    const { http, calls } = fakeHttp(() => ok(invoices));
    const user = userEvent.setup();
    // The shell's antd scope in Dutch (antd's nl_NL locale), as in the portal.
    renderWithServices(
      <ConfigProvider locale={nlNL}>
        <InvoicesView actionId={1} data={{ actionType: 'invoices' }} />
      </ConfigProvider>,
      {
        plugin,
        language: 'nl',
        services: new Map<Token<unknown>, unknown>([
          [HttpClient, http],
          [Clock, new ManualClock()],
        ]),
      },
    );
    await screen.findByRole('cell', { name: '2026-CZ10050' });
    const to = screen.getByRole('textbox', { name: 'Tot en met maand' });
    expect(to).toHaveAttribute('placeholder', '2026-12');
    await user.click(to);
    const october = await screen.findByText('okt');
    for (const name of ['jan', 'mrt', 'mei', 'dec']) expect(screen.getByText(name)).toBeInTheDocument();
    await user.click(october);
    await waitFor(() => expect(calls.at(-1)?.path).toMatch(/^\/api\/invoices\?to=\d{4}-10$/));
    expect(to).toHaveValue(calls.at(-1)!.path.slice(-7));
  });

  it('says when nothing matches, and when the list failed offers to try again', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user } = setup(() => answer);
    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
    answer = ok([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoices found for these filters.')).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
