import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { NotificationsStore } from './notifications-store';

const n = (id: string, pending = true, succes = false) => ({ id, name: `Task ${id}`, pending, succes });

function setup(list: unknown[] = []) {
  const { http, calls } = fakeHttp((method) => (method === 'GET' ? ok(list) : ok({})));
  return { store: new NotificationsStore(http), calls };
}

describe('NotificationsStore', () => {
  it('starts empty and closed', () => {
    const { store } = setup();
    expect(store.notifications).toEqual([]);
    expect(store.isAdding).toBe(false);
    expect(store.showNotifications).toBe(false);
    expect(store.hasPendingNotifications).toBe(false);
    expect(store.unreadNotificationCount).toBe(0);
  });

  it('adding puts the notification at the front, raises the unread count and recomputes the pending flag', () => {
    const { store } = setup();
    store.add(n('a', false, true));
    expect(store.hasPendingNotifications).toBe(false);
    store.add(n('b'));
    expect(store.notifications.map((x) => x.id)).toEqual(['b', 'a']);
    expect(store.unreadNotificationCount).toBe(2);
    expect(store.hasPendingNotifications).toBe(true);
  });

  it('ignores adding an id that already exists', () => {
    const { store } = setup();
    store.add(n('a'));
    store.add({ ...n('a'), name: 'other' });
    expect(store.notifications).toHaveLength(1);
    expect(store.notifications[0].name).toBe('Task a');
    expect(store.unreadNotificationCount).toBe(1);
  });

  it('updating copies name, pending and succes and opens the tray once nothing is pending', () => {
    const { store } = setup();
    store.add(n('a'));
    store.add(n('b'));
    store.update({ id: 'a', name: 'Done a', pending: false, succes: true });
    expect(store.notifications[1]).toEqual({ id: 'a', name: 'Done a', pending: false, succes: true });
    expect(store.hasPendingNotifications).toBe(true);
    expect(store.showNotifications).toBe(false);
    store.update({ id: 'b', name: 'Failed b', pending: false, succes: false });
    expect(store.hasPendingNotifications).toBe(false);
    expect(store.showNotifications).toBe(true);
  });

  it('updating an unknown id changes nothing', () => {
    const { store } = setup();
    store.add(n('a'));
    store.update({ id: 'x', name: 'x', pending: false, succes: true });
    expect(store.notifications).toEqual([n('a')]);
    expect(store.showNotifications).toBe(false);
  });

  it('toggling flips the tray and resets the unread count; hiding closes it', () => {
    const { store } = setup();
    store.add(n('a'));
    store.toggle();
    expect(store.showNotifications).toBe(true);
    expect(store.unreadNotificationCount).toBe(0);
    store.add(n('b'));
    store.toggle();
    expect(store.showNotifications).toBe(false);
    expect(store.unreadNotificationCount).toBe(0);
    store.toggle();
    store.hide();
    expect(store.showNotifications).toBe(false);
    store.hide();
    expect(store.showNotifications).toBe(false);
  });

  it('removing changes nothing', () => {
    const { store } = setup();
    store.add(n('a'));
    const before = JSON.stringify(store);
    store.remove('a');
    expect(JSON.stringify(store)).toBe(before);
  });

  it('stores adds and updates on the server, in order, and flags isAdding while adding', async () => {
    const { store, calls } = setup();
    store.add(n('a'));
    expect(store.isAdding).toBe(true);
    store.update({ id: 'a', name: 'Done', pending: false, succes: true });
    await store.settled();
    expect(store.isAdding).toBe(false);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/notifications', body: n('a') },
      { method: 'PUT', path: '/api/notifications/a', body: { name: 'Done', pending: false, succes: true } },
    ]);
  });

  it('loads stored notifications once, behind the ones added in this session', async () => {
    const { store, calls } = setup([n('old', false, true), n('busy')]);
    store.add(n('new', false, true));
    await store.load();
    await store.load();
    expect(store.notifications.map((x) => x.id)).toEqual(['new', 'old', 'busy']);
    expect(store.hasPendingNotifications).toBe(false);
    expect(store.unreadNotificationCount).toBe(1);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('treats stored notifications left pending by an earlier page as interrupted, not pending', async () => {
    const { store } = setup([n('stale')]);
    await store.load();
    expect(store.hasPendingNotifications).toBe(false);
    expect(store.isInterrupted(store.notifications[0])).toBe(true);
    store.add(n('a'));
    expect(store.hasPendingNotifications).toBe(true);
    expect(store.isInterrupted(store.notifications[0])).toBe(false);
    store.update({ id: 'a', name: 'done', pending: false, succes: true });
    expect(store.hasPendingNotifications).toBe(false);
    expect(store.showNotifications).toBe(true);
  });

  it('keeps working when the server fails', async () => {
    const { http } = fakeHttp(() => fail(500, 'boom'));
    const store = new NotificationsStore(http);
    await store.load();
    store.add(n('a'));
    store.update({ id: 'a', name: 'ok', pending: false, succes: true });
    await store.settled();
    expect(store.notifications).toEqual([{ id: 'a', name: 'ok', pending: false, succes: true }]);
  });

  describe("messages (the text as a key, shown in the reader's language)", () => {
    const pendingMessage = {
      namespace: 'licences',
      key: 'notification.pending',
      params: { product: 'Visio', quantity: 5 },
    };
    const doneMessage = {
      namespace: 'licences',
      key: 'notification.updated',
      params: { product: 'Visio', quantity: 5 },
    };

    it('keeps the message of an add and sends it with the notification', async () => {
      const { store, calls } = setup();
      store.add({ ...n('a'), message: pendingMessage });
      await store.settled();
      expect(store.notifications[0].message).toEqual(pendingMessage);
      expect(calls[0]).toEqual({
        method: 'POST',
        path: '/api/notifications',
        body: { ...n('a'), message: pendingMessage },
      });
    });

    it('an update replaces the message, and one without a message removes it (it described the old name)', async () => {
      const { store, calls } = setup();
      store.add({ ...n('a'), message: pendingMessage });
      store.update({ id: 'a', name: 'Done', pending: false, succes: true, message: doneMessage });
      expect(store.notifications[0].message).toEqual(doneMessage);
      store.update({ id: 'a', name: 'Plain', pending: false, succes: true });
      expect(store.notifications[0]).toEqual({ id: 'a', name: 'Plain', pending: false, succes: true });
      await store.settled();
      expect(calls.slice(1)).toEqual([
        {
          method: 'PUT',
          path: '/api/notifications/a',
          body: { name: 'Done', pending: false, succes: true, message: doneMessage },
        },
        { method: 'PUT', path: '/api/notifications/a', body: { name: 'Plain', pending: false, succes: true } },
      ]);
    });

    it('loads stored messages; a null or malformed one is dropped and the notification kept', async () => {
      const { store } = setup([
        { ...n('with', false, true), message: doneMessage },
        { ...n('null', false, true), message: null },
        { ...n('bad', false, true), message: { namespace: 'licences' } },
        { ...n('none', false, true), extra: 'ignored' },
      ]);
      await store.load();
      expect(store.notifications).toEqual([
        { ...n('with', false, true), message: doneMessage },
        n('null', false, true),
        n('bad', false, true),
        n('none', false, true),
      ]);
    });

    it('a backend that refuses the message (400) still gets the notification, sent again without it', async () => {
      const { http, calls } = fakeHttp((method, _path, body) =>
        method !== 'GET' && body && typeof body === 'object' && 'message' in body
          ? fail(400, 'Unknown field message')
          : ok({}),
      );
      const store = new NotificationsStore(http);
      store.add({ ...n('a'), message: pendingMessage });
      store.update({ id: 'a', name: 'Done', pending: false, succes: true, message: doneMessage });
      await store.settled();
      expect(calls).toEqual([
        { method: 'POST', path: '/api/notifications', body: { ...n('a'), message: pendingMessage } },
        { method: 'POST', path: '/api/notifications', body: n('a') },
        {
          method: 'PUT',
          path: '/api/notifications/a',
          body: { name: 'Done', pending: false, succes: true, message: doneMessage },
        },
        { method: 'PUT', path: '/api/notifications/a', body: { name: 'Done', pending: false, succes: true } },
      ]);
      // The tray itself keeps the message: the reader on this page still sees it in their language.
      expect(store.notifications[0].message).toEqual(doneMessage);
    });

    it('does not resend on other failures, nor when there was no message', async () => {
      const { http, calls } = fakeHttp((method) => (method === 'POST' ? fail(400, 'bad') : fail(500, 'boom')));
      const store = new NotificationsStore(http);
      store.add(n('a'));
      store.update({ id: 'a', name: 'Done', pending: false, succes: true, message: doneMessage });
      await store.settled();
      expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    });
  });

  it("counts a provider's unread broadcasts when loading and reads them when the tray opens", async () => {
    const broadcast = { ...n('broadcast-7', false, true), read: false };
    const { store, calls } = setup([
      broadcast,
      { ...n('broadcast-6', false, true), read: true },
      n('own', false, true),
    ]);
    await store.load();
    expect(store.unreadNotificationCount).toBe(1);
    expect(store.notifications[0]).not.toHaveProperty('read');
    store.toggle();
    await store.settled();
    expect(store.unreadNotificationCount).toBe(0);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/notifications/read', body: { ids: ['broadcast-7'] } }),
    ]);
    store.toggle();
    store.toggle();
    await store.settled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
