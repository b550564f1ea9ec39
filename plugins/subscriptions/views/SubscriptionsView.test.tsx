import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpClient,
  NotificationService,
  type HttpResult,
  type PortalNotification,
  type Token,
} from '../../../core/plugin-api';
import type { Subscription } from '../contract';
import { fail, fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import plugin from '../index';
import SubscriptionsView from './SubscriptionsView';

const sub = (
  id: string,
  productName: string,
  quantity: number,
  maxQuantity: number,
  status = 'Active',
  endDate: string | null = '2027-06-30',
  price: { unitPrice: number; currency: string } | null = null,
): Subscription => ({
  id,
  productName,
  status,
  quantity,
  maxQuantity,
  autoRenewDate: '2027-01-15',
  endDate,
  unitPrice: price?.unitPrice ?? null,
  currency: price?.currency ?? null,
});
const list = [
  sub('s1', 'Microsoft 365 E3', 25, 50, 'Active', '2027-06-30', { unitPrice: 12.5, currency: 'EUR' }),
  sub('s2', 'Exchange Online (Plan 1)', 9, 10, 'Suspended', null),
  sub('s3', 'Azure Active Directory P1', 40, 100),
  sub('s4', 'Project Plan 1', 3, 10, 'Disabled'),
];

function setup(
  put: (path: string, body: unknown) => HttpResult<unknown> = () => fail(),
  get: () => HttpResult<unknown> = () => ok(list),
  lng: 'en' | 'nl' = 'en',
) {
  const { http, calls } = fakeHttp((method, path, body) => (method === 'GET' ? get() : put(path, body)));
  const posted: { op: string; n: PortalNotification }[] = [];
  const notifications: NotificationService = {
    add: (n) => posted.push({ op: 'add', n }),
    update: (n) => posted.push({ op: 'update', n }),
  };
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [NotificationService, notifications],
  ]);
  renderView(plugin, SubscriptionsView, { actionType: 'subscriptions' }, { services, language: lng });
  return { calls, posted, puts: () => calls.filter((c) => c.method === 'PUT'), user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => rows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const rowOf = (product: string) => rows().find((r) => within(r).getAllByRole('cell')[0].textContent === product)!;

/** Opens the dialog of `product` and types `text` into the (emptied) licence field. */
async function typeQuantity(
  user: ReturnType<typeof userEvent.setup>,
  product: string,
  text: string,
  button = 'Change quantity of',
) {
  await screen.findByText(product);
  await user.click(screen.getByRole('button', { name: `${button} ${product}` }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByRole('textbox', { name: /Number of licences|Aantal licenties/ });
  await user.clear(input);
  if (text) await user.type(input, text);
  return { dialog, input };
}

// antd's Table and Modal are slow in jsdom; a busy machine needs more than the default 20 s for a dialog flow.
jest.setTimeout(60_000);

describe('SubscriptionsView', () => {
  it('shows product name, status, auto-renew date, end date and quantity, sorted by product name', async () => {
    setup();
    await screen.findByText('Microsoft 365 E3');
    for (const name of ['Product name', 'Status', 'Auto-renew date', 'End date', 'Quantity']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(firstCells()).toEqual([
      'Azure Active Directory P1',
      'Exchange Online (Plan 1)',
      'Microsoft 365 E3',
      'Project Plan 1',
    ]);
    const exchange = rows()[1];
    expect(exchange).toHaveTextContent('Suspended');
    expect(exchange).toHaveTextContent('Jan 15, 2027');
    expect(within(exchange).getAllByRole('cell')[3]).toHaveTextContent('-');
    expect(exchange).toHaveTextContent('9');
  });

  it('sorts by quantity when its header is clicked', async () => {
    const { user } = setup();
    await screen.findByText('Microsoft 365 E3');
    await user.click(screen.getByRole('columnheader', { name: /Quantity/ }));
    expect(firstCells()).toEqual([
      'Project Plan 1',
      'Exchange Online (Plan 1)',
      'Microsoft 365 E3',
      'Azure Active Directory P1',
    ]);
  });

  it('filters with the search box', async () => {
    const { user } = setup();
    await screen.findByText('Microsoft 365 E3');
    await user.type(screen.getByLabelText('Search subscriptions'), 'exchange');
    expect(firstCells()).toEqual(['Exchange Online (Plan 1)']);
  });

  it("shows the spec's message when loading fails, with what happened and a retry that loads again", async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user, calls } = setup(undefined, () => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unfortunately something went wrong. Please contact the team to resolve this.');
    expect(alert).toHaveTextContent('The server could not be reached or had a problem.');
    expect(screen.getByRole('heading', { level: 1, name: 'Office 365 licences' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    answer = ok(list);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/subscriptions')).toHaveLength(2);
  });

  it('shows the Dutch message when loading fails in Dutch, with a retry in Dutch', async () => {
    setup(undefined, () => fail(500), 'nl');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Helaas is er iets misgegaan. Neem contact op met het team om dit op te lossen.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Unfortunately');
  });

  it.each([
    ['no answer at all', { ok: false, status: 0, reason: 'network', message: 'Failed to fetch' }],
    ['an answer it cannot read', { ok: false, status: 200, reason: 'malformed', message: 'Invalid list' }],
    ['a gateway timeout', { ok: false, status: 504, reason: 'http', message: 'Gateway Timeout' }],
  ] as [string, HttpResult<unknown>][])(
    "shows the spec's exact message as the alert's title and a Try again for %s",
    async (_label, failure) => {
      let answer: HttpResult<unknown> = failure;
      const { user, calls } = setup(undefined, () => answer);
      const alert = await screen.findByRole('alert');
      expect(alert.querySelector('.ant-alert-title')?.textContent).toBe(
        'Unfortunately something went wrong. Please contact the team to resolve this.',
      );
      answer = ok(list);
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/subscriptions')).toHaveLength(2);
    },
  );

  it('asks for confirmation with the old and new count and the cost impact, then changes the quantity and notifies', async () => {
    const { user, puts, posted } = setup((_path, body) =>
      ok({ outcome: 'updated', subscription: { ...list[0], quantity: (body as { quantity: number }).quantity } }),
    );
    await screen.findByText('Microsoft 365 E3');
    await user.click(screen.getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change licences: Microsoft 365 E3' });
    const input = within(dialog).getByLabelText('Number of licences');
    expect(input).toHaveValue('25');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.clear(input);
    await user.type(input, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(puts()).toHaveLength(0);
    expect(dialog).toHaveTextContent('25 → 30');
    expect(dialog).toHaveTextContent('Change the number of licences of Microsoft 365 E3 from 25 to 30.');
    expect(dialog).toHaveTextContent(
      'Cost impact: +€62.50 per month (from €312.50 to €375.00 per month). Price per licence: €12.50 per month.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/subscriptions/s1/quantity', body: { quantity: 30 } }]);
    expect(screen.getByRole('status')).toHaveTextContent('The number of licences of Microsoft 365 E3 is now 30.');
    expect(screen.getByRole('status').querySelector('.ant-alert-success')).not.toBeNull();
    expect(within(rowOf('Microsoft 365 E3')).getAllByRole('cell')[4]).toHaveTextContent('30');
    expect(posted.map((p) => [p.op, p.n.pending, p.n.succes, p.n.name, p.n.message])).toEqual([
      [
        'add',
        true,
        false,
        'Changing licences of Microsoft 365 E3 to 30',
        {
          namespace: 'subscriptions',
          key: 'notification.pending',
          params: { product: 'Microsoft 365 E3', quantity: 30 },
        },
      ],
      [
        'update',
        false,
        true,
        'Licences of Microsoft 365 E3 changed to 30',
        {
          namespace: 'subscriptions',
          key: 'notification.updated',
          params: { product: 'Microsoft 365 E3', quantity: 30 },
        },
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows a decrease as a saving and no cost line where the subscription has no price', async () => {
    const { user } = setup();
    let { dialog } = await typeQuantity(user, 'Microsoft 365 E3', '20');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(dialog).toHaveTextContent('Cost impact: -€62.50 per month (from €312.50 to €250.00 per month).');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ dialog } = await typeQuantity(user, 'Azure Active Directory P1', '41'));
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(dialog).toHaveTextContent('Change the number of licences of Azure Active Directory P1 from 40 to 41.');
    expect(dialog).not.toHaveTextContent(/cost|price|€/i);
  });

  it('cancelling the confirmation changes nothing; going back keeps the number typed', async () => {
    const { user, puts, posted } = setup(() => ok({}));
    const { dialog } = await typeQuantity(user, 'Microsoft 365 E3', '31');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Number of licences')).toHaveValue('31');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toHaveLength(0);
    expect(posted).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(rowOf('Microsoft 365 E3')).getAllByRole('cell')[4]).toHaveTextContent('25');
  });

  // The licence bad-input table, as the user sees it: a field error, the text kept as typed, nothing sent.
  it.each([
    ['0', 'Enter at least 1 licence.'],
    ['-5', 'Enter at least 1 licence.'],
    ['1.5', 'Enter a whole number without a decimal point or separators: licences cannot be split.'],
    ['1,5', 'Enter a whole number without a decimal point or separators: licences cannot be split.'],
    ['abc', 'Enter the number of licences in digits only, for example 25.'],
    ['', 'Enter the number of licences.'],
    ['1e3', 'Write the number out in full, for example 1000 rather than 1e3.'],
    ['1000001', 'Enter at most 1,000,000 licences. For more, contact the team.'],
    ['25', 'The subscription already has 25 licences. Enter a different number.'],
  ])('refuses %j with a field error, keeps it as typed and sends nothing', async (text, message) => {
    const { user, puts, posted } = setup(() => ok({}));
    const { dialog, input } = await typeQuantity(user, 'Microsoft 365 E3', text);
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(message);
    expect(input).toHaveValue(text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: /Confirm change|Create service request/ })).toBeNull();
    expect(puts()).toHaveLength(0);
    expect(posted).toHaveLength(0);
    // Typing again clears the error; Enter reviews like the button.
    await user.type(input, '7');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.clear(input);
    await user.type(input, '26{enter}');
    expect(await within(dialog).findByRole('button', { name: 'Confirm change' })).toBeInTheDocument();
  });

  it('above the maximum: says a service request is created for the number typed, then reports it', async () => {
    const { user, puts, posted } = setup(() =>
      ok({ outcome: 'service-request', serviceRequestNumber: 'SR-000042' }, 202),
    );
    const { dialog } = await typeQuantity(user, 'Microsoft 365 E3', '250000');
    expect(dialog).toHaveTextContent('Up to 50 licences are applied directly');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(dialog).toHaveTextContent('25 → 250,000');
    expect(dialog).toHaveTextContent(
      'Up to 50 licences are applied directly. Nothing is changed now: a service request for 250,000 licences is created instead.',
    );
    expect(dialog).toHaveTextContent('Estimated cost impact once the request is carried out: +€3,124,687.50 per month');
    await user.click(within(dialog).getByRole('button', { name: 'Create service request' }));
    // Far more than today: asked once more, in the service request's terms (nothing is changed directly).
    expect(dialog).toHaveTextContent('Request 250,000 licences for Microsoft 365 E3 instead of 25?');
    expect(puts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, request 250,000' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/subscriptions/s1/quantity', body: { quantity: 250000 } }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The quantity 250,000 for Microsoft 365 E3 is too high to be applied directly, so it was not applied. A service request has been created instead with number: SR-000042.',
    );
    expect(screen.getByRole('status').querySelector('.ant-alert-warning')).not.toBeNull();
    expect(within(rowOf('Microsoft 365 E3')).getAllByRole('cell')[4]).toHaveTextContent('25');
    expect(posted[1].n.name).toBe('Quantity 250,000 too high for Microsoft 365 E3: service request SR-000042 created');
    expect(posted[1].n.message).toEqual({
      namespace: 'subscriptions',
      key: 'notification.serviceRequest',
      params: { product: 'Microsoft 365 E3', quantity: 250000, number: 'SR-000042' },
    });
  });

  it('far more than today (over ten times, at least 100 more) asks once more; Go back keeps the number typed', async () => {
    const visio = sub('s5', 'Visio Plan 2', 5, 5000);
    const { user, puts } = setup(
      (_path, body) =>
        ok({ outcome: 'updated', subscription: { ...visio, quantity: (body as { quantity: number }).quantity } }),
      () => ok([visio]),
    );
    const { dialog, input } = await typeQuantity(user, 'Visio Plan 2', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(dialog).toHaveTextContent('Change Visio Plan 2 from 5 to 500 licences?');
    const goBack = within(dialog).getByRole('button', { name: 'Go back' });
    expect(goBack).toHaveFocus();
    expect(puts()).toHaveLength(0);
    await user.click(goBack);
    expect(within(dialog).getByLabelText('Number of licences')).toHaveValue('500');
    await waitFor(() => expect(within(dialog).getByLabelText('Number of licences')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, change to 500' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/subscriptions/s5/quantity', body: { quantity: 500 } }]);
    expect(input).not.toBeInTheDocument();
  });

  it('asks once more in Dutch too, and not for a change within ten times', async () => {
    const visio = sub('s5', 'Visio Plan 2', 5, 5000);
    const { user, puts } = setup(
      () => ok({ outcome: 'updated', subscription: { ...visio, quantity: 1500 } }),
      () => ok([visio]),
      'nl',
    );
    let { dialog } = await typeQuantity(user, 'Visio Plan 2', '1500', 'Aantal wijzigen voor');
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging controleren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging bevestigen' }));
    expect(dialog).toHaveTextContent('Visio Plan 2 wijzigen van 5 naar 1.500 licenties?');
    expect(within(dialog).getByRole('button', { name: 'Ja, wijzigen naar 1.500' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ga terug' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ dialog } = await typeQuantity(user, 'Visio Plan 2', '50', 'Aantal wijzigen voor'));
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging controleren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging bevestigen' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
  });

  it('a suspended or disabled subscription cannot be changed: the button is disabled and says why', async () => {
    const { user } = setup();
    await screen.findByText('Microsoft 365 E3');
    for (const [product, why] of [
      ['Exchange Online (Plan 1)', 'suspended'],
      ['Project Plan 1', 'disabled'],
    ]) {
      const button = within(rowOf(product)).getByRole('button', { name: `Change quantity of ${product}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(`Cannot be changed while the subscription is ${why}.`);
      expect(rowOf(product)).toHaveTextContent(`Cannot be changed while the subscription is ${why}.`);
      await user.click(button).catch(() => undefined);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(rowOf('Microsoft 365 E3')).getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }),
    ).toBeEnabled();
  });

  it('keeps the input, names the subscription and offers to try again when the update fails', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { user, posted, puts } = setup(() => answer);
    const { dialog, input } = await typeQuantity(user, 'Microsoft 365 E3', '31');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Licence update failed for Microsoft 365 E3.');
    expect(alert).toHaveTextContent('The server could not be reached or had a problem.');
    expect(within(dialog).getByLabelText('Number of licences')).toHaveValue('31');
    expect(posted[1].n).toMatchObject({
      pending: false,
      succes: false,
      name: 'Licence update failed for Microsoft 365 E3',
    });
    answer = ok({ outcome: 'updated', subscription: { ...list[0], quantity: 31 } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts().map((c) => c.body)).toEqual([{ quantity: 31 }, { quantity: 31 }]);
    expect(input).not.toBeInTheDocument();
  });

  it('says so when the server refuses because the subscription was suspended meanwhile (409)', async () => {
    const { user } = setup(() => fail(409, 'suspended'));
    const { dialog } = await typeQuantity(user, 'Microsoft 365 E3', '31');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Licence update failed for Microsoft 365 E3: the subscription is suspended or disabled, so its licences cannot be changed.',
    );
    expect(within(dialog).getByLabelText('Number of licences')).toHaveValue('31');
  });

  it('speaks Dutch: field errors, the confirmation with Dutch numbers and money, and the outcome', async () => {
    const { user } = setup(
      () => ok({ outcome: 'service-request', serviceRequestNumber: 'SR-7' }, 202),
      undefined,
      'nl',
    );
    await screen.findByText('Microsoft 365 E3');
    expect(rowOf('Exchange Online (Plan 1)')).toHaveTextContent(
      'Niet te wijzigen zolang het abonnement opgeschort is.',
    );
    const { dialog, input } = await typeQuantity(user, 'Microsoft 365 E3', '1,5', 'Aantal wijzigen voor');
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging controleren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vul een heel getal in, zonder komma, punt of scheidingsteken',
    );
    await user.clear(input);
    await user.type(input, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging controleren' }));
    expect(dialog).toHaveTextContent('25 → 1.000');
    expect(dialog).toHaveTextContent(
      'Er wordt nu niets gewijzigd: in plaats daarvan wordt een serviceverzoek voor 1.000 licenties aangemaakt.',
    );
    expect(dialog.textContent!.replace(/\s/g, ' ')).toContain(
      '€ +12.187,50 per maand (van € 312,50 naar € 12.500,00 per maand)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Serviceverzoek aanmaken' }));
    expect(dialog).toHaveTextContent('1.000 licenties aanvragen voor Microsoft 365 E3 in plaats van 25?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, 1.000 aanvragen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Het aantal 1.000 voor Microsoft 365 E3 is te hoog');
  });
});
