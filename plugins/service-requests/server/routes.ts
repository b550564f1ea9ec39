import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { HttpError, type ServerPluginApi } from '../../../server/plugin-api';
import {
  NewRating,
  NewReply,
  NewServiceRequest,
  NumberParams,
  ProviderEvent,
  PublishedCreatedServiceRequest,
  PublishedIntake,
  PublishedServiceRequestDetail,
  PublishedServiceRequestPage,
  REPLY_BODY_LIMIT,
  ServiceRequestListQuery,
  ServiceRequestPaths,
} from '../contract';
import { supportCallerOf } from './access';
import { mailLanguageOf } from './mail';
import type { ServiceDesk } from './service-desk';
import type { TicketSystem } from './ticket-system';

const AttachmentParams = z.object({
  number: NumberParams.shape.number,
  fileId: z.string().check(z.minLength(1), z.maxLength(100)),
});
const ProviderBody = z.strictObject({
  customerId: z.string().check(z.minLength(1), z.maxLength(64)),
  ...ProviderEvent.shape,
});

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The support pages' API: the wizard's intake, the list, a request's detail, replies, rating and attachments. */
export function serviceRequestRoutes(
  api: ServerPluginApi,
  desk: ServiceDesk,
  tickets: TicketSystem,
  providerToken: string | null,
): void {
  const forbidden = { 403: 'No support permission (or scope=all without the all-requests permission)' };

  api.route({
    method: 'GET',
    url: ServiceRequestPaths.intake,
    summary: "The new-request wizard's categories and the caller's contact data from the account",
    response: PublishedIntake,
    errors: forbidden,
    handler: ({ user }) => desk.intake(supportCallerOf(user)),
  });

  api.route({
    method: 'GET',
    url: ServiceRequestPaths.list,
    summary:
      "The caller's service requests, or the whole customer's (scope=all, with the permission): search, filters, sort, paging",
    query: ServiceRequestListQuery,
    response: PublishedServiceRequestPage,
    errors: forbidden,
    handler: ({ user, query }) => desk.list(supportCallerOf(user), query),
  });

  api.route({
    method: 'POST',
    url: ServiceRequestPaths.create,
    status: 201,
    summary: 'Files a service request (the wizard); the caller is sent a confirmation e-mail',
    body: NewServiceRequest,
    response: PublishedCreatedServiceRequest,
    errors: { 400: 'A field is missing or not valid (the message names it); nothing written', ...forbidden },
    handler: ({ user, body, request }) => {
      const caller = supportCallerOf(user);
      return desk.file(
        caller.customerId,
        caller.user,
        body,
        'portal',
        mailLanguageOf(request.headers['accept-language']),
      );
    },
  });

  api.route({
    method: 'GET',
    url: '/api/service-requests/:number',
    summary: 'A service request with its conversation',
    params: NumberParams,
    response: PublishedServiceRequestDetail,
    errors: { ...forbidden, 404: "Not the caller's (or, with the permission, the customer's) request" },
    handler: ({ user, params }) => desk.detail(supportCallerOf(user), params.number),
  });

  api.route({
    method: 'POST',
    url: '/api/service-requests/:number/replies',
    summary: "Adds the customer's reply, with an attachment (base64) when the files capability is there",
    params: NumberParams,
    body: NewReply,
    response: PublishedServiceRequestDetail,
    jsonBodyLimit: REPLY_BODY_LIMIT,
    errors: {
      400: 'Bad text or attachment, or attachments while the file storage is off; nothing written',
      ...forbidden,
      404: 'No such request for the caller',
      409: 'The request is closed',
      413: 'The attachment is too large',
    },
    handler: ({ user, params, body }) => desk.reply(supportCallerOf(user), params.number, body),
  });

  api.route({
    method: 'POST',
    url: '/api/service-requests/:number/rating',
    summary: 'Rates a closed request (1-5 and an optional comment), once',
    params: NumberParams,
    body: NewRating,
    response: PublishedServiceRequestDetail,
    errors: {
      400: 'Score not a whole number from 1 to 5',
      ...forbidden,
      404: 'No such request',
      409: 'Not closed, or already rated',
    },
    handler: ({ user, params, body }) => desk.rate(supportCallerOf(user), params.number, body),
  });

  api.route({
    method: 'GET',
    url: '/api/service-requests/:number/attachments/:fileId',
    summary: 'Downloads an attachment of a request (only a file the virus scan found clean)',
    params: AttachmentParams,
    responseType: 'application/octet-stream',
    errors: { ...forbidden, 404: 'No such attachment', 409: 'Still being scanned, or not clean' },
    handler: async ({ user, params, reply }) => {
      const { info, bytes } = await desk.download(supportCallerOf(user), params.number, params.fileId);
      const ascii = info.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(info.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });

  api.route({
    method: 'POST',
    url: '/api/service-requests/provider/:number/events',
    access: 'machine',
    summary:
      "The provider's ticket system posts an agent's reply and/or a status change (Authorization: Bearer <API key>, or the deprecated SERVICE_REQUESTS_PROVIDER_TOKEN)",
    params: NumberParams,
    body: ProviderBody,
    errors: {
      400: 'Neither text nor status',
      401: 'Wrong or missing token',
      403: 'The API key does not open this route, or is limited to another customer',
      404: 'No such request of that customer',
      503: 'Called without an API key while SERVICE_REQUESTS_PROVIDER_TOKEN is not set',
    },
    legacyToken: {
      variable: 'SERVICE_REQUESTS_PROVIDER_TOKEN',
      check: (request) => {
        if (!providerToken)
          throw new HttpError(503, 'The provider events route is off: set SERVICE_REQUESTS_PROVIDER_TOKEN.');
        const header = String(request.headers.authorization ?? '');
        if (!header.startsWith('Bearer ') || !sameToken(header.slice(7).trim(), providerToken))
          throw new HttpError(401, 'Wrong or missing bearer token.');
      },
    },
    handler: async ({ params, body, request }) => {
      api.requireMachineCustomer(request, body.customerId);
      const text = body.text?.trim() ?? '';
      if (!text && !body.status) throw new HttpError(400, 'Invalid body: send text, status or both');
      const ticket = await tickets.get(body.customerId, params.number);
      if (!ticket) throw new HttpError(404, 'No such service request of that customer.');
      if (text) {
        await tickets.reply(body.customerId, params.number, {
          author: 'agent',
          authorName: body.agentName,
          userId: null,
          text,
          attachments: [],
        });
      }
      if (body.status) {
        await tickets.changeStatus(body.customerId, params.number, {
          status: body.status,
          author: 'agent',
          authorName: body.agentName,
        });
      }
      return { ok: true };
    },
  });
}
