import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';
import { identity } from '../../core/plugin-api/testing';

const twoCustomers = identity({
  runAsUser: 'support@provider.example',
  activeCustomerId: 'c2',
  customers: [{ customerId: 'c1', customerName: 'Contoso Zorg' }, { customerId: 'c2', customerName: 'Fabrikam Logistiek' }],
});

describe('top bar', () => {
  it('shows the logo linking home, the user name and the run-as user', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: twoCustomers });
    await renderPortal(createTestPortal({ backend }));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Test Portal logo, go to the home page' }).closest('a')).toHaveAttribute('href', '/');
    expect(within(banner).getByText('Anna de Jong')).toBeInTheDocument();
    expect(within(banner).getByText('(Run as: support@provider.example)')).toBeInTheDocument();
  });

  it('with several customers: a dropdown with the active customer preselected; a change is saved, then the page reloads', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: twoCustomers }).on('POST', '/api/account/activecustomer', { body: { ok: true } });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    const select = await screen.findByRole('combobox', { name: 'Customer' });
    expect(select).toHaveValue('c2');
    fireEvent.change(select, { target: { value: 'c1' } });
    await waitFor(() => expect(test.browser.reload).toHaveBeenCalled());
    expect(test.backend.calls('POST', '/api/account/activecustomer')[0].body).toEqual({ customerId: 'c1' });
  });

  it('with several customers and none active, the first is preselected; a failed save says so and does not reload', async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: { ...twoCustomers, activeCustomerId: null } })
      .on('POST', '/api/account/activecustomer', { status: 500 });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    const select = await screen.findByRole('combobox', { name: 'Customer' });
    expect(select).toHaveValue('c1');
    fireEvent.change(select, { target: { value: 'c2' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The customer could not be changed');
    expect(test.browser.reload).not.toHaveBeenCalled();
  });

  it('with one customer, shows its name as plain text', async () => {
    await renderPortal(createTestPortal());
    expect(await screen.findByText('Contoso Zorg')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it('the account menu offers settings and sign out, by mouse and keyboard', async () => {
    const test = createTestPortal();
    await renderPortal(test);
    const button = await screen.findByRole('button', { name: /Anna de Jong/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(test.browser.assign).toHaveBeenCalledWith('/account/logout');
  });

  it('the settings item opens /settings', async () => {
    const test = createTestPortal();
    await renderPortal(test);
    fireEvent.click(await screen.findByRole('button', { name: /Anna de Jong/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('the theme switch applies the theme as a class on the app root and stores it', async () => {
    const test = createTestPortal();
    const { container } = await renderPortal(test);
    const root = container.querySelector('.app-root')!;
    expect(root).toHaveClass('theme1');
    const toggle = await screen.findByRole('switch', { name: 'Theme switch: dark theme' });
    fireEvent.click(toggle);
    expect(root).toHaveClass('theme-dark');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(test.storage.get('msp-portal.theme')).toBe('theme-dark');
  });

  it('the side-bar toggle opens and closes the side bar', async () => {
    await renderPortal(createTestPortal());
    const toggle = await screen.findByRole('button', { name: 'Show or hide the side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('embed=true hides the header and side menu and marks the root embedded', async () => {
    const backend = defaultBackend().on('GET', '/api/action/4/', { body: { actionType: 'html', html: '<p>Embedded</p>' } });
    const { container } = await renderPortal(createTestPortal({ backend }), '/action/4?embed=true');
    expect(await screen.findByText('Embedded')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('.app-root')).toHaveClass('embedded');
  });
});
