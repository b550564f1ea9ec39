import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

describe('settings page', () => {
  it('shows account details, the deletion dates and the rule to contact the provider before that date', async () => {
    const backend = defaultBackend().on('GET', '/api/account', {
      body: { accountDeletionRequestDate: '2026-11-01T10:00:00Z', accountDeletionDate: '2026-12-15T10:00:00Z' },
    });
    await renderPortal(createTestPortal({ backend }), '/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('anna@contoso.example')).toBeInTheDocument();
    expect(await screen.findByText('November 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('December 15, 2026')).toBeInTheDocument();
    // Once in the settings page's section, once in the banner every signed-in page shows.
    expect(
      screen.getAllByText(
        'Your account is scheduled for deletion on December 15, 2026. Contact your provider before that date to keep your account.',
      ),
    ).toHaveLength(2);
  });

  it('shows the deletion dates and the rule in Dutch for a Dutch browser', async () => {
    const backend = defaultBackend().on('GET', '/api/account', {
      body: { accountDeletionRequestDate: '2026-11-01T10:00:00Z', accountDeletionDate: '2026-12-15T10:00:00Z' },
    });
    await renderPortal(createTestPortal({ backend, languages: ['nl-NL', 'en'] }), '/settings');
    expect(await screen.findByRole('heading', { name: 'Verwijdering van uw account' })).toBeInTheDocument();
    expect(await screen.findByText('1 november 2026')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Uw account wordt op 15 december 2026 verwijderd. Neem vóór die datum contact op met uw leverancier om uw account te behouden.',
      ),
    ).toHaveLength(2);
    expect(screen.queryByText(/December|November/)).toBeNull();
  });

  it('shows no deletion section when no dates are set, and offers language and theme', async () => {
    await renderPortal(createTestPortal(), '/settings');
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account deletion' })).toBeNull();
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
    expect(screen.getByLabelText('Theme')).toBeInTheDocument();
  });
});

async function fillRegistration() {
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Jan' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Jansen' } });
  fireEvent.click(screen.getByLabelText('Male'));
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'jan@example.com' } });
  fireEvent.change(screen.getByLabelText('Telephone number'), { target: { value: '+31 20 123 4567' } });
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Jansen BV' } });
}

describe('registration page (signed out)', () => {
  const signedOutBackend = () =>
    defaultBackend().on('GET', '/account/me', { body: { isAuthenticated: false, isAuthorized: false } });

  it('requires the terms and conditions before anything is sent', async () => {
    const test = createTestPortal({ backend: signedOutBackend() });
    await renderPortal(test, '/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You must agree to the terms and conditions to register.')).toBeInTheDocument();
    expect(test.backend.calls('POST', '/api/account/register')).toHaveLength(0);
    expect(test.browser.assign).not.toHaveBeenCalled();
  });

  it('keeps every input after a failed submit and says what went wrong', async () => {
    const backend = signedOutBackend().on('POST', '/api/account/register', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'This e-mail address is already registered.' },
    });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/register');
    await fillRegistration();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('If this error persists, please contact the provider.')).toBeInTheDocument();
    // The page says what the status means in the reader's language, not the server's own (English) words.
    expect(screen.getByText('This e-mail address is already registered.')).toBeInTheDocument();
    expect(screen.queryByText(/The server said/)).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Jan');
    expect(screen.getByLabelText('Email address')).toHaveValue('jan@example.com');
    expect(screen.getByLabelText('I agree to the terms and conditions')).toBeChecked();
    expect(test.backend.calls('POST', '/api/account/register')[0]).toMatchObject({
      body: {
        firstName: 'Jan',
        lastName: 'Jansen',
        gender: 'male',
        email: 'jan@example.com',
        telephone: '+31 20 123 4567',
        companyName: 'Jansen BV',
        acceptTerms: true,
      },
      headers: { 'x-csrf-token': 'test-csrf-token' },
    });
  });

  it('says registration is complete on success', async () => {
    const backend = signedOutBackend().on('POST', '/api/account/register', { status: 201, body: { ok: true } });
    await renderPortal(createTestPortal({ backend }), '/register');
    await fillRegistration();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText('Registration complete')).toBeInTheDocument());
    expect(screen.getByText('You will receive a registration e-mail in your mailbox')).toBeInTheDocument();
  });
});

describe("registration failures in the reader's language", () => {
  const failing = (status: number, message: string) =>
    defaultBackend()
      .on('GET', '/account/me', { body: { isAuthenticated: false, isAuthorized: false } })
      .on('POST', '/api/account/register', { status, body: { statusCode: status, error: 'Error', message } });

  async function submit(status: number, message: string, languages = ['nl-NL']) {
    await renderPortal(createTestPortal({ backend: failing(status, message), languages }), '/register');
    fireEvent.change(await screen.findByLabelText('Voornaam'), { target: { value: 'Jan' } });
    fireEvent.change(screen.getByLabelText('Achternaam'), { target: { value: 'Jansen' } });
    fireEvent.click(screen.getByLabelText('Man'));
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'jan@example.com' } });
    fireEvent.change(screen.getByLabelText('Telefoonnummer'), { target: { value: '+31 20 123 4567' } });
    fireEvent.change(screen.getByLabelText('Bedrijfsnaam'), { target: { value: 'Jansen BV' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    return screen.findByText('Registratie mislukt');
  }

  it("409: says in Dutch that the address is registered, never the server's English message", async () => {
    await submit(409, 'This e-mail address is already registered.');
    expect(screen.getByText('Dit e-mailadres is al geregistreerd.')).toBeInTheDocument();
    expect(screen.queryByText(/already registered/)).toBeNull();
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Jan');
  });

  it('400: says in Dutch that details were refused', async () => {
    await submit(400, 'body/email must match format "email"');
    expect(
      screen.getByText('Een deel van deze gegevens is niet geaccepteerd. Controleer ze en probeer het opnieuw.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/must match/)).toBeNull();
  });

  it("500: only the spec's texts, nothing of the server's message", async () => {
    await submit(500, 'Something went wrong on the server.');
    expect(screen.getByText('Neem contact op met de leverancier als deze fout blijft optreden.')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(screen.queryByText('Dit e-mailadres is al geregistreerd.')).toBeNull();
  });
});
