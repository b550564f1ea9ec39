import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderView } from '../../../core/plugin-api/testing';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import AzureServicesView from './AzureServicesView';

jest.setTimeout(60_000);

const overview = {
  months: ['2026-10', '2026-11'],
  services: [
    {
      id: 1,
      name: 'vm-web',
      resourceGroup: 'rg-web',
      subscription: 'Production',
      category: 'Compute',
      costs: [
        { month: '2026-10', amount: 400 },
        { month: '2026-11', amount: '350.5' },
      ],
    },
    {
      id: 'sql',
      name: 'sql-ecd',
      resourceGroup: 'rg-data',
      subscription: 'Production',
      category: 'Databases',
      currency: 'EUR',
      costs: [{ month: '2026-11', amount: 900 }],
    },
  ],
};

function setup(answer: () => HttpResult<unknown> = () => ok(overview), language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(() => answer());
  renderView(
    plugin,
    AzureServicesView,
    { actionType: 'azure-services' },
    { services: new Map([[HttpClient, http]]), language },
  );
  return { calls, user: userEvent.setup() };
}

describe('AzureServicesView', () => {
  it('lists the services with this month cost, and cost per month by category as a chart with a table; search filters both', async () => {
    const { user } = setup();
    const row = (await screen.findByRole('cell', { name: 'vm-web' })).closest('tr')!;
    expect(within(row).getByText('€350.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the chart as a table' }));
    const table = screen.getByRole('table', { name: 'Cost per month, last 2 months' });
    expect(within(table).getByRole('row', { name: 'Nov 2026 €350.50 €900.00 €1,250.50' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'sql');
    expect(screen.queryByRole('cell', { name: 'vm-web' })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Cost per month, last 2 months' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Databases']);
  });

  it("marks each service's source once Azure's own rows stand beside the provider's, and not before", async () => {
    const azureRow = { ...overview.services[1], id: 'azure-sql', name: 'sql-azure', source: 'azure' };
    setup(() => ok({ ...overview, services: [...overview.services, azureRow] }));
    expect(await screen.findByRole('cell', { name: 'sql-azure From Azure' })).toBeInTheDocument();
    // A backend without the field: the row is the provider's.
    expect(screen.getByRole('cell', { name: 'vm-web Maintained by your provider' })).toBeInTheDocument();
  });

  it("shows no source when every service is the provider's own", async () => {
    setup();
    await screen.findByRole('cell', { name: 'vm-web' });
    expect(screen.queryByText('Maintained by your provider')).toBeNull();
  });

  it.each([
    ['en', '-€125.40', '€225.10'],
    ['nl', '€ -125,40', '€ 225,10'],
  ] as const)(
    'shows a credit as a negative amount in %s, and the month total net of it',
    async (language, credit, net) => {
      const refund = {
        ...overview.services[0],
        id: 'refund',
        name: 'Reservation refund',
        category: 'Other',
        costs: [{ month: '2026-11', amount: -125.4 }],
      };
      const { user } = setup(() => ok({ ...overview, services: [overview.services[0], refund] }), language);
      const row = (await screen.findByRole('cell', { name: 'Reservation refund' })).closest('tr')!;
      expect(within(row).getByText(credit)).toBeInTheDocument();
      await user.click(
        screen.getByRole('button', { name: language === 'en' ? 'Show the chart as a table' : /tabel/i }),
      );
      expect(
        screen
          .getAllByRole('row')
          .map((r) => r.textContent!.replace(/\s/g, ' '))
          .some((text) => text.includes(credit) && text.includes(net)),
      ).toBe(true);
    },
  );

  it("shows Azure's categories in Dutch on the Dutch screen, and a category of the provider's own as typed", async () => {
    const own = { ...overview.services[0], id: 'own', name: 'firewall-appliance', category: 'Edge appliances' };
    const { user } = setup(() => ok({ ...overview, services: [...overview.services, own] }), 'nl');
    const row = (await screen.findByRole('cell', { name: 'vm-web' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Rekenkracht' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Edge appliances' })).toBeInTheDocument();
    expect(screen.queryByText('Compute')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Categorie' }));
    expect(await screen.findByTitle('Databases')).toBeInTheDocument();
    await user.click(screen.getByTitle('Rekenkracht'));
    expect(screen.queryByRole('cell', { name: 'sql-ecd' })).toBeNull();
  });

  it("finds a service by its category in the reader's language", async () => {
    const { user } = setup(undefined, 'nl');
    await screen.findByRole('cell', { name: 'vm-web' });
    await user.type(screen.getByRole('searchbox', { name: 'Services zoeken' }), 'rekenkracht');
    expect(screen.getByRole('cell', { name: 'vm-web' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'sql-ecd' })).toBeNull();
  });

  it('asks for 12 months', async () => {
    const { calls, user } = setup();
    await screen.findByRole('cell', { name: 'vm-web' });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Last 12 months'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/azure-services?months=12'));
  });

  it('offers a retry after a failure and says when there are no services', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user } = setup(() => answer);
    expect(await screen.findByText('The Azure services could not be loaded.')).toBeInTheDocument();
    answer = ok({ months: ['2026-11'], services: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Azure services found.')).toBeInTheDocument();
  });

  it('an expired session: "Sign in again" instead of the list, the period stays to choose', async () => {
    setup(() => fail(401));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Azure services could not be loaded.');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
  });

  it('a search without matches: the empty text as a status, no table', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'vm-web' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'nothing like it');
    expect(screen.getByRole('status')).toHaveTextContent('No Azure services found.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages 20 services at a time and says where the reader is', async () => {
    const many = Array.from({ length: 25 }, (_, n) => ({ ...overview.services[0], id: n, name: `vm-${n}` }));
    setup(() => ok({ ...overview, services: many }));
    await screen.findByRole('cell', { name: 'vm-0' });
    expect(
      screen.getByText('Page 1 of 2, rows 1 to 20 of 25. Sorted by Cost this month, descending.'),
    ).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
