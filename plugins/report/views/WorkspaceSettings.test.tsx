import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import WorkspaceSettings from './WorkspaceSettings';

const WS = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';
const NEW = 'a1b2c3d4-0000-4000-8000-000000000001';
const PATH = '/api/report/admin/customers/contoso/workspace';
const TENANT = 'c1b2c3d4-0000-4000-8000-000000000004';
const CLIENT = 'd1b2c3d4-0000-4000-8000-000000000005';

type Handler = (method: string, path: string, body: unknown) => HttpResult<unknown>;

function setup(handler: Handler, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp(handler);
  renderWithServices(<WorkspaceSettings customerId="contoso" />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const stored = (workspaceId: string | null, profileId: string | null = null, principal: object | null = null) =>
  ok({ customerId: 'contoso', workspaceId, profileId, principal });
/** Pastes into a field (typing key by key costs seconds per GUID in jsdom). */
const paste = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
const workspaceField = () => screen.getByRole('textbox', { name: 'Workspace id' });

describe("the customer's Power BI workspace section", () => {
  it('shows the stored workspace, saves a new one and says that Power BI knows it', async () => {
    const { calls, user } = setup((method, _path, body) =>
      method === 'GET'
        ? stored(WS)
        : ok({
            customerId: 'contoso',
            ...(body as object),
            profileId: null,
            principal: null,
            verification: { status: 'found', name: 'Contoso analytics' },
          }),
    );
    expect(await screen.findByDisplayValue(WS)).toBe(workspaceField());
    await user.clear(workspaceField());
    await user.type(workspaceField(), ` ${NEW} `);
    await user.click(screen.getByRole('button', { name: 'Save workspace' }));
    expect(await screen.findByText('Power BI knows it: "Contoso analytics".')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: PATH,
      body: { workspaceId: NEW, profileId: null, principal: null },
    });
  });

  it('refuses what is not a GUID before sending anything', async () => {
    const { calls, user } = setup(() => stored(null));
    expect(await screen.findByText(/has no Power BI workspace yet/)).toBeInTheDocument();
    await user.type(workspaceField(), 'contoso-workspace');
    await user.type(screen.getByRole('textbox', { name: 'Service-principal profile id (optional)' }), 'profile');
    await user.click(screen.getByRole('button', { name: 'Save workspace' }));
    expect(screen.getByText(/Enter the workspace id: a GUID/)).toBeInTheDocument();
    expect(screen.getByText(/A profile id is a GUID/)).toBeInTheDocument();
    expect(workspaceField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it.each([
    [{ status: 'not-found' }, `Power BI does not know workspace ${NEW}`],
    [{ status: 'not-configured' }, 'Power BI is not configured on the server'],
    [{ status: 'unavailable' }, 'Power BI could not be reached to check the workspace'],
  ])('saves and says what Power BI said: %o', async (verification, text) => {
    const { user } = setup((method) =>
      method === 'GET'
        ? stored(null)
        : ok({ customerId: 'contoso', workspaceId: NEW, profileId: null, principal: null, verification }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Workspace id' }), NEW);
    await user.click(screen.getByRole('button', { name: 'Save workspace' }));
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByText('The workspace has been saved.')).toBeInTheDocument();
  });

  it('keeps the input when saving fails and tries again', async () => {
    let put: HttpResult<unknown> = fail(503);
    const { calls, user } = setup((method) => (method === 'GET' ? stored(null) : put));
    await user.type(await screen.findByRole('textbox', { name: 'Workspace id' }), NEW);
    await user.click(screen.getByRole('button', { name: 'Save workspace' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The workspace could not be saved.');
    expect(workspaceField()).toHaveValue(NEW);
    put = ok({
      customerId: 'contoso',
      workspaceId: NEW,
      profileId: null,
      principal: null,
      verification: { status: 'found', name: 'X' },
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Power BI knows it: "X".')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('removes the workspace after a confirmation', async () => {
    const { calls, user } = setup((method) => (method === 'GET' ? stored(WS, NEW) : stored(null)), 'nl');
    await user.click(await screen.findByRole('button', { name: 'Werkruimte verwijderen' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Werkruimte verwijderen' }));
    expect(await screen.findByText('De werkruimte is verwijderd.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: PATH, body: undefined });
    expect(screen.getByRole('textbox', { name: 'Id van de werkruimte' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Werkruimte verwijderen' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user } = setup(() => answer);
    expect(await screen.findByText("The customer's Power BI workspace could not be loaded.")).toBeInTheDocument();
    answer = stored(WS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue(WS)).toBeInTheDocument();
  });

  it("sets the customer's own app: its fields are checked, the secret is sent once and never shown back", async () => {
    const saved = { tenantId: TENANT, clientId: CLIENT, secretSetAt: '2026-11-29T08:00:00.000Z', lastFailure: null };
    const { calls, user } = setup((method) =>
      method === 'GET'
        ? stored(WS)
        : ok({
            customerId: 'contoso',
            workspaceId: WS,
            profileId: null,
            principal: saved,
            verification: { status: 'found', name: 'Contoso analytics' },
          }),
    );
    await user.click(await screen.findByRole('radio', { name: /The customer's own app registration/ }));
    expect(screen.queryByRole('textbox', { name: /profile id/ })).not.toBeInTheDocument();
    await paste(user, screen.getByRole('textbox', { name: 'Tenant id of the app registration' }), 'contoso.com');
    await user.click(screen.getByRole('button', { name: 'Save workspace' }));
    expect(screen.getAllByText(/Enter a GUID/)).toHaveLength(2);
    expect(screen.getByText(/Enter the app's client secret/)).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    await user.clear(screen.getByRole('textbox', { name: 'Tenant id of the app registration' }));
    await paste(user, screen.getByRole('textbox', { name: 'Tenant id of the app registration' }), TENANT);
    await paste(user, screen.getByRole('textbox', { name: 'Client id of the app registration' }), CLIENT);
    await paste(user, screen.getByLabelText('Client secret'), 'the-secret');
    await user.click(screen.getByRole('button', { name: 'Save workspace' }));
    expect(await screen.findByText('Power BI knows it: "Contoso analytics".')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: PATH,
      body: {
        workspaceId: WS,
        profileId: null,
        principal: { tenantId: TENANT, clientId: CLIENT, clientSecret: 'the-secret' },
      },
    });
    expect(screen.getByText(/^Stored \(set .*\); never shown\.$/)).toBeInTheDocument();
    expect(screen.queryByDisplayValue('the-secret')).not.toBeInTheDocument();
  });

  it("names why Entra ID refused the customer's app, and keeps the stored secret unless it is replaced", async () => {
    const principal = {
      tenantId: TENANT,
      clientId: CLIENT,
      secretSetAt: '2026-11-29T08:00:00.000Z',
      lastFailure: { cause: 'expired-secret', code: 'AADSTS7000222', at: '2026-11-29T09:00:00.000Z' },
    };
    const { calls, user } = setup(
      (method) =>
        method === 'GET'
          ? stored(WS, null, principal)
          : ok({
              customerId: 'contoso',
              workspaceId: WS,
              profileId: null,
              principal,
              verification: { status: 'sign-in-refused', cause: 'invalid-secret', code: 'AADSTS7000215' },
            }),
      'nl',
    );
    expect(await screen.findByText(/Het clientgeheim is verlopen \(Entra ID: AADSTS7000222\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Werkruimte opslaan' }));
    expect(await screen.findByText(/Het clientgeheim klopt niet \(Entra ID: AADSTS7000215\)/)).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({
      workspaceId: WS,
      profileId: null,
      principal: { tenantId: TENANT, clientId: CLIENT },
    });
    await user.click(screen.getByRole('button', { name: 'Geheim vervangen' }));
    await paste(user, screen.getByLabelText('Clientgeheim'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Werkruimte opslaan' }));
    await screen.findAllByText(/Het clientgeheim klopt niet/);
    expect(calls.at(-1)!.body).toMatchObject({ principal: { clientSecret: 'new-secret' } });
  });
});
