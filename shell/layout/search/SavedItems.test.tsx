import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ApiPaths,
  FavouritePaths,
  SearchPaths,
  type SavedEntry,
  type SavedItems,
  type SearchAnswer,
} from '../../../core/contract';
import { createTestPortal, defaultBackend, renderPortal } from '../../../test/kit/render-portal';

const entry = (title: string, route: string, available = true): SavedEntry => ({
  kind: 'menu-page',
  title,
  route,
  available,
});
const invoices = entry('Invoices', '/action/1661');
const lists: SavedItems = {
  favourites: [invoices, entry('Old report', '/action/1700', false)],
  recent: [entry('Contracts', '/action/1662')],
};
const found: SearchAnswer = {
  groups: [
    {
      kind: 'invoice',
      label: { en: 'Invoices', nl: 'Facturen' },
      hits: [{ title: '2026-CZ11051', route: '/action/160?record=x' }],
    },
  ],
};

async function portalWith(status = 200, languages?: string[]) {
  const backend = defaultBackend()
    .on('GET', FavouritePaths.saved, { body: lists })
    .on('GET', SearchPaths.search, { body: found })
    .on('POST', FavouritePaths.recent, { body: lists })
    .on('PUT', FavouritePaths.favourites, (request) =>
      status === 200
        ? {
            body: { ...lists, favourites: [{ ...(request.body as SavedEntry), available: true }, ...lists.favourites] },
          }
        : { status, body: { statusCode: status, error: 'x', message: 'No.' } },
    )
    .on('DELETE', FavouritePaths.favourites, { body: { ...lists, favourites: lists.favourites.slice(1) } });
  await renderPortal(createTestPortal({ backend, languages }), '/');
  return { backend, field: await screen.findByRole('combobox', { name: /Search the portal|Zoeken in het portaal/ }) };
}
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('favourites and recent items in the top bar search', () => {
  it('lists the favourites, then the recently opened, before typing; Enter opens one and records it as opened', async () => {
    const { backend, field } = await portalWith();
    fireEvent.focus(field);
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(list).getByRole('group', { name: 'Favourites' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Recently opened' })).toBeInTheDocument();
    expect(options()).toEqual(['Invoices (favourite)', 'Old report (favourite)No longer available', 'Contracts']);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');

    // The favourite that no longer opens is shown disabled: Enter on it goes nowhere.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(backend.calls('POST', FavouritePaths.recent)).toHaveLength(0);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(backend.calls('GET', ApiPaths.action(1662))).toHaveLength(1));
    expect(backend.calls('POST', FavouritePaths.recent)[0]!.body).toEqual({
      kind: 'menu-page',
      title: 'Contracts',
      route: '/action/1662',
    });
  });

  it('stars the chosen hit with the toggle under the list (aria-pressed) and removes the star again', async () => {
    const { backend, field } = await portalWith();
    fireEvent.change(field, { target: { value: '2026' } });
    await screen.findByRole('option', { name: /2026-CZ11051/ });
    expect(screen.queryByRole('button', { name: /Favourite:/ })).toBeNull();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const star = screen.getByRole('button', { name: 'Favourite: 2026-CZ11051' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(backend.calls('PUT', FavouritePaths.favourites)[0]!.body).toEqual({
      kind: 'invoice',
      title: '2026-CZ11051',
      route: '/action/160?record=x',
    });
    expect(screen.getByRole('option', { name: /2026-CZ11051/ })).toHaveTextContent('(favourite)');
    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(backend.calls('DELETE', FavouritePaths.favourites)[0]!.path).toBe(
      FavouritePaths.favourite('/action/160?record=x'),
    );
  });

  it('keeps the star and the typed text as they were when the server refuses, and says why', async () => {
    const { field } = await portalWith(409);
    fireEvent.change(field, { target: { value: '2026' } });
    await screen.findByRole('option', { name: /2026-CZ11051/ });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const star = screen.getByRole('button', { name: 'Favourite: 2026-CZ11051' });
    fireEvent.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent('you may have 100 favourites already');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(field).toHaveValue('2026');
  });

  it('speaks Dutch to a Dutch reader', async () => {
    const { field } = await portalWith(200, ['nl-NL']);
    fireEvent.focus(field);
    const list = await screen.findByRole('listbox', { name: 'Zoekresultaten' });
    expect(within(list).getByRole('group', { name: 'Favorieten' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Recent geopend' })).toBeInTheDocument();
    expect(options()[1]).toBe('Old report (favoriet)Niet meer beschikbaar');
  });
});
