import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HttpClient, type HttpResult } from '../../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import labelsEn from '../../locales/labels.en.json';
import labelsNl from '../../locales/labels.nl.json';
import DeliveriesPage from './DeliveriesPage';

jest.setTimeout(60_000);

const failing = {
  id: 7,
  requestNumber: 'SR-000042',
  customerId: 'contoso',
  customerName: 'Contoso Zorg',
  kind: 'create',
  attempts: 3,
  problem: 'unreachable',
  lastError: 'Zammad did not answer POST /api/v1/tickets: fetch failed',
  nextAttemptAt: '2026-11-29T12:40:00Z',
  createdAt: '2026-11-29T12:00:00Z',
};

function setup(retryAnswer: () => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method) =>
    method === 'GET' ? ok({ connector: 'Zammad', items: [failing] }) : retryAnswer(),
  );
  renderWithServices(
    <MemoryRouter>
      <DeliveriesPage />
    </MemoryRouter>,
    { plugin, services: new Map([[HttpClient, http]]), language },
  );
  return { calls, user: userEvent.setup() };
}

describe('DeliveriesPage', () => {
  it('lists a failing delivery with its reason in words and the system message; Retry now delivers it', async () => {
    const { calls, user } = setup(() => ok({ connector: 'Zammad', items: [] }));
    const row = (await screen.findByRole('cell', { name: 'SR-000042' })).closest('tr')!;
    expect(within(row).getByText('Contoso Zorg')).toBeInTheDocument();
    expect(within(row).getByText('New request')).toBeInTheDocument();
    expect(within(row).getByText('The ticket system could not be reached')).toBeInTheDocument();
    expect(within(row).getByText(/fetch failed/)).toBeInTheDocument();
    expect(screen.getByText(/on their way to Zammad/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry now: SR-000042' }));
    expect(await screen.findByText('SR-000042 was delivered.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/admin/service-desk/deliveries/7/retry' });
    expect(screen.getByText('Nothing is waiting: everything reached the service desk.')).toBeInTheDocument();
  });

  it('keeps the row and says so when the retry fails, in Dutch', async () => {
    const { user } = setup(() => ok({ connector: 'Zammad', items: [{ ...failing, attempts: 4 }] }), 'nl');
    await user.click(await screen.findByRole('button', { name: 'Nu opnieuw: SR-000042' }));
    expect(
      await screen.findByText('SR-000042 kon nog niet worden afgeleverd; het blijft in de lijst.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('cell', { name: 'SR-000042' }).closest('tr')!).getByText('4')).toBeInTheDocument();
  });

  it('shows a failed retry call with a way forward, and keeps the list', async () => {
    const { user } = setup(() => fail(500));
    await user.click(await screen.findByRole('button', { name: 'Retry now: SR-000042' }));
    expect(await screen.findByText('SR-000042 could not be retried.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'SR-000042' })).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
    expect(localeKeys(labelsNl)).toEqual(localeKeys(labelsEn));
  });
});
