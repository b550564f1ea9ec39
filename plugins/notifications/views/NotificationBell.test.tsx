import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, PluginTexts, type Token } from '../../../core/plugin-api';
import { fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { NotificationsStore, NotificationsStoreToken } from '../stores/notifications-store';
import NotificationBell from './NotificationBell';

function setup(stored: unknown[] = [], language: 'en' | 'nl' = 'en', extra: [Token<unknown>, unknown][] = []) {
  const { http, calls } = fakeHttp((method) => (method === 'GET' ? ok(stored) : ok({})));
  const store = new NotificationsStore(http);
  const services = new Map<Token<unknown>, unknown>([[NotificationsStoreToken, store], [HttpClient, http], ...extra]);
  const { i18n } = renderWithServices(<NotificationBell />, { plugin, services, language });
  return { store, calls, i18n };
}

/** Texts of a plugin that posts notifications (any plugin's namespace works the same way). */
const POSTER = {
  en: {
    notification: {
      updated: 'Licences of {{product}} changed to {{quantity}}',
      applied: 'Applied on {{moment}}',
      group: { a: 'x' },
    },
  },
  nl: {
    notification: {
      updated: 'Licenties van {{product}} gewijzigd naar {{quantity}}',
      applied: 'Toegepast op {{moment}}',
      group: { a: 'x' },
    },
  },
};

describe('NotificationBell', () => {
  it('loads the stored notifications when it mounts', async () => {
    const { store, calls } = setup([{ id: 's1', name: 'Stored', pending: false, succes: true }]);
    await waitFor(() => expect(store.notifications).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/notifications' });
  });

  it('shows the unread count on the bell and opens the tray with pending, success and failure marked', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    act(() => {
      store.add({ id: 'a', name: 'Licence change A', pending: false, succes: true });
      store.add({ id: 'b', name: 'Licence change B', pending: false, succes: false });
      store.add({ id: 'c', name: 'Licence change C', pending: true, succes: false });
    });
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
    const tray = await screen.findByRole('region', { name: 'Notifications' });
    const items = within(tray).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['pending', 'failure', 'success']);
    expect(items[0]).toHaveTextContent('Licence change CIn progress');
    expect(items[1]).toHaveTextContent('Failed');
    expect(items[2]).toHaveTextContent('Succeeded');
    expect(items[0].querySelector('.ant-spin')).not.toBeNull();
  });

  it('marks a stored notification left pending by an earlier page as interrupted, without a spinner', async () => {
    const user = userEvent.setup();
    const { store } = setup([{ id: 's', name: 'Changing licences', pending: true, succes: false }]);
    await waitFor(() => expect(store.notifications).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const item = within(await screen.findByRole('region', { name: 'Notifications' })).getByRole('listitem');
    expect(item).toHaveAttribute('data-status', 'interrupted');
    expect(item.querySelector('.ant-spin')).toBeNull();
    expect(item).toHaveTextContent('Outcome unknown');
  });

  it('closes on Escape and returns focus to the bell', async () => {
    const user = userEvent.setup();
    setup();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('closes when the user presses or moves focus elsewhere, so it never stays over what they turn to', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.textContent = 'Elsewhere';
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const tray = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(tray).getByRole('heading'));
    expect(store.showNotifications).toBe(true);
    await user.click(elsewhere);
    expect(store.showNotifications).toBe(false);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Opened by an update (the spec's transition), then the user tabs on from the bell.
    act(() => {
      store.add({ id: 'x', name: 'Licence change X', pending: true, succes: false });
      store.update({ id: 'x', name: 'Licence change X', pending: false, succes: true });
    });
    expect(store.showNotifications).toBe(true);
    // Focus the page moves by itself does not close it; focus leaving the bell and tray does.
    act(() => elsewhere.focus());
    expect(store.showNotifications).toBe(true);
    act(() => bell.focus());
    act(() => elsewhere.focus());
    expect(store.showNotifications).toBe(false);
    elsewhere.remove();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens by itself once nothing is pending and announces the change to screen readers', async () => {
    const { store } = setup();
    act(() => store.add({ id: 'a', name: 'Licence change A', pending: true, succes: false }));
    expect(screen.getByRole('status')).toHaveTextContent('Licence change A: In progress');
    act(() => store.update({ id: 'a', name: 'Licence change A done', pending: false, succes: true }));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Licence change A done: Succeeded');
  });

  it('speaks Dutch', async () => {
    const user = userEvent.setup();
    setup([], 'nl');
    await user.click(screen.getByRole('button', { name: 'Meldingen' }));
    expect(screen.getByText('Geen meldingen')).toBeInTheDocument();
  });

  describe('a notification with a message', () => {
    const updated = {
      namespace: 'poster',
      key: 'notification.updated',
      params: { product: 'Power BI Pro', quantity: 18 },
    };
    const stored = {
      id: 's1',
      name: 'Licences of Power BI Pro changed to 18',
      pending: false,
      succes: true,
      message: updated,
    };

    it("shows the message in the reader's language, not the language it was posted in, and follows a language switch", async () => {
      const user = userEvent.setup();
      const { store, i18n } = setup([stored], 'nl');
      act(() => {
        i18n.addResourceBundle('en', 'poster', POSTER.en);
        i18n.addResourceBundle('nl', 'poster', POSTER.nl);
      });
      await waitFor(() => expect(store.notifications).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Meldingen' }));
      const tray = await screen.findByRole('region', { name: 'Meldingen' });
      expect(within(tray).getByRole('listitem')).toHaveTextContent(
        'Licenties van Power BI Pro gewijzigd naar 18Gelukt',
      );
      expect(tray).not.toHaveTextContent('Licences of');
      await act(async () => {
        await i18n.changeLanguage('en');
      });
      expect(
        within(await screen.findByRole('region', { name: 'Notifications' })).getByRole('listitem'),
      ).toHaveTextContent('Licences of Power BI Pro changed to 18Succeeded');
    });

    it("loads the posting plugin's texts when its code has not shown on this page yet", async () => {
      const user = userEvent.setup();
      const asked: string[] = [];
      let i18nOfTest: { addResourceBundle(language: string, namespace: string, texts: object): void } | null = null;
      const texts: PluginTexts = {
        load: async (id) => {
          asked.push(id);
          await new Promise((resolve) => setTimeout(resolve, 0));
          // As the portal's host does: the plugin's code starts and adds its texts.
          act(() => i18nOfTest?.addResourceBundle('nl', id, POSTER.nl));
          return true;
        },
      };
      const { store, i18n } = setup([stored], 'nl', [[PluginTexts, texts]]);
      i18nOfTest = i18n;
      // Its manifest's labels are in from the start; its texts come with its code.
      act(() => i18n.addResourceBundle('nl', 'poster', { labels: { homeCard: 'Licenties' } }));
      await waitFor(() => expect(store.notifications).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Meldingen' }));
      const tray = await screen.findByRole('region', { name: 'Meldingen' });
      await waitFor(() =>
        expect(within(tray).getByRole('listitem')).toHaveTextContent(
          'Licenties van Power BI Pro gewijzigd naar 18Gelukt',
        ),
      );
      expect(asked).toEqual(['poster']);
    });

    it("announces the message in the reader's language", () => {
      const { store, i18n } = setup([], 'nl');
      act(() => {
        i18n.addResourceBundle('nl', 'poster', POSTER.nl);
        store.add({
          id: 'a',
          name: 'Licences of Visio changed to 5',
          pending: false,
          succes: true,
          message: { ...updated, params: { product: 'Visio', quantity: 5 } },
        });
      });
      expect(screen.getByRole('status')).toHaveTextContent('Licenties van Visio gewijzigd naar 5: Gelukt');
    });

    it.each([
      ['a namespace whose texts are not loaded (that plugin is not enabled here)', { ...updated, namespace: 'absent' }],
      ['a key the texts do not have', { ...updated, key: 'notification.unknown' }],
      ['a key that names a group of texts', { ...updated, key: 'notification.group' }],
    ])('falls back to the name for %s', async (_label, message) => {
      const user = userEvent.setup();
      const { store, i18n } = setup([{ ...stored, message }], 'nl');
      act(() => i18n.addResourceBundle('nl', 'poster', POSTER.nl));
      await waitFor(() => expect(store.notifications).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Meldingen' }));
      expect(within(await screen.findByRole('region', { name: 'Meldingen' })).getByRole('listitem')).toHaveTextContent(
        'Licences of Power BI Pro changed to 18Gelukt',
      );
    });

    it("shows a moment parameter as a date in the reader's language", async () => {
      const user = userEvent.setup();
      const message = { namespace: 'poster', key: 'notification.applied', params: { moment: '2027-02-25' } };
      const { store, i18n } = setup([{ ...stored, message }], 'nl');
      act(() => {
        i18n.addResourceBundle('en', 'poster', POSTER.en);
        i18n.addResourceBundle('nl', 'poster', POSTER.nl);
      });
      await waitFor(() => expect(store.notifications).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Meldingen' }));
      expect(screen.getByRole('listitem')).toHaveTextContent('Toegepast op 25 feb 2027');
      await act(async () => {
        await i18n.changeLanguage('en');
      });
      expect(screen.getByRole('listitem')).toHaveTextContent('Applied on Feb 25, 2027');
    });

    it('a parameter cannot act as an i18next option (lng, ns)', async () => {
      const user = userEvent.setup();
      const message = { ...updated, params: { product: 'Visio', quantity: 5, lng: 'en', ns: 'notifications' } };
      const { store, i18n } = setup([{ ...stored, message }], 'nl');
      act(() => {
        i18n.addResourceBundle('en', 'poster', POSTER.en);
        i18n.addResourceBundle('nl', 'poster', POSTER.nl);
      });
      await waitFor(() => expect(store.notifications).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Meldingen' }));
      expect(screen.getByRole('listitem')).toHaveTextContent('Licenties van Visio gewijzigd naar 5');
    });
  });
});
