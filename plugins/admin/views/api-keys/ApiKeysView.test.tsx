import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '../../../../core/contract';
import { AccountStore, HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import ApiKeysView from './ApiKeysView';

jest.setTimeout(60_000);

const SECRET = `mspk_${'7'.repeat(49)}`;
const monitoring: ApiKey = {
  id: 'key_1',
  name: 'Monitoring',
  prefix: 'mspk_777777',
  routes: ['events'],
  customerId: null,
  customerName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'petra@provider.example',
  rotatedAt: null,
  previousValidUntil: null,
  revokedAt: null,
  lastUsedAt: null,
};
const machineRoutes = {
  items: [
    { plugin: 'events', route: 'POST /api/events/push', summary: 'Stores an event' },
    { plugin: 'azure-subscriptions', route: 'POST /api/azure-subscriptions/provisioning/:number', summary: 'Reports' },
  ],
};

function setup(answer: (method: string, path: string, body: unknown) => HttpResult<unknown> | undefined) {
  const { http, calls } = fakeHttp(
    (method, path, body) =>
      answer(method, path, body) ?? (path.endsWith('/machine-routes') ? ok(machineRoutes) : ok({ items: [] })),
  );
  renderWithServices(<ApiKeysView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [AccountStore, { permissions: ['provider-admin'], isAuthorized: true }],
    ]),
  });
  return { calls, user: userEvent.setup() };
}

describe('ApiKeysView', () => {
  it('creates a key for chosen routes: its secret shows once, then the list shows only its name and prefix', async () => {
    let created = false;
    const { calls, user } = setup((method, path) => {
      if (method === 'POST') {
        created = true;
        return ok({ key: monitoring, secret: SECRET }, 201);
      }
      if (path === '/api/admin/api-keys') return ok({ items: created ? [monitoring] : [] });
      return undefined;
    });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Monitoring');
    await user.click(within(dialog).getByLabelText('Chosen routes'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one route.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Every machine route of events'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await within(dialog).findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Monitoring',
      routes: ['events'],
      customerId: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('mspk_777777…')).toBeInTheDocument();
    expect(screen.getByText('Every machine route of events')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('keeps the input and says why when the creation fails', async () => {
    const { user } = setup((method) => (method === 'POST' ? fail(500) : undefined));
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Provisioning');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('The key could not be created.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Provisioning');
  });

  it('rotates at once on request and shows the new secret once; revokes after a confirmation', async () => {
    let revoked = false;
    const { calls, user } = setup((_method, path) => {
      if (path.endsWith('/rotate')) return ok({ key: monitoring, secret: SECRET });
      if (path.endsWith('/revoke')) {
        revoked = true;
        return ok({ ...monitoring, revokedAt: '2026-11-23T10:00:00.000Z' });
      }
      if (path === '/api/admin/api-keys')
        return ok({ items: [revoked ? { ...monitoring, revokedAt: '2026-11-23T10:00:00.000Z' } : monitoring] });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Rotate Monitoring' }));
    const rotate = await screen.findByRole('dialog');
    await user.click(within(rotate).getByLabelText('It stops working at once (e.g. when it has leaked)'));
    await user.click(within(rotate).getByRole('button', { name: 'Make new secret' }));
    expect(await within(rotate).findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/rotate'))?.body).toEqual({ oldSecret: 'now' });
    await user.click(within(rotate).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Revoke Monitoring' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('"Monitoring" is revoked.')).toBeInTheDocument();
    expect(await screen.findByText(/^Revoked on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate Monitoring' })).not.toBeInTheDocument();
  });

  it("changes a key's scope to every route; a failed save keeps the choice", async () => {
    let attempts = 0;
    const { calls, user } = setup((_method, path) => {
      if (path.endsWith('/scope')) return ++attempts === 1 ? fail(500) : ok({ ...monitoring, routes: null });
      if (path === '/api/admin/api-keys')
        return ok({ items: [attempts > 1 ? { ...monitoring, routes: null } : monitoring] });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Change scope of Monitoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scope of "Monitoring"' });
    expect(within(dialog).getByLabelText('Every machine route of events')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Every machine route, also ones added later'));
    await user.click(within(dialog).getByRole('button', { name: 'Save scope' }));
    expect(await within(dialog).findByText('The scope could not be changed.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Every machine route, also ones added later')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save scope' }));
    expect(await screen.findByText('The scope of "Monitoring" is changed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/scope')).map((call) => [call.method, call.body])).toEqual([
      ['PUT', { routes: null, customerId: null }],
      ['PUT', { routes: null, customerId: null }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Every machine route, also ones added later')).toBeInTheDocument();
  });
});
