import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type Token } from '../../../core/plugin-api';
import { fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { NotificationsStore, NotificationsStoreToken } from '../stores/notifications-store';
import NotificationBell from './NotificationBell';

const broadcast = (link?: string) => ({
  id: 'broadcast-7',
  name: 'Maintenance: Down on Sunday.',
  pending: false,
  succes: true,
  read: false,
  message: {
    namespace: 'notifications',
    key: 'broadcast.warning',
    params: {
      titleEn: 'Maintenance',
      textEn: 'Down on Sunday.',
      titleNl: 'Onderhoud',
      textNl: 'Zondag niet bereikbaar.',
      ...(link ? { link } : {}),
    },
  },
});

function setup(stored: unknown[], language: 'en' | 'nl') {
  const { http, calls } = fakeHttp((method) => (method === 'GET' ? ok(stored) : ok({ read: 1 })));
  const store = new NotificationsStore(http);
  renderWithServices(<NotificationBell />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([
      [NotificationsStoreToken, store],
      [HttpClient, http],
    ]),
    language,
  });
  return { calls, user: userEvent.setup() };
}

describe("a provider's broadcast in the tray", () => {
  it("counts as unread, shows in the reader's language with its link, and is read once the tray opens", async () => {
    const { calls, user } = setup([broadcast('/action/102')], 'nl');
    const bell = await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' });
    await user.click(bell);
    const item = within(await screen.findByRole('region', { name: 'Meldingen' })).getByRole('listitem');
    expect(item).toHaveTextContent('Belangrijk: Onderhoud: Zondag niet bereikbaar.');
    expect(within(item).getByRole('link', { name: 'Meer lezen' })).toHaveAttribute('href', '/action/102');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/notifications/read',
        body: { ids: ['broadcast-7'] },
      }),
    );
  });

  it('shows no link that is not a portal path or an https address', async () => {
    const { user } = setup([broadcast('javascript:alert(1)')], 'en');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = within(await screen.findByRole('region', { name: 'Notifications' })).getByRole('listitem');
    expect(item).toHaveTextContent('Important: Maintenance: Down on Sunday.');
    expect(within(item).queryByRole('link')).toBeNull();
  });
});
