import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { createHarness, renderReport } from '../testing/render-report';
import { FakeHandle } from '../testing/fake-embed-port';
import { BookmarksPanel } from './BookmarksPanel';

type Stored = { id: number; name: string; state: string };

function setup(
  initial: Stored[] = [],
  overrides: { list?: HttpResult<unknown>; add?: HttpResult<unknown>; remove?: HttpResult<unknown> } = {},
) {
  const harness = createHarness();
  const stored = [...initial];
  const { http, calls } = fakeHttp((method, path, body) => {
    if (method === 'GET' && path === '/api/report/bookmarks/3') return overrides.list ?? ok({ bookmarks: stored });
    if (method === 'POST' && path === '/api/report/bookmarks/3') {
      if (overrides.add) return overrides.add;
      const created = { id: 100 + stored.length, ...(body as { name: string; state: string }) };
      stored.push(created);
      return ok(created, 201);
    }
    if (method === 'DELETE' && path.startsWith('/api/report/bookmarks/3/')) return overrides.remove ?? ok({ ok: true });
    return fail(404);
  });
  harness.http = http;
  const handle = new FakeHandle();
  const told: string[] = [];
  const closes: number[] = [];
  const render = (language: 'en' | 'nl' = 'en') =>
    renderReport(
      <BookmarksPanel
        actionId={3}
        handle={handle}
        open
        onClose={() => closes.push(1)}
        tell={(kind, text) => told.push(`${kind}: ${text}`)}
      />,
      harness,
      language,
    );
  return { calls, handle, told, closes, render };
}

describe('BookmarksPanel', () => {
  it('lists the bookmarks by name and opens one in the report', async () => {
    const { handle, told, closes, render } = setup([
      { id: 2, name: 'Tickets', state: 's2' },
      { id: 1, name: 'costs', state: 's1' },
    ]);
    await render();
    const names = await screen.findAllByRole('button', { name: /^Open bookmark/ });
    expect(names.map((b) => b.textContent)).toEqual(['costs', 'Tickets']);
    await userEvent.click(screen.getByRole('button', { name: 'Open bookmark Tickets' }));
    expect(handle.calls).toEqual(['apply:s2']);
    expect(told).toEqual(['success: Bookmark “Tickets” opened']);
    expect(closes).toEqual([1]);
  });

  it('adds a bookmark of the current state under the typed name', async () => {
    const { calls, handle, told, render } = setup();
    handle.state = 'current-state';
    await render();
    expect(await screen.findByText('You have no bookmarks for this report yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bookmark name'), '  Tickets this month ');
    await userEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    await screen.findByRole('button', { name: 'Open bookmark Tickets this month' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Tickets this month',
      state: 'current-state',
    });
    expect(screen.getByLabelText('Bookmark name')).toHaveValue('');
    expect(told).toEqual(['success: Bookmark “Tickets this month” saved']);
  });

  it('refuses an empty or duplicate name before calling, and keeps the name when saving fails', async () => {
    const { calls, render } = setup([{ id: 1, name: 'Mine', state: 's' }], { add: fail(503, 'down') });
    await render();
    await screen.findByRole('button', { name: 'Open bookmark Mine' });
    await userEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.');
    await userEvent.type(screen.getByLabelText('Bookmark name'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You already have a bookmark with this name.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Bookmark name'), ' two');
    await userEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The bookmark could not be saved. Try again.'),
    );
    expect(screen.getByLabelText('Bookmark name')).toHaveValue('Mine two');
    expect(screen.getByLabelText('Bookmark name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the report state cannot be read', async () => {
    const { calls, handle, render } = setup();
    handle.state = new Error('not loaded');
    await render();
    await userEvent.type(await screen.findByLabelText('Bookmark name'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The report's current state could not be read.");
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers to sign in again when the session ended, keeping the name', async () => {
    const { render } = setup([], { add: fail(401, 'Not signed in.') });
    await render('nl');
    await userEvent.type(await screen.findByLabelText('Naam van de bladwijzer'), 'Kosten');
    await userEvent.click(screen.getByRole('button', { name: 'Bladwijzer toevoegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uw sessie is verlopen.');
    expect(screen.getByRole('link', { name: 'Opnieuw aanmelden' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account/login'),
    );
    expect(screen.getByLabelText('Naam van de bladwijzer')).toHaveValue('Kosten');
  });

  it('deletes a bookmark after confirmation', async () => {
    const { calls, told, render } = setup([{ id: 7, name: 'Old', state: 's' }]);
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bookmark Old' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open bookmark Old' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/report/bookmarks/3/7');
    expect(told).toEqual(['success: Bookmark “Old” deleted']);
  });

  it('shows a failed list with a retry', async () => {
    const { render } = setup([], { list: fail(500) });
    await render();
    expect(await screen.findByText('Your bookmarks could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
