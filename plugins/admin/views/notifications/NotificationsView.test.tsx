import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import NotificationsView from './NotificationsView';

jest.setTimeout(60_000);

const broadcast = {
  id: 3,
  sender: 'petra.dekker@msp.example',
  createdAt: '2026-11-23T09:15:00.000Z',
  audience: ['contoso', 'fabrikam'],
  title: { en: 'Maintenance', nl: 'Onderhoud' },
  text: { en: 'Down on Sunday.', nl: 'Zondag niet bereikbaar.' },
  level: 'info',
  link: null,
  customers: 2,
  recipients: 4,
  read: 1,
};
const customers = {
  items: [
    {
      id: 'contoso',
      name: 'Contoso',
      theme: null,
      logoUrl: null,
      customStylesheet: null,
      plugins: null,
      monitoringLocation: null,
      deactivatedAt: null,
      userCount: 2,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 20,
};

type Answer = (method: string, path: string, body: unknown) => HttpResult<unknown> | undefined;
function setup(answer: Answer = () => undefined, language: 'en' | 'nl' = 'en') {
  const { http, calls } = fakeHttp((method, path, body) => {
    const given = answer(method, path, body);
    if (given) return given;
    if (path.startsWith('/api/admin/customers')) return ok(customers);
    if (path.startsWith('/api/notifications/broadcasts/3')) {
      return ok({
        broadcast,
        customers: [
          { customerId: 'contoso', customerName: 'Contoso', recipients: 3, read: 1 },
          { customerId: 'fabrikam', customerName: 'Fabrikam', recipients: 1, read: 0 },
        ],
      });
    }
    if (path.startsWith('/api/notifications/broadcasts'))
      return ok({ items: [broadcast, { id: 'not a broadcast' }], total: 1, page: 1, pageSize: 20 });
    return fail(404, 'Not Found');
  });
  renderWithServices(<NotificationsView />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language,
  });
  return { calls, user: userEvent.setup() };
}

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title (English)'), 'Maintenance');
  await user.type(screen.getByLabelText('Text (English)'), 'Down on Sunday.');
  await user.type(screen.getByLabelText('Title (Dutch)'), 'Onderhoud');
  await user.type(screen.getByLabelText('Text (Dutch)'), 'Zondag niet bereikbaar.');
}

describe('NotificationsView', () => {
  it('lists the sent notifications with read counts, and their readers per customer', async () => {
    const { user } = setup();
    expect(await screen.findByText('Maintenance')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 read (25%)')).toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('Contoso (contoso)')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 read (33%)')).toBeInTheDocument();
    expect(screen.getByText('0 of 1 read (0%)')).toBeInTheDocument();
  });

  it('checks the form, previews both languages and sends to all customers after a confirmation naming their number', async () => {
    let sent: unknown;
    const { user, calls } = setup((method, _path, body) => {
      if (method !== 'POST') return undefined;
      sent = body;
      return ok({ ...broadcast, id: 4, audience: 'all', recipients: 12, read: 0 }, 201);
    });
    await screen.findByText('Maintenance');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one customer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'All customers' }));
    await fillTexts(user);
    const preview = screen.getByRole('region', { name: 'Preview in the notifications tray' });
    expect(within(preview).getByText('Maintenance: Down on Sunday.')).toBeInTheDocument();
    expect(within(preview).getByText('Onderhoud: Zondag niet bereikbaar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('It goes to the users of all 3 customers.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 12 users.')).toBeInTheDocument();
    expect(sent).toEqual({
      customerIds: 'all',
      title: { en: 'Maintenance', nl: 'Onderhoud' },
      text: { en: 'Down on Sunday.', nl: 'Zondag niet bereikbaar.' },
      level: 'info',
      link: null,
    });
  });

  it('sends a notification written in one language only; a language begun must be finished', async () => {
    let sent: unknown;
    const { user, calls } = setup((method, _path, body) => {
      if (method !== 'POST') return undefined;
      sent = body;
      return ok({ ...broadcast, id: 5, audience: 'all', recipients: 12, read: 0 }, 201);
    });
    await screen.findByText('Maintenance');
    await user.click(screen.getByRole('radio', { name: 'All customers' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Give a title and text in English or in Dutch.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Title (English)'), 'Maintenance');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Text (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title (Dutch)')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Text (English)'), 'Down on Sunday.');
    const preview = screen.getByRole('region', { name: 'Preview in the notifications tray' });
    // A Dutch reader gets the English text whole.
    expect(within(preview).getAllByText('Maintenance: Down on Sunday.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 12 users.')).toBeInTheDocument();
    expect(sent).toMatchObject({ title: { en: 'Maintenance', nl: '' }, text: { en: 'Down on Sunday.', nl: '' } });
  });

  it('sends to one customer chosen by name, naming it in the confirmation', async () => {
    let sent: unknown;
    const { user } = setup((method, _path, body) => {
      if (method !== 'POST') return undefined;
      sent = body;
      return ok({ ...broadcast, id: 5, audience: ['contoso'], recipients: 2, read: 0 }, 201);
    });
    await screen.findByText('Maintenance');
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByTitle('Contoso (contoso)'));
    await fillTexts(user);
    await user.type(screen.getByRole('textbox', { name: /Link/ }), '/action/102');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('It goes to the users of 1 customer: Contoso (contoso).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 2 users.')).toBeInTheDocument();
    expect(sent).toMatchObject({ customerIds: ['contoso'], link: '/action/102' });
  });

  it('keeps the text when sending fails and says why', async () => {
    const { user } = setup((method) => (method === 'POST' ? fail(400, 'Deactivated customer: northwind.') : undefined));
    await screen.findByText('Maintenance');
    await user.click(screen.getByRole('radio', { name: 'All customers' }));
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The notification could not be sent. Your text is kept.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Maintenance');
  });

  it('says notifications are not installed when the routes answer 404', async () => {
    setup((_method, path) => (path.startsWith('/api/notifications') ? fail(404, 'Not Found') : undefined), 'nl');
    expect(await screen.findByText('Meldingen zijn niet geïnstalleerd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Versturen' })).not.toBeInTheDocument();
  });
});
