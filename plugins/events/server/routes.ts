import { HttpError, NotificationSenderPoint, type ServerPluginApi } from '../../../server/plugin-api';
import {
  DEFAULT_EVENT_PAGE_SIZE,
  EventPaths,
  EventQuery,
  PublishedEventPage,
  PushEventAnswer,
  PushEventRequest,
  isBackwardsRange,
} from '../contract';
import { noticeOf } from './notice';
import { checkPushToken, configuredPushToken } from './push-token';
import { EventStore, filterOf } from './store';

/** The active customer's events (paged, filtered), and the push of a new one by the provider's systems. */
export function eventRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: EventPaths.list,
    summary:
      "The active customer's events, newest first, filtered by type, date range (UTC days) and text, one page at a time",
    query: EventQuery,
    response: PublishedEventPage,
    errors: {
      400: 'A filter or page that is not valid (an unknown type, a size not offered, an end before the start)',
    },
    handler: ({ user, query, reply }) => {
      if (isBackwardsRange(query.from, query.to))
        throw new HttpError(400, 'Invalid query: to: must not lie before from');
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? DEFAULT_EVENT_PAGE_SIZE);
      reply.header('Cache-Control', 'no-store');
      if (!user?.activeCustomerId) return { items: [], total: 0, page, pageSize };
      return { ...new EventStore(api.data(user)).page(filterOf(query), page, pageSize), page, pageSize };
    },
  });

  api.route({
    method: 'POST',
    url: EventPaths.push,
    access: 'machine',
    status: 201,
    summary:
      "Stores a customer's event pushed by the provider's systems (Authorization: Bearer <API key>, or the deprecated EVENTS_PUSH_TOKEN) and notifies the customer's users",
    body: PushEventRequest,
    response: PushEventAnswer,
    errors: {
      401: 'Missing or wrong bearer token',
      403: 'The API key does not open this route, or is limited to another customer',
      404: 'No such (active) customer',
      409: 'The events are off for this customer',
      503: 'Called without an API key while no EVENTS_PUSH_TOKEN is configured',
    },
    // Before the body is read: a caller without the token learns nothing about what is valid.
    legacyToken: {
      variable: 'EVENTS_PUSH_TOKEN',
      check: (request) =>
        checkPushToken(request.headers.authorization, configuredPushToken(process.env, api.config.demoMode)),
    },
    handler: async ({ body, request }) => {
      const customer = api.customerOfMachineCall(request, body.customerId);
      if (!customer || customer.deactivated) throw new HttpError(404, 'No such customer.');
      const customerPlugins = customer.plugins;
      if (customerPlugins && !customerPlugins.includes(api.pluginId))
        throw new HttpError(409, 'The events are off for this customer.');
      const occurredAt = body.occurredAt ? new Date(body.occurredAt).toISOString() : new Date().toISOString();
      const event = new EventStore(customer.data).add({
        type: body.type,
        title: body.title,
        detail: body.detail?.trim() || null,
        occurredAt,
      });
      const sender = api.use(NotificationSenderPoint, { customerPlugins });
      let notified = false;
      if (sender) {
        try {
          await sender.notifyCustomer(noticeOf(customer.id, { ...event, type: body.type }));
          notified = true;
        } catch (error) {
          // The event is stored either way; the provider's system reads `notified` to know the users were not told.
          request.log.warn({ err: error }, 'The new event could not be sent as a notification');
        }
      }
      return { event, notified };
    },
  });
}
