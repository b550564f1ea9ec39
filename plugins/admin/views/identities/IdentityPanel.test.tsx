import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStore, HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import type { UserIdentity } from '../../contract-identities';
import plugin from '../../index';
import { IdentityPanel } from './IdentityPanel';

jest.setTimeout(60_000);

const ISSUER = 'https://login.msp.example';
const admin: UserIdentity = {
  userId: 'admin-1',
  userName: 'admin@msp.example',
  email: 'admin@msp.example',
  identity: null,
  isAuthorized: true,
  isProviderAdmin: true,
  disabled: false,
  lastSignInAt: null,
  customers: 0,
};
const linked = { ...admin, identity: { issuer: ISSUER, subject: 'ada-sub' } };

function setup(
  answer: (method: string, path: string, body: unknown) => HttpResult<unknown>,
  permissions = ['provider-admin'],
  language: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp(answer);
  const account = { permissions, isAuthorized: true } as unknown as AccountStore;
  const onChanged = jest.fn();
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [AccountStore, account],
  ]);
  renderWithServices(<IdentityPanel userId="admin-1" name="Ada Admin" onChanged={onChanged} />, {
    plugin,
    services,
    language,
  });
  return { calls, onChanged, user: userEvent.setup() };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('IdentityPanel', () => {
  it('links an identity to a user who has none, checking the input first', async () => {
    const { calls, user } = setup((method) => (method === 'PUT' ? ok(linked) : ok(admin)));
    expect(
      await screen.findByText(/None linked. The first sign-in showing admin@msp.example as a verified address/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link identity' }));
    expect(await screen.findAllByText('Fill in this field.')).toHaveLength(2);
    type('Identity provider (issuer)', 'login.msp.example');
    type("Person's id there (subject)", 'ada-sub');
    await user.click(screen.getByRole('button', { name: 'Link identity' }));
    expect(await screen.findByText("Use the provider's issuer address (https://...).")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    type('Identity provider (issuer)', ISSUER);
    await user.click(screen.getByRole('button', { name: 'Link identity' }));
    expect(await screen.findByText(ISSUER)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/admin/users/admin-1/identity',
      body: { issuer: ISSUER, subject: 'ada-sub' },
    });
  });

  it("unlinks after asking, and shows the server's refusal (the last administrator's identity)", async () => {
    const { calls, user } = setup((method) =>
      method === 'DELETE' ? fail(409, 'This is the only provider administrator with an identity') : ok(linked),
    );
    await user.click(await screen.findByRole('button', { name: 'Unlink identity' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ada Admin is signed out everywhere/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink identity' }));
    expect(
      await screen.findByText(
        /^The sign-in identity could not be changed. Your input is kept. This is the only provider administrator who can sign in with an identity: link another administrator first/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ada-sub')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('merges another user in after asking; a refusal keeps the input, a success says so and reloads the user', async () => {
    let refuse = true;
    const { calls, onChanged, user } = setup((method) => {
      if (method !== 'POST') return ok(admin);
      return refuse
        ? fail(409, 'Both users have an identity')
        : ok({ identity: linked, mergedUserId: 'oidc-stray', moved: { 'sessions.user_id': 1 } });
    });
    await screen.findByText(/None linked/);
    type('User id, user name or e-mail address of the other user', 'ada-at-the-provider');
    await user.click(screen.getByRole('button', { name: 'Merge into this user' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Everything of ada-at-the-provider moves to Ada Admin, and ada-at-the-provider is deleted. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Merge into this user' }));
    expect(
      await screen.findByText(
        /Both users have an identity, and a user signs in with one: unlink the one that is not wanted first./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('User id, user name or e-mail address of the other user')).toHaveValue(
      'ada-at-the-provider',
    );
    expect(onChanged).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Merge into this user' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Merge into this user' }));
    expect(await screen.findByText('ada-at-the-provider was merged into this user.')).toBeInTheDocument();
    expect(screen.getByText('ada-sub')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { from: 'ada-at-the-provider' },
      { from: 'ada-at-the-provider' },
    ]);
  });

  it('shows nothing, and asks nothing, to a customer administrator', async () => {
    const { calls } = setup(() => ok(admin), ['customer-admin']);
    await waitFor(() => expect(calls).toHaveLength(0));
    expect(screen.queryByText('Sign-in identity')).not.toBeInTheDocument();
  });

  it('speaks Dutch to a Dutch reader', async () => {
    const { user } = setup(
      (method) =>
        method === 'POST'
          ? fail(
              409,
              'Both users have records in "notifications" that cannot be one user\'s (user_id): nothing was merged.',
            )
          : ok(linked),
      ['provider-admin'],
      'nl',
    );
    expect(await screen.findByRole('heading', { name: 'Inlogidentiteit' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Identiteit ontkoppelen' })).toBeInTheDocument();
    expect(screen.getByText('Een andere gebruiker met deze samenvoegen')).toBeInTheDocument();
    type('Gebruikers-id, gebruikersnaam of e-mailadres van de andere gebruiker', 'ada');
    await user.click(screen.getByRole('button', { name: 'Samenvoegen met deze gebruiker' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Samenvoegen met deze gebruiker' }),
    );
    expect(
      await screen.findByText(
        /Beide gebruikers hebben gegevens in notifications die niet van één gebruiker kunnen zijn/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Both users/)).not.toBeInTheDocument();
  });
});
