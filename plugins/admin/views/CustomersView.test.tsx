import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ActionEditors,
  CustomerSettingsSections,
  HttpClient,
  type HttpResult,
  type Token,
} from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import type { Customer } from '../contract';
import plugin from '../index';
import CustomersView from './CustomersView';

jest.setTimeout(60_000);

const contoso: Customer = {
  id: 'contoso',
  name: 'Contoso Zorg',
  theme: 'theme2',
  logoUrl: null,
  customStylesheet: null,
  plugins: null,
  monitoringLocation: null,
  deactivatedAt: null,
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const summaries = [
  { id: 'contoso', name: 'Contoso Zorg', deactivatedAt: null, userCount: 3 },
  { id: 'fabrikam', name: 'Fabrikam Logistiek', deactivatedAt: '2026-01-01T00:00:00.000Z', userCount: 1 },
];

function setup(
  answer: (method: string, path: string, body: unknown) => HttpResult<unknown>,
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp(answer);
  (http as unknown as { patch: unknown }).patch = (path: string, body: unknown) => {
    calls.push({ method: 'PATCH', path, body });
    return Promise.resolve(answer('PATCH', path, body));
  };
  renderWithServices(<CustomersView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [CustomerSettingsSections, { entries: [] }],
      [ActionEditors, { get: () => undefined, entries: [] }],
    ]),
    language,
  });
  return { calls, user: userEvent.setup() };
}

const listing = (method: string, path: string) =>
  method === 'GET' && path.startsWith('/api/admin/customers?') ? ok(page(summaries)) : null;

describe('CustomersView', () => {
  it('lists customers from the server and searches, sorts and pages there', async () => {
    const { calls, user } = setup((method, path) => listing(method, path) ?? fail(500));
    expect(await screen.findByText('Contoso Zorg')).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(calls[0].path).toBe('/api/admin/customers?sort=name&order=asc&includeDeactivated=true&page=1&pageSize=20');
    await user.type(screen.getByRole('searchbox', { name: 'Search customers by name or id' }), 'fab{Enter}');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('search=fab'));
    await user.click(screen.getAllByText('Id')[0]);
    await waitFor(() => expect(calls.at(-1)?.path).toContain('sort=id&order=asc'));
  });

  it('checks the form like the server, keeps the input on a refusal and names a taken id', async () => {
    const { calls, user } = setup(
      (method, path) => listing(method, path) ?? (method === 'POST' ? fail(409, 'taken') : fail(500)),
    );
    await screen.findByText('Contoso Zorg');
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findAllByText('Fill in this field.')).toHaveLength(2);
    await user.type(within(drawer).getByLabelText('Id'), 'Bad Id');
    await user.type(within(drawer).getByLabelText('Name'), 'Acme');
    await user.type(within(drawer).getByLabelText('Logo address'), 'javascript:alert(1)');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/lower-case letters, digits and hyphens/)).toBeInTheDocument();
    expect(
      within(drawer).getByText(/path of this portal/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(drawer).getByLabelText('Id'));
    await user.type(within(drawer).getByLabelText('Id'), 'contoso');
    await user.clear(within(drawer).getByLabelText('Logo address'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('This id is already in use.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      id: 'contoso',
      name: 'Acme',
      logoUrl: null,
      plugins: null,
    });
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Acme');
  });

  it('edits a customer with PATCH', async () => {
    const { calls, user } = setup(
      (method, path) =>
        listing(method, path) ??
        (method === 'GET'
          ? ok(contoso)
          : method === 'PATCH'
            ? ok({ ...contoso, name: 'Contoso Zorg BV' })
            : ok({ ...contoso, deactivatedAt: '2026-11-23T00:00:00.000Z' })),
    );
    await screen.findByText('Contoso Zorg');
    await user.click(screen.getByRole('button', { name: 'Edit Contoso Zorg' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('Id')).toBeDisabled();
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), 'Contoso Zorg BV');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The changes to Contoso Zorg BV are saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/admin/customers/contoso',
      body: { name: 'Contoso Zorg BV', theme: 'theme2' },
    });
  });

  it('deactivates after confirmation', async () => {
    const { calls, user } = setup(
      (method, path) => listing(method, path) ?? ok({ ...contoso, deactivatedAt: '2026-11-23T00:00:00.000Z' }),
    );
    await screen.findByText('Contoso Zorg');

    await user.click(screen.getByRole('button', { name: 'Deactivate Contoso Zorg' }));
    const confirm = (await screen.findByText('Deactivate Contoso Zorg?')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Contoso Zorg is deactivated.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/admin/customers/contoso/deactivate'),
    ).toBe(true);
  });

  it.each([
    [401, 'Sign in again'],
    [403, 'Go to the home page'],
    [404, 'Go to the home page'],
  ])('shows a way forward when the list answers %i', async (status, way) => {
    setup(() => fail(status));
    expect(await screen.findByText('The customers could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: way })).toBeInTheDocument();
  });

  it('offers a retry after a server error, in Dutch', async () => {
    let failing = true;
    const { user } = setup((method, path) => (failing ? fail(503) : (listing(method, path) ?? fail(500))), 'nl');
    expect(await screen.findByText('De klanten konden niet worden geladen.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Contoso Zorg')).toBeInTheDocument();
  });
});
