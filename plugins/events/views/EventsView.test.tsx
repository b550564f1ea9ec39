import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import EventsView from './EventsView';

const events = [
  {
    id: 1,
    occurredAt: '2026-11-26T10:00:00Z',
    type: 'incident',
    title: 'E-mail delayed',
    detail: 'Outbound mail was queued.',
  },
  { id: '2', occurredAt: '2026-11-25T10:00:00Z', type: 'future-kind', title: 'Something new' },
];
let address = '';
function Address() {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  return null;
}

function renderAt(url: string, answer: () => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  const fake = fakeHttp(() => answer());
  renderWithServices(
    <MemoryRouter initialEntries={[url]}>
      <EventsView actionId={161} data={{ actionType: 'events' }} />
      <Address />
    </MemoryRouter>,
    { plugin, services: new Map([[HttpClient, fake.http]]), language },
  );
  return fake;
}

describe('EventsView', () => {
  it('lists the page with the filters of the address, and opens the detail beneath its row', async () => {
    const { calls } = renderAt('/action/161?type=incident&page=2', () =>
      ok({ items: events, total: 22, page: 2, pageSize: 20 }),
    );
    expect(await screen.findByText('E-mail delayed')).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/events?type=incident&page=2&pageSize=20');
    expect(screen.getByText('future-kind')).toBeInTheDocument();
    expect(screen.getByText('22 events')).toBeInTheDocument();
    expect(screen.queryByText('Outbound mail was queued.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the details of E-mail delayed' }));
    expect(screen.getByText('Outbound mail was queued.')).toBeVisible();
    // No detail, nothing to open.
    expect(screen.queryByRole('button', { name: 'Show the details of Something new' })).not.toBeInTheDocument();
  });

  it('puts a search in the address, back at page 1', async () => {
    const { calls } = renderAt('/action/161?page=3', () => ok({ items: events, total: 2, page: 1, pageSize: 20 }));
    await screen.findByText('E-mail delayed');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'mail{Enter}');
    expect(address).toBe('/action/161?q=mail');
    expect(calls.at(-1)!.path).toBe('/api/events?q=mail&page=1&pageSize=20');
  });

  it('refuses an end date before the start date without asking the server, keeping both dates', async () => {
    const { calls } = renderAt('/action/161?from=2026-11-20&to=2026-11-01', () =>
      ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    );
    expect((await screen.findAllByText(/The end date lies before the start date/)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-01');
  });

  it('keeps both dates of two quick changes in the address', async () => {
    renderAt('/action/161', () => ok({ items: events, total: 2, page: 1, pageSize: 20 }));
    await screen.findByText('E-mail delayed');
    act(() => {
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    });
    expect(address).toBe('/action/161?from=2026-11-01&to=2026-11-20');
  });

  it('says when there are no events, and when none match, in Dutch', async () => {
    renderAt('/action/161', () => ok({ items: [], total: 0, page: 1, pageSize: 20 }), 'nl');
    expect(await screen.findByText(/Er zijn nog geen gebeurtenissen/)).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads again', async () => {
    let answer: HttpResult<unknown> = fail(500);
    renderAt('/action/161?type=backup', () => answer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The events could not be loaded.')).toBeInTheDocument();
    answer = ok({ items: [], total: 0, page: 1, pageSize: 20 });
    await userEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
