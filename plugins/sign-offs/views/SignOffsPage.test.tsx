import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountStore, HttpClient, type HttpResult, type SignOffRecord, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import SignOffsPage from './SignOffsPage';

const record = (over: Partial<SignOffRecord> = {}): SignOffRecord => ({
  id: 7,
  kind: 'subscriptions.licence-increase',
  kindLabel: { en: 'Licence increases', nl: 'Uitbreiding van licenties' },
  customerId: 'contoso',
  customerName: 'Contoso Zorg',
  requester: 'Anna de Vries',
  summary: { en: 'Microsoft 365 E3: from 49 to 50 licences', nl: 'Microsoft 365 E3: van 49 naar 50 licenties' },
  details: [{ label: { en: 'Requested quantity', nl: 'Gevraagd aantal' }, value: '50' }],
  status: 'waiting',
  signerGroup: 'named',
  signers: ['Dirk Visser'],
  createdAt: '2026-12-01T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  outcome: null,
  ...over,
});

function setup(post: (path: string, body: unknown) => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  let list = { waitingForMe: [record()], mine: [] as SignOffRecord[] };
  const { http, calls } = fakeHttp((method, path, body) => {
    if (method === 'GET') return ok(list);
    const result = post(path, body);
    if (result.ok) list = { waitingForMe: [], mine: [] };
    return result;
  });
  renderWithServices(<SignOffsPage />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [AccountStore, { permissions: ['licences'], activeCustomerId: 'contoso' }],
    ]),
    language,
  });
  return { calls, user: userEvent.setup() };
}

jest.setTimeout(30_000);

describe('the sign-offs page', () => {
  it('lists what waits for the reader with its details, and signs it off', async () => {
    const { calls, user } = setup(() => ok(record({ status: 'signed-off', decidedBy: 'Dirk Visser' })));
    const item = await screen.findByRole('article', { name: /Microsoft 365 E3: from 49 to 50 licences/ });
    expect(item).toHaveTextContent('Waiting for sign-off');
    expect(item).toHaveTextContent('Anna de Vries');
    expect(item).toHaveTextContent('Requested quantity50');
    await user.click(within(item).getByRole('button', { name: 'Sign off' }));
    expect(await screen.findByText('Signed off: Microsoft 365 E3: from 49 to 50 licences')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/sign-offs/7/sign-off']);
    expect(await screen.findByText('Nothing waits for your sign-off.')).toBeInTheDocument();
  });

  it('asks a refusal’s reason first and keeps it when the call fails', async () => {
    const { calls, user } = setup(() => fail(500));
    const item = await screen.findByRole('article');
    await user.click(within(item).getByRole('button', { name: 'Refuse' }));
    await user.click(within(item).getByRole('button', { name: 'Refuse with this reason' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Give a reason');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(item).getByRole('textbox', { name: 'Why do you refuse this request?' }), 'No budget');
    await user.click(within(item).getByRole('button', { name: 'Refuse with this reason' }));
    await waitFor(() => expect(screen.getByText('That did not work.')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reason: 'No budget' }]);
    expect(within(item).getByRole('textbox', { name: 'Why do you refuse this request?' })).toHaveValue('No budget');
  });

  it('says so when the request was decided meanwhile (409), in Dutch too', async () => {
    const { user } = setup(() => fail(409, 'Conflict'), 'nl');
    const item = await screen.findByRole('article', { name: /van 49 naar 50 licenties/ });
    await user.click(within(item).getByRole('button', { name: 'Akkoord geven' }));
    expect(await screen.findByText(/Deze aanvraag wacht niet meer op een akkoord/)).toBeInTheDocument();
  });
});
