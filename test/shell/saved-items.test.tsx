import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FavouritePaths, type SavedItems } from '../../core/contract';
import { menuItem, testPlugin } from '../../core/plugin-api/testing';
import { builtInPlugins, createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

const notes = testPlugin({
  id: 'notes',
  contributes: { actionViews: [{ actionType: 'notes', load: async () => ({ default: () => <p>The notes</p> }) }] },
});
const lists: SavedItems = {
  favourites: [
    { kind: 'menu-page', title: 'Notes', route: '/action/8', available: true },
    { kind: 'menu-report', title: 'Old report', route: '/action/99', available: false },
  ],
  recent: [{ kind: 'invoice', title: '2026-CZ11051', route: '/action/8?record=x', available: true }],
};
const menu = [menuItem({ id: 1, name: 'Notes', actionType: 'notes', actionId: 8 })];

describe('favourites and recent items outside the search', () => {
  it('the welcome card lists them: links that open, a favourite that no longer opens disabled', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', { body: menu })
      .on('GET', FavouritePaths.saved, { body: lists });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, notes } }));
    const tile = within(
      (await screen.findByRole('heading', { level: 2, name: 'Favourites and recently opened' })).parentElement!,
    );
    expect(await tile.findByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/action/8');
    expect(tile.getByRole('link', { name: '2026-CZ11051' })).toHaveAttribute('href', '/action/8?record=x');
    const gone = tile.getByRole('link', { name: 'Old report' });
    expect(gone).toHaveAttribute('aria-disabled', 'true');
    expect(gone).not.toHaveAttribute('href');
    expect(tile.getByText('(No longer available)')).toBeInTheDocument();
  });

  it('a menu item’s page has a star toggle, and opening it records it as recently opened', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', { body: menu })
      .on('GET', '/api/action/8/', { body: { actionType: 'notes' } })
      .on('GET', FavouritePaths.saved, { body: { favourites: [], recent: [] } })
      .on('POST', FavouritePaths.recent, { body: { favourites: [], recent: [] } })
      .on('PUT', FavouritePaths.favourites, { status: 503, body: { statusCode: 503, error: 'x', message: 'Down.' } });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, notes } }), '/action/8');
    await screen.findByText('The notes');
    const star = await screen.findByRole('button', { name: 'Favourite: Notes' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(backend.calls('POST', FavouritePaths.recent).map((call) => call.body)).toEqual([
        { kind: 'menu-page', title: 'Notes', route: '/action/8' },
      ]),
    );
    star.focus();
    fireEvent.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favourites could not be changed. Please try again.',
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
