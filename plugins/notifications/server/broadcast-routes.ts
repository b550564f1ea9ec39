import type { FastifyRequest } from 'fastify';
import { HttpError, type ServerPluginApi } from '../../../server/plugin-api';
import {
  BroadcastCreate,
  BroadcastDetail,
  BroadcastList,
  BroadcastListQuery,
  BroadcastParams,
  BroadcastPaths,
  BroadcastSummary,
} from '../contract';
import type { BroadcastStore } from './broadcast-store';
import { requireProviderAdmin } from './provider-admin';

const tags = ['notifications', 'admin'];
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator' };
const DEFAULT_PAGE_SIZE = 20;

/**
 * A provider administrator's notifications to the users of one, several or all customers, and their read
 * counts. The guard refuses anyone else before the input is read, so a refusal never reveals what is valid.
 */
export function broadcastRoutes(api: ServerPluginApi, store: BroadcastStore): void {
  const guard = (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request));

  api.route({
    method: 'POST',
    url: BroadcastPaths.list,
    tags,
    guard,
    access: 'signed-in',
    status: 201,
    summary:
      'Sends a notification (English and Dutch) to every user of the chosen customers, or of all; provider administrators only',
    body: BroadcastCreate,
    response: BroadcastSummary,
    errors: { ...REFUSALS, 400: 'A malformed body, or an unknown or deactivated customer: nothing is sent' },
    handler: ({ user, body }) => store.create(requireProviderAdmin(user), body),
  });

  api.route({
    method: 'GET',
    url: BroadcastPaths.list,
    tags,
    guard,
    access: 'signed-in',
    summary:
      'The broadcasts sent, newest first, each with its recipients and how many read it; provider administrators only',
    query: BroadcastListQuery,
    response: BroadcastList,
    errors: REFUSALS,
    handler: ({ user, query, reply }) => {
      requireProviderAdmin(user);
      reply.header('Cache-Control', 'no-store');
      return store.list(Number(query.page ?? 1), Number(query.pageSize ?? DEFAULT_PAGE_SIZE));
    },
  });

  api.route({
    method: 'GET',
    url: BroadcastPaths.item,
    tags,
    guard,
    access: 'signed-in',
    summary: 'One broadcast with its recipients and readers per customer; provider administrators only',
    params: BroadcastParams,
    response: BroadcastDetail,
    errors: { ...REFUSALS, 404: 'No such broadcast' },
    handler: ({ user, params, reply }) => {
      requireProviderAdmin(user);
      const detail = store.detail(Number(params.broadcastId));
      if (!detail) throw new HttpError(404, 'No such broadcast.');
      reply.header('Cache-Control', 'no-store');
      return detail;
    },
  });
}
