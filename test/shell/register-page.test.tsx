import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FakeResponse } from '../../core/plugin-api/testing';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

const signedOut = () =>
  defaultBackend().on('GET', '/account/me', { body: { isAuthenticated: false, isAuthorized: false } });

function fill({ email = 'jan@example.com' } = {}) {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Jan' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Jansen' } });
  fireEvent.click(screen.getByLabelText('Male'));
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Telephone number'), { target: { value: '+31 20 123 4567' } });
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Jansen BV' } });
}

describe('registration against any backend', () => {
  it.each<[string, FakeResponse]>([
    ['204 without a body', { status: 204 }],
    ['200 with a body of its own', { status: 200, body: { registrationId: 'r-17', state: 'queued' } }],
    ['201 with a text body', { status: 201, rawBody: 'Created' }],
  ])('a %s is "Registration complete"', async (_label, answer) => {
    const backend = signedOut().on('POST', '/api/account/register', answer);
    await renderPortal(createTestPortal({ backend }), '/register');
    await screen.findByLabelText('First name');
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText('Registration complete')).toBeInTheDocument());
    expect(screen.queryByText('Registration failed')).toBeNull();
  });
});

describe('the registration form', () => {
  it('says every problem at once: a bad e-mail address does not hide the terms (no browser bubble stops the check)', async () => {
    const test = createTestPortal({ backend: signedOut() });
    await renderPortal(test, '/register');
    await screen.findByLabelText('First name');
    fill({ email: 'jan@' });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You must agree to the terms and conditions to register.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address').closest('form')).toHaveAttribute('novalidate');
    expect(test.backend.calls('POST', '/api/account/register')).toHaveLength(0);
  });

  it('is not offered to someone signed in: they already have an account and go on to the home page', async () => {
    await renderPortal(createTestPortal(), '/register');
    expect(
      await screen.findByText(
        'You are signed in as Anna de Jong, so you already have an account: there is no need to request one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Request an account/)).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('says the same in Dutch', async () => {
    await renderPortal(createTestPortal({ languages: ['nl-NL'] }), '/register');
    expect(
      await screen.findByText(
        'U bent ingelogd als Anna de Jong en hebt dus al een account: u hoeft er geen aan te vragen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
  });
});
