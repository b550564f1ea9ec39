import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, NotificationService, type HttpResult, type Token } from '../../../core/plugin-api';
import { fakeHttp, ok, renderView } from '../../../core/plugin-api/testing';
import type { Subscription } from '../contract';
import plugin from '../index';
import SubscriptionsView from './SubscriptionsView';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const microsoft = (id: string, productName: string, windowEndsIn: number, price?: number): Subscription => ({
  id,
  productName,
  status: 'Active',
  quantity: 49,
  maxQuantity: 60,
  autoRenewDate: '2027-10-01',
  endDate: '2027-10-01',
  unitPrice: price ?? null,
  currency: price === undefined ? null : 'EUR',
  source: 'microsoft',
  assigned: 46,
  cancellationAllowedUntil: at(windowEndsIn),
  termDuration: 'P1Y',
  billingCycle: 'monthly',
});
const list: Subscription[] = [
  microsoft('e3', 'Microsoft 365 E3', 5, 33.7),
  microsoft('bp', 'Microsoft 365 Business Premium', -33),
  {
    id: 'visio',
    productName: 'Visio Plan 2',
    status: 'Active',
    quantity: 4,
    maxQuantity: 10,
    autoRenewDate: null,
    endDate: null,
    source: 'manual',
    assigned: null,
  },
];

function setup(put: (body: unknown) => HttpResult<unknown>, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method, _path, body) => (method === 'GET' ? ok(list) : put(body)));
  const notifications: NotificationService = { add: () => undefined, update: () => undefined };
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, http],
    [NotificationService, notifications],
  ]);
  renderView(plugin, SubscriptionsView, { actionType: 'subscriptions' }, { services, language });
  return { puts: () => calls.filter((c) => c.method === 'PUT'), user: userEvent.setup() };
}

async function open(user: ReturnType<typeof userEvent.setup>, product: string, text: string, button: string) {
  await screen.findByText(product);
  await user.click(screen.getByRole('button', { name: `${button} ${product}` }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByRole('textbox');
  await user.clear(input);
  await user.type(input, text);
  return { dialog, input };
}

jest.setTimeout(60_000);

describe("Microsoft's licences on the screen", () => {
  it('shows bought, assigned and unused seats, and where each row comes from', async () => {
    setup(() => ok({}));
    await screen.findByText('Microsoft 365 E3');
    const row = screen.getByText('Microsoft 365 E3').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['Microsoft 365 E3From Microsoft', '49', '46', '3']));
    expect(screen.getByText('Visio Plan 2').closest('tr')).toHaveTextContent('Kept by your provider');
    expect(screen.getByRole('columnheader', { name: 'Assigned' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Unused' })).toBeInTheDocument();
  });

  it('an increase inside the window: the rules and the cost impact before confirming, then sent', async () => {
    const { user, puts } = setup(() => ok({ outcome: 'updated', subscription: { ...list[0], quantity: 50 } }));
    const { dialog } = await open(user, 'Microsoft 365 E3', '50', 'Change quantity of');
    expect(dialog).toHaveTextContent('More licences can be added at any time.');
    expect(dialog).toHaveTextContent(/Fewer licences are possible until \w{3} \d+, \d{4}, \d+:\d{2}/);
    expect(dialog).toHaveTextContent('Term of one year, billed monthly.');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(dialog).toHaveTextContent('Cost impact: +€33.70 per month (from €1,651.30 to €1,685.00 per month).');
    expect(dialog).toHaveTextContent('Fewer licences are possible until');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(puts().map((c) => c.body)).toEqual([{ quantity: 50 }]);
  });

  it('a decrease after the window is refused in the dialog, in Dutch, and nothing is sent', async () => {
    const { user, puts } = setup(() => ok({}), 'nl');
    const { dialog, input } = await open(user, 'Microsoft 365 Business Premium', '40', 'Aantal wijzigen voor');
    expect(dialog).toHaveTextContent(/Minder licenties is niet meer mogelijk: dat kon tot \d+ \w+ \d{4}/);
    expect(dialog).toHaveTextContent('verlenging op 1 okt 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging controleren' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /Minder dan 49 licenties is niet meer mogelijk: volgens de regels van Microsoft kon het aantal omlaag tot/,
    );
    expect(input).toHaveValue('40');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);
  });

  it("a change Microsoft refuses shows the spec's text with Microsoft's reason in the reader's language", async () => {
    const { user } = setup(
      () => ok({ outcome: 'refused', code: 'SubscriptionNotActive', reason: 'English detail' }),
      'nl',
    );
    const { dialog } = await open(user, 'Microsoft 365 E3', '52', 'Aantal wijzigen voor');
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging controleren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wijziging bevestigen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Het bijwerken van de licenties is mislukt voor Microsoft 365 E3.');
    expect(alert).toHaveTextContent('Microsoft wijzigt het aantal licenties alleen van een actief abonnement.');
    expect(alert).not.toHaveTextContent('English detail');
  });

  it('an unknown code is named in a general sentence; a subscription without price says why no amount shows', async () => {
    const { user } = setup(() => ok({ outcome: 'refused', code: '800.2:x', reason: 'Some failure' }));
    const { dialog } = await open(user, 'Microsoft 365 Business Premium', '55', 'Change quantity of');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(dialog).toHaveTextContent(
      'Cost impact: 6 more licences, charged at your agreed price per licence for the rest of the term. The portal cannot show the amount: Partner Center gives no price with the subscription.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Microsoft refused the change (error code 800.2:x). Contact the team if this keeps happening.',
    );
  });
});
