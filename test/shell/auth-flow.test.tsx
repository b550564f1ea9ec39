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
    render(<MemoryRouter><PortalApp portal={test.portal} router={false} /></MemoryRouter>);
    void test.portal.start();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading, please wait...');
  });

  it('sends an unauthenticated user to /account/login', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: { isAuthenticated: false, isAuthorized: false } });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/action/3');
    await waitFor(() => expect(test.browser.assign).toHaveBeenCalledWith('/account/login'));
    expect(test.backend.calls('GET', '/api/menuitems/')).toHaveLength(0);
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
    const backend = defaultBackend().on('GET', '/account/me', { body: { isAuthenticated: false, isAuthorized: false } });
    const test = createTestPortal({ backend, languages: ['nl-NL', 'en'] });
    await renderPortal(test, '/logout');
    expect(await screen.findByText('U bent uitgelogd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log opnieuw in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/register');
    expect(test.browser.assign).not.toHaveBeenCalled();
  });

  it('sends an authorized user to /', async () => {
    const test = createTestPortal();
    await renderPortal(test, '/logout');
    expect(await screen.findByText('Hi Anna, welcome to the portal')).toBeInTheDocument();
  });
});
