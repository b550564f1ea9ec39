import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import { SyncHealthList, SyncRunDone, type SyncHealth } from '../../core/contract';
import { findCustomer } from '../data/users';
import { HttpError } from '../http/errors';
import type { SyncState } from '../plugin-api/sync';
import type { RegisteredSource, SyncRunner } from '../plugin-host/sync-runner';
import type { RequestUser } from '../data/request-user';
import type { ServerFeature } from './feature';

const NAME = z.string().check(z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/), z.maxLength(100));
const CustomerParams = z.object({ customerId: z.string().check(z.minLength(1), z.maxLength(100)) });
const SourceParams = z.object({
  customerId: z.string().check(z.minLength(1), z.maxLength(100)),
  plugin: NAME,
  source: NAME,
});
const BASE = '/api/admin/customers/:customerId/synced-sources';

const health = (entry: RegisteredSource, state: SyncState | undefined): SyncHealth => ({
  plugin: entry.pluginId,
  source: entry.source.name,
  everyMs: entry.everyMs,
  lastSuccessAt: state?.lastSuccessAt ?? null,
  lastAttemptAt: state?.lastAttemptAt ?? null,
  lastError: state?.lastError ?? null,
  consecutiveFailures: state?.consecutiveFailures ?? 0,
  nextRunAt: state?.nextRunAt ?? null,
  running: state?.running ?? false,
});

function requireProviderAdmin(user: RequestUser | null): void {
  if (!user?.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
}

function requireCustomer(db: Database.Database, id: string): void {
  if (!findCustomer(db, id)) throw new HttpError(404, `There is no customer "${id}".`);
}

/** Every registered source that serves the customer now or ran for it, in plugin and source order. */
async function healthOf(syncs: SyncRunner, customerId: string): Promise<SyncHealth[]> {
  const states = syncs.stateOf(customerId);
  const items: SyncHealth[] = [];
  for (const entry of syncs.list()) {
    const state = states.find((s) => s.plugin === entry.pluginId && s.source === entry.source.name);
    if (state || (await syncs.servedSource(entry.pluginId, entry.source.name, customerId)))
      items.push(health(entry, state));
  }
  return items;
}

/**
 * Our addition: the connectors' health per customer for the provider administration's customer editor (last
 * success, last error with the service's own words, next run), and "Sync now". Provider administrators only.
 */
export const syncedSourcesAdminFeature: ServerFeature = {
  name: 'synced-sources-admin',
  routes(_app, deps) {
    const syncs = deps.syncs;
    if (!syncs) return;
    deps.route({
      method: 'GET',
      url: BASE,
      summary: "Each synced source's health for a customer: last success, last error, failures in a row, next run",
      tags: ['admin'],
      params: CustomerParams,
      response: SyncHealthList,
      errors: { 403: 'Not a provider administrator', 404: 'No such customer' },
      handler: async ({ params, user }) => {
        requireProviderAdmin(user);
        requireCustomer(deps.db, params.customerId);
        return { items: await healthOf(syncs, params.customerId) };
      },
    });
    deps.route({
      method: 'POST',
      url: `${BASE}/:plugin/:source/run`,
      summary: 'Runs a synced source now for the customer; answers when the run is done',
      tags: ['admin'],
      params: SourceParams,
      response: SyncRunDone,
      errors: {
        403: 'Not a provider administrator',
        404: 'No such customer, or a source that does not serve it',
        409: 'A run of this source for the customer is under way',
      },
      handler: async ({ params, user }) => {
        requireProviderAdmin(user);
        requireCustomer(deps.db, params.customerId);
        const entry = await syncs.servedSource(params.plugin, params.source, params.customerId);
        if (!entry) throw new HttpError(404, 'No such synced source for this customer.');
        const outcome = await syncs.runFor(entry, params.customerId, true);
        if (outcome === 'busy') throw new HttpError(409, 'This source is being synced for the customer right now.');
        if (outcome === 'not-served') throw new HttpError(404, 'No such synced source for this customer.');
        const state = syncs.stateOf(params.customerId, params.plugin).find((s) => s.source === params.source);
        return { outcome, health: health(entry, state) };
      },
    });
  },
};
