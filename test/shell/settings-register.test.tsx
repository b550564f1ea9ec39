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
    expect(screen.getByText('Your account is scheduled for deletion on December 15, 2026. Contact your provider before that date to keep your account.')).toBeInTheDocument();
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
  const signedOutBackend = () => defaultBackend().on('GET', '/account/me', { body: { isAuthenticated: false, isAuthorized: false } });

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
    const backend = signedOutBackend().on('POST', '/api/account/register', { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This e-mail address is already registered.' } });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/register');
    await fillRegistration();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('If this error persists, please contact the provider.')).toBeInTheDocument();
    expect(screen.getByText('The server said: This e-mail address is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Jan');
    expect(screen.getByLabelText('Email address')).toHaveValue('jan@example.com');
    expect(screen.getByLabelText('I agree to the terms and conditions')).toBeChecked();
    expect(test.backend.calls('POST', '/api/account/register')[0]).toMatchObject({
      body: { firstName: 'Jan', lastName: 'Jansen', gender: 'male', email: 'jan@example.com', telephone: '+31 20 123 4567', companyName: 'Jansen BV', acceptTerms: true },
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
