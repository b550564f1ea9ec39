import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ActionEditors,
  CustomerSettingsSections,
  HttpClient,
  type CustomerSettingsEntry,
  type HttpResult,
  type Token,
} from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import type { CustomerDetails } from '../contract-branding';
import plugin from '../index';
import { CustomerForm } from './CustomerForm';

jest.setTimeout(60_000);

const TENANT = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const contoso: CustomerDetails = {
  id: 'contoso',
  name: 'Contoso Zorg',
  theme: 'theme2',
  logoUrl: null,
  customStylesheet: null,
  plugins: ['report', 'notifications'],
  monitoringLocation: null,
  deactivatedAt: null,
  primaryColor: null,
  headerColor: null,
  tenantIds: [],
};
const deployment = {
  plugins: [
    { id: 'admin', actionTypes: [] },
    { id: 'claims', actionTypes: ['claims'] },
    { id: 'report', actionTypes: ['report'] },
  ],
};

function setup(
  options: {
    customer?: CustomerDetails | null;
    answer?: (method: string, path: string, body: unknown) => HttpResult<unknown> | null;
    save?: jest.Mock;
    sections?: CustomerSettingsEntry[];
    language?: 'en' | 'nl';
  } = {},
) {
  const { http, calls } = fakeHttp(
    (method, path, body) =>
      options.answer?.(method, path, body) ?? (path === '/api/admin/plugins' ? ok(deployment) : fail(500)),
  );
  const save = options.save ?? jest.fn(async (body: { id: string }) => ok({ ...contoso, ...body }));
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [CustomerSettingsSections, { entries: options.sections ?? [] }],
    [ActionEditors, { get: () => undefined, entries: [] }],
  ]);
  renderWithServices(
    <CustomerForm customer={options.customer ?? null} save={save} onSaved={jest.fn()} onClose={jest.fn()} />,
    { plugin, services, language: options.language },
  );
  return { calls, save, user: userEvent.setup({ applyAccept: false }), drawer: screen.getByRole('dialog') };
}

