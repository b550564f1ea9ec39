import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SyncPaths, type SyncedSource } from '../../contract';
import { Clock, createFormatter, HttpClient, type HttpResult, type Token } from '../index';
import { fail, fakeHttp, ManualClock, ok, renderWithServices } from '../testing';
import { DataAge } from './DataAge';

const HOUR = 3_600_000;
const clock = new ManualClock();
const at = (msAgo: number) => new Date(clock.now() - msAgo).toISOString();
const source = (fields: Partial<SyncedSource> = {}): SyncedSource => ({
  source: 'licences',
  lastSuccessAt: at(2 * HOUR),
  lastAttemptAt: at(2 * HOUR),
  failure: null,
  running: false,
  canRefresh: false,
  ...fields,
});

type Answer = HttpResult<unknown> | (() => HttpResult<unknown> | Promise<HttpResult<unknown>>);

function renderAge(states: Answer, refresh: Answer = fail(500), language: 'en' | 'nl' = 'en', onRefreshed = jest.fn()) {
  const answer = (given: Answer) => (typeof given === 'function' ? given() : given);
  const { http, calls } = fakeHttp((method, path) => {
    if (method === 'GET' && path === SyncPaths.states('subscriptions')) return answer(states);
    if (method === 'POST' && path === SyncPaths.refresh('subscriptions', 'licences')) return answer(refresh);
    return fail(404);
  });
  const view = renderWithServices(
    <DataAge plugin="subscriptions" source="licences" service="Microsoft" onRefreshed={onRefreshed} />,
    {
      language,
      services: new Map<Token<unknown>, unknown>([
        [HttpClient as Token<unknown>, http],
        [Clock as Token<unknown>, clock],
      ]),
    },
  );
  return { ...view, calls, onRefreshed };
}

describe('DataAge', () => {
  it("says how old the data is, in the reader's language, and follows the clock", async () => {
    renderAge(ok({ items: [source()] }));
    expect(await screen.findByText('Updated 2 hours ago')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => clock.advance(HOUR));
    expect(screen.getByText('Updated 3 hours ago')).toBeInTheDocument();
  });

  it('speaks Dutch to a Dutch reader', async () => {
    renderAge(ok({ items: [source({ lastSuccessAt: at(2 * HOUR) })] }), fail(500), 'nl');
    expect(await screen.findByText('Bijgewerkt 2 uur geleden')).toBeInTheDocument();
  });

  it.each([
    ['a source that never ran for the customer', ok({ items: [] })],
    ['a source that is running for the first time', ok({ items: [source({ lastSuccessAt: null })] })],
    ['a backend without the call', fail(404)],
    ['an unreadable answer', ok('<html>')],
    ['no answer', { ok: false, status: 0, reason: 'network', message: '' } as const],
  ])('shows nothing for %s', async (_label, answer) => {
    const { container, calls } = renderAge(answer);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the age and warns, in words of the kind, that the last update failed and since when the data is', async () => {
    const lastGood = at(26 * HOUR);
    renderAge(ok({ items: [source({ lastSuccessAt: lastGood, failure: { kind: 'consent-missing', at: at(HOUR) } })] }));
    expect(await screen.findByText('Updated 1 day ago')).toBeInTheDocument();
    expect(
      screen.getByText(
        `The last update failed. Your organisation has not yet given the portal consent at Microsoft. The data shown is from ${createFormatter('en').dateTime(lastGood)}.`,
      ),
    ).toBeInTheDocument();
  });

  it('says so when the data could not be fetched yet', async () => {
    renderAge(
      ok({ items: [source({ lastSuccessAt: null, failure: { kind: 'throttled', at: at(0) } })] }),
      fail(500),
      'nl',
    );
    expect(
      await screen.findByText(
        'De gegevens konden nog niet worden opgehaald. Even te veel verzoeken aan Microsoft; het bijwerken wordt later opnieuw geprobeerd.',
      ),
    ).toBeInTheDocument();
  });

  it('refreshes for a user who may: busy while it runs, the outcome announced, the screen told to reload', async () => {
    let finish: (result: HttpResult<unknown>) => void = () => undefined;
    const { onRefreshed } = renderAge(
      ok({ items: [source({ canRefresh: true })] }),
      () => new Promise((resolve) => (finish = resolve)),
    );
    const button = await screen.findByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () =>
      finish(ok({ outcome: 'succeeded', state: source({ canRefresh: true, lastSuccessAt: at(0) }) })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('The data has been updated.');
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    expect(onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('announces a refresh that failed at the service, and keeps the data', async () => {
    const { onRefreshed } = renderAge(
      ok({ items: [source({ canRefresh: true })] }),
      ok({
        outcome: 'failed',
        state: source({ canRefresh: true, failure: { kind: 'unavailable', at: at(0) } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('status')).toHaveTextContent('Updating failed. There was no answer from Microsoft.');
    expect(screen.getByText('Updated 2 hours ago')).toBeInTheDocument();
    expect(onRefreshed).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'The data was updated less than a minute ago. Try again in a moment.'],
    [409, 'The data is being updated right now. Try again in a moment.'],
  ])('answers %i with a sentence, not an error', async (status, text) => {
    renderAge(ok({ items: [source({ canRefresh: true })] }), fail(status));
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('shows an expired session with the way to sign in again', async () => {
    renderAge(ok({ items: [source({ canRefresh: true })] }), fail(401));
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(screen.getByText('Your session has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
