import * as z from 'zod/mini';
import { HttpError, type ServerPluginApi } from '../../../server/plugin-api';
import {
  NotificationList,
  NotificationPaths,
  NotificationRecord,
  NotificationUpdate,
  ReadAnswer,
  ReadRequest,
} from '../contract';
import { NotificationStore } from './store';

const IdParams = z.object({ id: NotificationRecord.shape.id });

/** The tray, stored per user and active customer so that it survives a reload. */
export function notificationRoutes(api: ServerPluginApi): void {
  const store = new NotificationStore(api);
  const ownerOf = store.ownerOf.bind(store);

  api.route({
    method: 'GET',
    url: NotificationPaths.list,
    summary: "The signed-in user's notifications at the active customer, newest first",
    access: 'signed-in',
    response: NotificationList,
    handler: ({ user }) => store.list(ownerOf(user)),
  });

  api.route({
    method: 'POST',
    url: NotificationPaths.list,
    summary: 'Stores a notification (201); an id already stored is left as it is (200)',
    access: 'signed-in',
    body: NotificationRecord,
    response: NotificationRecord,
    status: 201,
    handler: ({ user, body, reply }) => {
      const owner = ownerOf(user);
      const existing = store.find(owner, body.id);
      if (existing) return reply.code(200).send(existing);
      store.insert(owner, body);
      // What is stored, as the list will answer it (a null message is no message).
      return store.find(owner, body.id);
    },
  });

  api.route({
    method: 'PUT',
    url: '/api/notifications/:id',
    summary: 'Copies name, pending, succes and message (absent: none) onto a stored notification',
    access: 'signed-in',
    params: IdParams,
    body: NotificationUpdate,
    response: NotificationRecord,
    errors: { 404: 'No such notification for this user and customer' },
    handler: ({ user, params, body }) => {
      const owner = ownerOf(user);
      if (!store.update(owner, params.id, body)) throw new HttpError(404, 'No such notification.');
      return store.find(owner, params.id);
    },
  });

  api.route({
    method: 'POST',
    url: NotificationPaths.read,
    summary: "Marks the caller's broadcast notifications of these ids read (what the broadcasts' read counts count)",
    access: 'signed-in',
    body: ReadRequest,
    response: ReadAnswer,
    handler: ({ user, body }) => ({ read: store.markRead(ownerOf(user), body.ids) }),
  });
}
