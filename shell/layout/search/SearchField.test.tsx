import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiPaths, SearchPaths, type SearchAnswer } from '../../../core/contract';
import type { FakeResponse, RecordedRequest } from '../../../core/plugin-api/testing';
import { createTestPortal, defaultBackend, renderPortal } from '../../../test/kit/render-portal';

const answer = (titles: string[]): SearchAnswer => ({
  groups: [
    {
      kind: 'invoice',
      label: { en: 'Invoices', nl: 'Facturen' },
      hits: titles.map((title, index) => ({
        title,
        subtitle: `2026-0${index + 1}-01`,
        route: `/action/16${index}?record=${title}`,
      })),
    },
    { kind: 'menu-page', label: { en: 'Pages', nl: "Pagina's" }, hits: [{ title: 'Invoices', route: '/action/1661' }] },
  ],
});
const textOf = (request: RecordedRequest) => new URL(request.path, 'http://x').searchParams.get('q');

async function portalWith(
  handler: (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>,
  languages?: string[],
) {
  const backend = defaultBackend().on('GET', SearchPaths.search, handler);
  await renderPortal(createTestPortal({ backend, languages }), '/');
  return { backend, field: await screen.findByRole('combobox', { name: /Search the portal|Zoeken in het portaal/ }) };
}
const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

describe('the top bar search', () => {
  it('shows the hits grouped by kind, announces their number, moves with the arrow keys and opens one with Enter', async () => {
    const { backend, field } = await portalWith(() => ({ body: answer(['2026-CZ11051', '2026-CZ10050']) }));
    type(field, '2026');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByRole('group', { name: 'Invoices' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026-CZ110512026-01-01', '2026-CZ100502026-02-01', 'Invoices']);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    expect(backend.calls('GET', SearchPaths.search).map(textOf)).toEqual(['2026']);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const second = within(list).getAllByRole('option')[1]!;
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(within(list).getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(backend.calls('GET', ApiPaths.action(160))).toHaveLength(1));
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and clears the field with a second Escape', async () => {
    const { field } = await portalWith(() => ({ body: answer(['2026-CZ11051']) }));
    type(field, '2026');
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('2026');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveValue('');
  });

  it('asks once typing pauses and drops an older answer that comes after a newer one', async () => {
    let releaseFirst: () => void = () => undefined;
    const { backend, field } = await portalWith((request) =>
      textOf(request) === 'in'
        ? new Promise((resolve) => (releaseFirst = () => resolve({ body: answer(['stale']) })))
        : { body: answer(['fresh']) },
    );
    type(field, 'i');
    type(field, 'in');
    await waitFor(() => expect(backend.calls('GET', SearchPaths.search)).toHaveLength(1));
    type(field, 'inv');
    await screen.findByRole('option', { name: /fresh/ });
    await act(async () => releaseFirst());
    expect(screen.queryByRole('option', { name: /stale/ })).toBeNull();
    expect(screen.getByRole('option', { name: /fresh/ })).toBeInTheDocument();
    expect(backend.calls('GET', SearchPaths.search).map(textOf)).toEqual(['in', 'inv']);
  });

  it('says when nothing is found', async () => {
    const { field } = await portalWith(() => ({ body: { groups: [] } }));
    type(field, 'zebra');
    expect(await screen.findByText('Nothing found for “zebra”.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found for “zebra”.');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers "Try again" after a failure, which searches again', async () => {
    let calls = 0;
    const { field } = await portalWith(() =>
      ++calls === 1
        ? { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } }
        : { body: answer(['2026-CZ11051']) },
    );
    type(field, '2026');
    // The search's own button: the welcome card beside it may offer its own "Try again" (its favourites).
    const search = field.closest<HTMLElement>('.search-box')!;
    fireEvent.click(await within(search).findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /2026-CZ11051/ })).toBeInTheDocument();
  });

  it('offers to sign in again, coming back to the same page, when the session has expired', async () => {
    const { field } = await portalWith(() => ({
      status: 401,
      body: { statusCode: 401, error: 'x', message: 'Sign in.' },
    }));
    type(field, '2026');
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', ApiPaths.login);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired.');
  });

  it('goes to the field with Ctrl+K and with ⌘K', async () => {
    const { field } = await portalWith(() => ({ body: { groups: [] } }));
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(field).toHaveFocus();
    field.blur();
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(field).toHaveFocus();
  });

  it('speaks Dutch to a Dutch reader, the kinds included', async () => {
    const { field } = await portalWith(() => ({ body: answer(['2026-CZ11051']) }), ['nl-NL']);
    type(field, '2026');
    const list = await screen.findByRole('listbox', { name: 'Zoekresultaten' });
    expect(within(list).getByRole('group', { name: 'Facturen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 resultaten');
  });
});
