import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionPaths } from '../../../core/contract';
import { createTestPortal, defaultBackend, renderPortal } from '../../../test/kit/render-portal';

const HERE = 'a'.repeat(32);
const PHONE = 'b'.repeat(32);
const OLD = 'c'.repeat(32);
const device = (id: string, extra: object) => ({
  id,
  current: false,
  signInMethod: 'oidc',
  browser: 'Chrome',
  system: 'Windows',
  address: '192.0.2.7',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-23T09:30:00.000Z',
  expiresAt: '2026-11-23T10:00:00.000Z',
  ...extra,
});
const LIST = {
  items: [
    device(HERE, { current: true, browser: 'Firefox', system: 'Linux' }),
    device(PHONE, { browser: 'Safari', system: 'iOS' }),
    device(OLD, {}),
  ],
};
const section = () =>
  screen
    .findByRole('heading', { name: 'Signed-in devices' })
    .then((heading) => heading.closest('.ant-card') as HTMLElement);

describe('the signed-in devices on the settings page', () => {
  it('lists the devices, this one marked and without a sign-out button, the others each with one', async () => {
    await renderPortal(
      createTestPortal({ backend: defaultBackend().on('GET', SessionPaths.list, { body: LIST }) }),
      '/settings',
    );
    const card = await section();
    expect(await within(card).findByRole('heading', { name: 'Firefox on Linux' })).toBeInTheDocument();
    expect(within(card).getByText('This device')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Sign out Firefox on Linux' })).toBeNull();
    expect(within(card).getAllByText("Signed in with your organisation's account")).toHaveLength(3);
    expect(within(card).getAllByText('Address 192.0.2.7')).toHaveLength(3);
  });

  it('signs out one device (with the CSRF header) and reads the list again', async () => {
    let items = LIST.items;
    const backend = defaultBackend()
      .on('GET', SessionPaths.list, () => ({ body: { items } }))
      .on('DELETE', SessionPaths.one(PHONE), () => {
        items = items.filter((d) => d.id !== PHONE);
        return { body: { revoked: 1 } };
      });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/settings');
    const card = await section();
    fireEvent.click(await within(card).findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await within(card).findByText('Safari on iOS has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('heading', { name: 'Safari on iOS' })).toBeNull());
    expect(test.backend.calls('DELETE', SessionPaths.one(PHONE))[0]?.headers['x-csrf-token']).toBe('test-csrf-token');
  });

  it('asks before signing out all other devices, then says how many were signed out', async () => {
    let items = LIST.items;
    const backend = defaultBackend()
      .on('GET', SessionPaths.list, () => ({ body: { items } }))
      .on('DELETE', SessionPaths.list, () => {
        items = items.filter((d) => d.current);
        return { body: { revoked: 2 } };
      });
    const test = createTestPortal({ backend });
    await renderPortal(test, '/settings');
    const card = await section();
    fireEvent.click(await within(card).findByRole('button', { name: 'Sign out all other devices' }));
    expect(within(card).getByText('Sign out 2 other devices? They will have to sign in again.')).toBeInTheDocument();
    expect(test.backend.calls('DELETE', SessionPaths.list)).toHaveLength(0);
    const confirm = within(card).getByRole('button', { name: 'Sign out' });
    expect(confirm).toHaveFocus();
    fireEvent.click(confirm);
    expect(await within(card).findByText('2 other devices have been signed out.')).toBeInTheDocument();
    expect(await within(card).findByText('No other device is signed in.')).toBeInTheDocument();
    expect(test.backend.calls('DELETE', SessionPaths.list)).toHaveLength(1);
  });

  it('cancelling the question signs out nothing', async () => {
    const test = createTestPortal({ backend: defaultBackend().on('GET', SessionPaths.list, { body: LIST }) });
    await renderPortal(test, '/settings');
    const card = await section();
    fireEvent.click(await within(card).findByRole('button', { name: 'Sign out all other devices' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('button', { name: 'Sign out all other devices' })).toBeInTheDocument();
    expect(test.backend.calls('DELETE', SessionPaths.list)).toHaveLength(0);
  });

  it('says so when signing out failed, and keeps the device listed', async () => {
    const backend = defaultBackend()
      .on('GET', SessionPaths.list, { body: LIST })
      .on('DELETE', SessionPaths.one(OLD), { status: 500, body: {} });
    await renderPortal(createTestPortal({ backend }), '/settings');
    const card = await section();
    fireEvent.click(await within(card).findByRole('button', { name: 'Sign out Chrome on Windows' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Signing out did not work. Please try again.');
    expect(within(card).getByRole('heading', { name: 'Chrome on Windows' })).toBeInTheDocument();
  });

  it.each([
    ['404', defaultBackend],
    ['an HTML page', () => defaultBackend().on('GET', SessionPaths.list, { rawBody: '<!doctype html><p>Portal</p>' })],
  ])('is left out for a backend without the call (%s)', async (_what, backend) => {
    await renderPortal(createTestPortal({ backend: backend() }), '/settings');
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading, please wait...')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Signed-in devices' })).toBeNull();
  });

  it('tolerates ids as numbers and missing optional fields', async () => {
    const backend = defaultBackend().on('GET', SessionPaths.list, {
      body: { items: [{ id: 7, current: 'true' }, { id: 8 }, { nothing: 1 }] },
    });
    await renderPortal(createTestPortal({ backend }), '/settings');
    const card = await section();
    expect(await within(card).findAllByRole('heading', { name: 'Unknown browser on an unknown system' })).toHaveLength(
      2,
    );
    expect(within(card).getAllByRole('button', { name: 'Sign out Unknown browser on an unknown system' })).toHaveLength(
      1,
    );
  });

  it.each([
    [500, 'The signed-in devices could not be loaded.', 'Try again'],
    [401, 'Your session has expired.', 'Sign in again'],
  ])('answers %i with its own state and a way forward', async (status, title, action) => {
    await renderPortal(
      createTestPortal({ backend: defaultBackend().on('GET', SessionPaths.list, { status, body: {} }) }),
      '/settings',
    );
    const card = await section();
    expect(await within(card).findByText(title)).toBeInTheDocument();
    expect(within(card).getByText(action)).toBeInTheDocument();
  });

  it('explains a 403 (viewing as another user) instead of listing', async () => {
    await renderPortal(
      createTestPortal({ backend: defaultBackend().on('GET', SessionPaths.list, { status: 403, body: {} }) }),
      '/settings',
    );
    const card = await section();
    expect(
      await within(card).findByText('Signed-in devices cannot be managed while you view the portal as another user.'),
    ).toBeInTheDocument();
  });

  it('speaks Dutch in Dutch', async () => {
    await renderPortal(
      createTestPortal({
        backend: defaultBackend().on('GET', SessionPaths.list, { body: LIST }),
        languages: ['nl-NL', 'nl'],
      }),
      '/settings',
    );
    expect(await screen.findByRole('heading', { name: 'Ingelogde apparaten' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Safari op iOS uitloggen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle andere apparaten uitloggen' })).toBeInTheDocument();
  });
});
