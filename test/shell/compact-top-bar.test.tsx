import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** A phone: every max-width query up to 900 px matches. */
function narrowScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /max-width:\s*(\d+)px/.test(query) && Number(/max-width:\s*(\d+)px/.exec(query)![1]) >= 390,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('the top bar on a narrow screen', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = narrowScreen();
  });
  afterEach(() => restore());

  it('folds the user name, run-as user, customer switch, theme, settings and sign out into one panel', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { body: twoCustomers });
    await renderPortal(createTestPortal({ backend }));
    const banner = await screen.findByRole('banner');
    const button = await within(banner).findByRole('button', { name: 'Account menu for Anna de Jong' });
    expect(within(banner).queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('compact-account-panel')!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Anna de Jong')).toBeInTheDocument();
    expect(within(panel).getByText('(Run as: support@provider.example)')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Customer' })).toHaveValue('c2');
    expect(within(panel).getByRole('switch', { name: 'Theme switch: dark theme' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows a single customer as plain text, closes on Escape with the focus back on its button, and on a tap outside', async () => {
    await renderPortal(createTestPortal());
    const button = await screen.findByRole('button', { name: 'Account menu for Anna de Jong' });
    fireEvent.click(button);
    const panel = document.getElementById('compact-account-panel')!;
    expect(within(panel).getByText('Contoso Zorg')).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox')).toBeNull();
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Settings' }), { key: 'Escape' });
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(panel).toBeVisible();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(panel).not.toBeVisible());
  });

  it('settings in the panel opens the settings page and closes the panel', async () => {
    await renderPortal(createTestPortal());
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna de Jong' }));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(document.getElementById('compact-account-panel')).not.toBeVisible();
  });
});
