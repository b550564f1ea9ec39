import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';
import { identity } from '../../core/plugin-api/testing';

describe('authentication flow', () => {
  it('shows the loading indicator while account and settings load', async () => {
    const backend = defaultBackend().on('GET', '/account/me', () => new Promise(() => undefined));
    const test = createTestPortal({ backend });
    const { render } = await import('@testing-library/react');
    const { MemoryRouter } = await import('react-router-dom');
    const { PortalApp } = await import('../../shell/app/PortalApp');
    render(
      <MemoryRouter>
        <PortalApp portal={test.portal} router={false} />
      </MemoryRouter>,
    );
    void test.portal.start();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading, please wait...');
  });

  it('sends an unauthenticated user to /account/login, asking to come back to the page opened', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: { isAuthenticated: false, isAuthorized: false },
    });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/action/3');
    await waitFor(() => expect(test.browser.assign).toHaveBeenCalledWith('/account/login?returnUrl=%2Faction%2F3'));
    expect(test.backend.calls('GET', '/api/menuitems/')).toHaveLength(0);
  });

  it('accepts a 401 identity answer as signed out: off to /account/login', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in.' },
    });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/');
    await waitFor(() => expect(test.browser.assign).toHaveBeenCalledWith('/account/login'));
  });

  it('tells an authenticated but unauthorized user so, without fetching the menu', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: identity({ isAuthorized: false }) });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    expect(await screen.findByText('Not authorized to view this page')).toBeInTheDocument();
    expect(test.backend.calls('GET', '/api/menuitems/')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/account/logout');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('lets an unauthorized user request access; asking is sent once and confirmed', async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: identity({ isAuthorized: false }) })
      .on('POST', '/api/account/access-request', { status: 202, body: { requestedAt: '2026-11-23T12:00:00.000Z' } });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    fireEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request for access has been sent. Your provider will contact you.',
    );
    expect(test.backend.calls('POST', '/api/account/access-request')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Request access' })).toBeNull();
  });

  it.each([
    [404, 'Access cannot be requested here. Please contact your provider.'],
    [500, 'Your request could not be sent. Please try again, or contact your provider.'],
  ])('says what happened when the request for access gets %i, and keeps the button', async (status, text) => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: identity({ isAuthorized: false }) })
      .on('POST', '/api/account/access-request', {
        status,
        body: { statusCode: status, error: 'Error', message: 'x' },
      });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    fireEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Request access' })).toBeEnabled();
  });

  it('fetches the menu for an authorized user and shows the app', async () => {
    const test = createTestPortal();
    await renderPortal(test);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(test.backend.calls('GET', '/api/menuitems/')).toHaveLength(1);
  });

  it('offers a retry when the identity call fails, and recovers', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { status: 502 });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    expect(await screen.findByText('The portal could not reach the server')).toBeInTheDocument();
    backend.on('GET', '/account/me', { body: identity() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The retry reloads the page, so the plugin set is computed with the customer the identity names.
    expect(test.browser.reload).toHaveBeenCalledTimes(1);
    cleanup();
    await renderPortal(createTestPortal({ backend }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('/logout', () => {
  it('shows the signed-out message in Dutch with a link to sign in again', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: { isAuthenticated: false, isAuthorized: false },
    });
    const test = createTestPortal({ backend, languages: ['nl-NL', 'en'] });
    await renderPortal(test, '/logout');
    expect(await screen.findByText('U bent uitgelogd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log opnieuw in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/register');
    expect(test.browser.assign).not.toHaveBeenCalled();
  });

  it('shows the Dutch text and button to an English browser too, with an English translation beneath', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: { isAuthenticated: false, isAuthorized: false },
    });
    await renderPortal(createTestPortal({ backend, languages: ['en-GB', 'nl'] }), '/logout');
    const fixed = await screen.findByText('U bent uitgelogd.');
    expect(fixed).toHaveAttribute('lang', 'nl');
    const again = screen.getByRole('link', { name: 'Log opnieuw in' });
    expect(again).toHaveAttribute('href', '/account/login');
    expect(again).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('You have been signed out.')).toBeInTheDocument();
    expect(screen.getByText('The button “Log opnieuw in” signs you in again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in again' })).toBeNull();
    // The translation sits beneath the fixed text, inside the same message.
    expect(
      fixed.compareDocumentPosition(screen.getByText('You have been signed out.')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no translation to a Dutch browser', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      body: { isAuthenticated: false, isAuthorized: false },
    });
    await renderPortal(createTestPortal({ backend, languages: ['nl'] }), '/logout');
    expect(await screen.findByText('U bent uitgelogd.')).toBeInTheDocument();
    expect(screen.getAllByText('U bent uitgelogd.')).toHaveLength(1);
    expect(screen.queryByText(/You have been signed out|Met de knop/)).toBeNull();
  });

  it('accepts a 401 identity answer as signed out: the logged-out page, not a connection error', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { status: 401, rawBody: '' });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/logout');
    expect(await screen.findByText('U bent uitgelogd.')).toBeInTheDocument();
    expect(screen.queryByText('The portal could not reach the server')).toBeNull();
    expect(test.browser.assign).not.toHaveBeenCalled();
  });

  it('does not tell a signed-in but unauthorized user they are signed out: / says they are not authorized', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: identity({ isAuthorized: false }) });
    await renderPortal(createTestPortal({ backend }), '/logout');
    expect(await screen.findByText('Not authorized to view this page')).toBeInTheDocument();
    expect(screen.queryByText('U bent uitgelogd.')).toBeNull();
  });

  it('sends an authorized user to /', async () => {
    const test = createTestPortal();
    await renderPortal(test, '/logout');
    expect(await screen.findByText('Hi anna@contoso.example, welcome to the portal')).toBeInTheDocument();
  });
});