describe('CustomerForm: branding, plugins and tenants', () => {
  it("offers the deployment's plugins as checkboxes, all of them by default; unticking all leaves none ticked; sends the chosen ones", async () => {
    const { save, user, drawer } = setup();
    const all = await within(drawer).findByRole('checkbox', {
      name: 'All plugins of the portal, including ones added later',
    });
    expect(all).toBeChecked();
    expect(await within(drawer).findByRole('checkbox', { name: 'claims (action types: claims)' })).toBeDisabled();
    await user.click(all);
    const choices = within(drawer)
      .getAllByRole('checkbox')
      .filter((box) => box !== all);
    expect(choices.map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      ['admin', false],
      ['claims', false],
      ['report', false],
    ]);
    await user.click(within(drawer).getByRole('checkbox', { name: 'admin' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'report (action types: report)' }));
    await user.type(within(drawer).getByLabelText('Id'), 'acme');
    await user.type(within(drawer).getByLabelText('Name'), 'Acme');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      id: 'acme',
      plugins: ['admin', 'report'],
      tenantIds: [],
      primaryColor: null,
    });
  });

  it('keeps a plugin of the customer that the portal does not have, marked, and refuses an empty choice', async () => {
    const { save, user, drawer } = setup({ customer: contoso });
    const kept = await within(drawer).findByRole('checkbox', { name: 'notifications (not in this portal)' });
    expect(kept).toBeChecked();
    await user.click(kept);
    await user.click(within(drawer).getByRole('checkbox', { name: 'report (action types: report)' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Choose at least one plugin, or all plugins.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'billing Failed to start reason: the connector settings are missing'],
    ['nl', 'billing Niet gestart reden: the connector settings are missing'],
  ] as const)(
    'lists a plugin that failed to start with its status and the reason (%s), kept in the choice',
    async (language, name) => {
      const failed = { ...deployment, failed: [{ pluginId: 'billing', reason: 'the connector settings are missing' }] };
      const { user, drawer } = setup({
        language,
        answer: (_method, path) => (path === '/api/admin/plugins' ? ok(failed) : null),
      });
      const box = await within(drawer).findByRole('checkbox', { name });
      expect(within(drawer).getByText(language === 'en' ? 'Failed to start' : 'Niet gestart')).toBeVisible();
      await user.click(within(drawer).getAllByRole('checkbox')[0]!);
      expect(within(drawer).getByRole('checkbox', { name })).not.toBeChecked();
      expect(box.getAttribute('value')).toBe('billing');
      expect(within(drawer).queryByText(/billing \((not in this portal|niet in dit portaal)\)/)).toBeNull();
    },
  );

  it('computes the contrast as the user types, refuses an unreadable colour, and shows it in the preview', async () => {
    const { save, user, drawer } = setup({ customer: contoso });
    const primary = within(drawer).getByLabelText('Primary colour');
    await user.type(primary, '#ffd400');
    expect(
      await within(drawer).findByText(/^Contrast 1\.43:1 is too low: WCAG AA needs 4\.5:1\. Choose a darker colour\.$/),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(drawer).getAllByText(/is too low/).length).toBeGreaterThan(0));
    expect(save).not.toHaveBeenCalled();

    await user.clear(primary);
    await user.type(primary, '#0b5c55');
    expect(await within(drawer).findByText(/^Contrast 7\.\d+:1: readable/)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Top bar background'), '#7a7a7a');
    expect(await within(drawer).findByText(/Choose a lighter or darker colour/)).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Top bar background'));
    await user.type(within(drawer).getByLabelText('Top bar background'), '#0b2545');

    const preview = within(drawer).getByTestId('branding-preview');
    await waitFor(() => expect(preview.style.getPropertyValue('--portal-primary')).toBe('#0b5c55'));
    expect(preview.style.getPropertyValue('--portal-header-bg')).toBe('#0b2545');
    expect(preview.style.getPropertyValue('--portal-header-text')).toBe('#ffffff');
    expect(preview).toHaveClass('theme2');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ primaryColor: '#0b5c55', headerColor: '#0b2545', theme: 'theme2' });
  });

  it('refuses a tenant id that is not a GUID before saving', async () => {
    const { save, user, drawer } = setup({ customer: contoso });
    await user.type(within(drawer).getByLabelText('Microsoft Entra tenant ids'), 'not-a-tenant{Enter}');
    expect(await within(drawer).findByText(/not-a-tenant is not a tenant id/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(drawer).getAllByText(/not-a-tenant is not a tenant id/).length).toBeGreaterThan(0),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it("puts a 409 for a tenant of another customer at the field, with the server's reason", async () => {
    const save = jest.fn(async () =>
      fail(409, `Tenant ${TENANT} signs in to customer "Northwind Bouw" (northwind) already: remove it there first.`),
    );
    const { user, drawer } = setup({ customer: contoso, save });
    await user.type(within(drawer).getByLabelText('Microsoft Entra tenant ids'), `${TENANT.toUpperCase()}{Enter}`);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText(
        `Tenant ${TENANT} already signs in to customer Northwind Bouw: remove it there first.`,
      ),
    ).toBeInTheDocument();
    expect(save.mock.calls[0]).toEqual([expect.objectContaining({ tenantIds: [TENANT] })]);
  });

  it('uploads a logo for a saved customer at once and uses its address; refuses an SVG without uploading', async () => {
    const logoUrl = `/branding/logo/contoso/${'a'.repeat(64)}.png`;
    const { calls, user, drawer } = setup({
      customer: contoso,
      answer: (method, path) =>
        method === 'POST' && path === '/api/admin/customers/contoso/logo' ? ok({ ...contoso, logoUrl }) : null,
    });
    const input = within(drawer).getByLabelText('Upload a logo');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(drawer).findByText('logo.svg is not a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await within(drawer).findByText('The logo is uploaded and in use.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contentType: 'image/png',
      dataBase64: 'iVBORw==',
    });
    expect(within(drawer).getByLabelText('Logo address')).toHaveValue(logoUrl);
    expect(within(drawer).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', logoUrl);
    expect(within(drawer).getByRole('button', { name: 'Remove the uploaded logo' })).toBeInTheDocument();
  });

  it("asks to save a new customer before its logo, and shows the plugins' sections only for a saved one", async () => {
    const sections: CustomerSettingsEntry[] = [
      {
        id: 'workspace',
        titleKey: 'admin:branding.preview',
        load: async () => ({ default: ({ customerId }: { customerId: string }) => <p>Workspace of {customerId}</p> }),
      },
    ];
    setup({ sections });
    expect(await screen.findByRole('checkbox', { name: 'claims (action types: claims)' })).toBeInTheDocument();
    expect(screen.getByText('Save the new customer first; then you can upload its logo.')).toBeInTheDocument();
    expect(screen.queryByText('Plugin settings')).not.toBeInTheDocument();
  });

  it("renders each plugin's section lazily with the customer's id", async () => {
    const sections: CustomerSettingsEntry[] = [
      {
        id: 'workspace',
        titleKey: 'admin:branding.preview',
        load: async () => ({ default: ({ customerId }: { customerId: string }) => <p>Workspace of {customerId}</p> }),
      },
    ];
    setup({ customer: contoso, sections });
    expect(await screen.findByRole('checkbox', { name: 'claims (action types: claims)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plugin settings' })).toBeInTheDocument();
    expect(await screen.findByText('Workspace of contoso')).toBeInTheDocument();
  });
});
