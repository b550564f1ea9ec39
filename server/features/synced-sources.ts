import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { SyncedSources, SyncRefreshed, type SyncedSource } from '../../core/contract';
import { hasPermission } from '../data/users';
import { HttpError } from '../http/errors';
import type { SyncState } from '../plugin-api/sync';
import type { RegisteredSource, SyncRunner } from '../plugin-host/sync-runner';
import type { RequestUser } from '../data/request-user';
import type { ServerFeature } from './feature';

/** How soon after an update of a customer's source another may be asked for (users of one customer share it). */
export const REFRESH_COOLDOWN_MS = 60_000;

const NAME = z.string().check(z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/), z.maxLength(100));
const PluginParams = z.object({ plugin: NAME });
const SourceParams = z.object({ plugin: NAME, source: NAME });

/** The active customer of a caller who may open the plugin (else 404, as the plugin's own routes answer). */
function customerFor(syncs: SyncRunner, user: RequestUser, pluginId: string): string {
  if (!syncs.enabledFor(pluginId, user.customerPlugins)) throw new HttpError(404, 'No such plugin.');
  if (!user.activeCustomerId) throw new HttpError(403, 'Choose a customer first.');
  return user.activeCustomerId;
}

const canRefresh = (entry: RegisteredSource, user: RequestUser) =>
  entry.source.refreshPermission !== undefined && hasPermission(user, entry.source.refreshPermission);

/** What the screen may know: when, and why in words (the detail stays for the log and the administration). */
const shown = (state: SyncState, entry: RegisteredSource, user: RequestUser): SyncedSource => ({
  source: state.source,
  lastSuccessAt: state.lastSuccessAt,
  lastAttemptAt: state.lastAttemptAt,
  failure: state.lastError && { kind: state.lastError.kind, at: state.lastError.at },
  running: state.running,
  canRefresh: canRefresh(entry, user),
});

function refuseTooSoon(state: SyncState | undefined, now: number, reply: FastifyReply): void {
  const last = state?.lastAttemptAt ? Date.parse(state.lastAttemptAt) : 0;
  const wait = last + REFRESH_COOLDOWN_MS - now;
  if (wait > 0) {
    reply.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, 'This data was updated less than a minute ago; try again in a moment.');
  }
}

/**
 * Our addition: the age of a plugin's synced data for the caller's active customer (the kit's <DataAge>), and a
 * refresh that runs the source now for that customer only, for a caller holding the source's refreshPermission.
 */
export const syncedSourcesFeature: ServerFeature = {
  name: 'synced-sources',
  routes(_app, deps) {
    const syncs = deps.syncs;
    if (!syncs) return;
    deps.route({
      method: 'GET',
      url: '/api/sync/:plugin',
      summary:
        "The state of a plugin's synced sources for the active customer: when each last succeeded, and why the last update failed",
      tags: ['sync'],
      params: PluginParams,
      response: SyncedSources,
      errors: { 403: 'Without an active customer', 404: 'A plugin the caller may not open' },
      handler: async ({ params, user }) => {
        const customerId = customerFor(syncs, user!, params.plugin);
        const items: SyncedSource[] = [];
        for (const state of syncs.stateOf(customerId, params.plugin)) {
          const entry = await syncs.servedSource(params.plugin, state.source, customerId);
          if (entry) items.push(shown(state, entry, user!));
        }
        return { items };
      },
    });
    deps.route({
      method: 'POST',
      url: '/api/sync/:plugin/:source/refresh',
      summary: 'Updates a synced source now, for the active customer only; answers when the update is done',
      tags: ['sync'],
      params: SourceParams,
      response: SyncRefreshed,
      errors: {
        403: "Without the source's refresh permission, or without an active customer",
        404: 'A plugin the caller may not open, or a source that does not serve the customer',
        409: 'An update of this source for the customer is running',
        429: 'Asked again within a minute of the last update (Retry-After)',
      },
      handler: async ({ params, user, reply }) => {
        const customerId = customerFor(syncs, user!, params.plugin);
        const entry = await syncs.servedSource(params.plugin, params.source, customerId);
        if (!entry) throw new HttpError(404, 'No such synced source for this customer.');
        if (!canRefresh(entry, user!)) throw new HttpError(403, 'You may not refresh this data.');
        const stateNow = () => syncs.stateOf(customerId, params.plugin).find((s) => s.source === params.source);
        refuseTooSoon(stateNow(), syncs.now(), reply);
        const outcome = await syncs.runFor(entry, customerId, true);
        if (outcome === 'busy') throw new HttpError(409, 'This data is being updated right now.');
        if (outcome === 'not-served') throw new HttpError(404, 'No such synced source for this customer.');
        return { outcome, state: shown(stateNow()!, entry, user!) };
      },
    });
  },
};
