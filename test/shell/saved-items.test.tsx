import { screen, waitFor, within } from '@testing-library/react';
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

  it('opening a menu item’s page records it as recently opened (it is starred from the search)', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', { body: menu })
      .on('GET', '/api/action/8/', { body: { actionType: 'notes' } })
      .on('GET', FavouritePaths.saved, { body: { favourites: [], recent: [] } })
      .on('POST', FavouritePaths.recent, { body: { favourites: [], recent: [] } });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, notes } }), '/action/8');
    await screen.findByText('The notes');
    await waitFor(() =>
      expect(backend.calls('POST', FavouritePaths.recent).map((call) => call.body)).toEqual([
        { kind: 'menu-page', title: 'Notes', route: '/action/8' },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Favourite: Notes' })).toBeNull();
  });

  it('shows no card where the backend has no favourites (404: a backend of the spec alone)', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/menuitems/', { body: menu })
      .on('GET', FavouritePaths.saved, { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } });
    await renderPortal(createTestPortal({ backend, plugins: { ...builtInPlugins, notes } }), '/');
    await screen.findByText(/welcome to the portal/);
    await waitFor(() => expect(backend.calls('GET', FavouritePaths.saved)).toHaveLength(1));
    expect(screen.queryByText('Favourites and recently opened')).toBeNull();
    expect(screen.queryByText('Your favourites could not be loaded.')).toBeNull();
  });
});
