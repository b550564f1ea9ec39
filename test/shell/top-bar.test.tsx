import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';
import { identity } from '../../core/plugin-api/testing';

const twoCustomers = identity({
  runAsUser: 'support@provider.example',
  activeCustomerId: 'c2',
  customers: [
    { customerId: 'c1', customerName: 'Contoso Zorg' },
    { customerId: 'c2', customerName: 'Fabrikam Logistiek' },
  ],
});

describe('top bar', () => {
  it('shows the logo linking home, the user name and the run-as user', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: twoCustomers });
    await renderPortal(createTestPortal({ backend }));
    const banner = await screen.findByRole('banner');
    expect(
      within(banner).getByRole('img', { name: 'Test Portal logo, go to the home page' }).closest('a'),
    ).toHaveAttribute('href', '/');
    // The name is the logo's alt text, not drawn a second time beside it.
    expect(within(banner).getByRole('link', { name: 'Test Portal logo, go to the home page' })).toBeInTheDocument();
    expect(within(banner).getByText('Anna de Jong')).toBeInTheDocument();
    expect(within(banner).getByText('(Run as: support@provider.example)')).toBeInTheDocument();
  });

  it('with several customers: a dropdown with the active customer preselected; a change is saved, then the page reloads', async () => {
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: twoCustomers })
      .on('POST', '/api/account/activecustomer', { body: { ok: true } });
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

  it('accepts customer ids sent as numbers: the dropdown shows, preselects the active one and sends the number back', async () => {
    const numeric = {
      ...twoCustomers,
      activeCustomerId: 2,
      customers: [
        { customerId: 1, customerName: 'Contoso Zorg' },
        { customerId: 2, customerName: 'Fabrikam Logistiek' },
      ],
    };
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: numeric })
      .on('POST', '/api/account/activecustomer', { status: 204, rawBody: '' });
    const test = createTestPortal({ backend });
    await renderPortal(test);
    const select = await screen.findByRole('combobox', { name: 'Customer' });
    expect(select).toHaveValue('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Contoso Zorg', 'Fabrikam Logistiek']);
    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(test.browser.reload).toHaveBeenCalled());
    expect(test.backend.calls('POST', '/api/account/activecustomer')[0].body).toEqual({ customerId: 1 });
  });

  it('accepts an identity without a customer list: no customer dropdown and no customer name', async () => {
    const { customers: _none, ...specOnly } = twoCustomers;
    const backend = defaultBackend().on('GET', '/account/me', { body: specOnly });
    await renderPortal(createTestPortal({ backend }));
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Anna de Jong')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(within(banner).queryByText('Contoso Zorg')).toBeNull();
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

  describe('on a narrow screen (768 px and less)', () => {
    type Listener = (event: { matches: boolean }) => void;
    let narrow: boolean;
    let listeners: Listener[];
    const original = window.matchMedia;
    beforeEach(() => {
      listeners = [];
      window.matchMedia = ((query: string) => ({
        media: query,
        get matches() {
          return narrow;
        },
        addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
        removeEventListener: (_type: string, listener: Listener) => {
          listeners = listeners.filter((l) => l !== listener);
        },
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('starts closed even when a wide screen stored "open"', async () => {
      narrow = true;
      window.localStorage.setItem('msp-portal.side-bar-open', 'true');
      try {
        await renderPortal(createTestPortal());
        const toggle = await screen.findByRole('button', { name: 'Show or hide the side menu' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
      } finally {
        window.localStorage.removeItem('msp-portal.side-bar-open');
      }
    });

    it('closes when the window becomes narrow, without forgetting the wide-screen choice', async () => {
      narrow = false;
      await renderPortal(createTestPortal());
      const toggle = await screen.findByRole('button', { name: 'Show or hide the side menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      narrow = true;
      act(() => {
        for (const listener of listeners) listener({ matches: true });
      });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(window.localStorage.getItem('msp-portal.side-bar-open')).toBeNull();
    });
  });

  it('embed=true hides the header and side menu and marks the root embedded', async () => {
    const backend = defaultBackend().on('GET', '/api/action/4/', {
      body: { actionType: 'html', html: '<p>Embedded</p>' },
    });
    const { container } = await renderPortal(createTestPortal({ backend }), '/action/4?embed=true');
    expect(await screen.findByText('Embedded')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('.app-root')).toHaveClass('embedded');
  });
});
