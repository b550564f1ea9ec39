import * as z from 'zod/mini';
import {
  ApiKey,
  ApiKeyCreate,
  ApiKeyList,
  ApiKeyPaths,
  ApiKeyRotate,
  ApiKeyScope,
  ApiKeySecret,
  ApiKeyUseList,
  MachineRouteList,
} from '../../core/contract';
import type { MachineKeys } from '../api-keys/machine-keys';
import { findCustomer } from '../data/users';
import type { RequestUser } from '../data/request-user';
import { HttpError } from '../http/errors';
import type { ServerFeature } from './feature';

const KeyParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const ADMIN_ONLY = { 403: 'Not a provider administrator' };
const NO_KEY = { ...ADMIN_ONLY, 404: 'No such API key' };

function providerAdmin(user: RequestUser | null): { userId: string; name: string } {
  if (!user?.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}

/** 400 for a route or plugin the key would name that has no machine route here. */
function checkRoutes(keys: MachineKeys, routes: readonly string[] | null): void {
  const known = new Set(keys.machineRoutes().flatMap((entry) => [entry.plugin, entry.route]));
  const unknown = (routes ?? []).filter((entry) => !known.has(entry));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      `Invalid body: routes: no machine route or plugin with machine routes: ${unknown.join(', ')}`,
    );
}

/** 400 for a customer that does not exist. */
function checkCustomer(db: Parameters<typeof findCustomer>[0], customerId: string | null): void {
  if (customerId !== null && !findCustomer(db, customerId))
    throw new HttpError(400, `Invalid body: customerId: there is no customer "${customerId}"`);
}

/**
 * Our addition: the API keys with which the provider's systems call the machine routes (server/api-keys), for
 * provider administrators only. A secret leaves the server once, in the answer that creates or rotates it.
 */
export const apiKeysAdminFeature: ServerFeature = {
  name: 'api-keys-admin',
  routes(_app, deps) {
    const keys = deps.machineKeys;
    if (!keys) return;
    deps.route({
      method: 'GET',
      url: ApiKeyPaths.keys,
      summary: 'Every API key (name, prefix, routes, customer, rotation, revocation, last use): never a secret',
      tags: ['admin'],
      response: ApiKeyList,
      errors: ADMIN_ONLY,
      handler: ({ user }) => {
        providerAdmin(user);
        return { items: keys.store.list() };
      },
    });
    deps.route({
      method: 'GET',
      url: ApiKeyPaths.machineRoutes,
      summary: "The machine routes a key may open, by plugin (a key names a route as 'METHOD /path' or a plugin)",
      tags: ['admin'],
      response: MachineRouteList,
      errors: ADMIN_ONLY,
      handler: ({ user }) => {
        providerAdmin(user);
        return { items: keys.machineRoutes() };
      },
    });
    deps.route({
      method: 'POST',
      url: ApiKeyPaths.keys,
      summary:
        'Creates an API key for some or every machine route, one or every customer; the answer holds its secret once',
      tags: ['admin'],
      body: ApiKeyCreate,
      response: ApiKeySecret,
      status: 201,
      errors: { ...ADMIN_ONLY, 400: 'No name, or a route, plugin or customer that does not exist; nothing written' },
      handler: ({ user, body }) => {
        const actor = providerAdmin(user);
        checkRoutes(keys, body.routes);
        checkCustomer(deps.db, body.customerId);
        return keys.store.create(body, actor);
      },
    });
    deps.route({
      method: 'PUT',
      url: '/api/admin/api-keys/:id/scope',
      summary: "Changes a key's routes and customer; its next call is checked against them (audited)",
      tags: ['admin'],
      params: KeyParams,
      body: ApiKeyScope,
      response: ApiKey,
      errors: {
        ...NO_KEY,
        400: 'A route, plugin or customer that does not exist; nothing written',
        409: 'The key is revoked',
      },
      handler: ({ user, params, body }) => {
        const actor = providerAdmin(user);
        checkRoutes(keys, body.routes);
        checkCustomer(deps.db, body.customerId);
        return keys.store.changeScope(params.id, body, actor);
      },
    });
    deps.route({
      method: 'POST',
      url: '/api/admin/api-keys/:id/rotate',
      summary: `Gives a key a new secret (shown once); the old one works on for the grace period, or stops now`,
      tags: ['admin'],
      params: KeyParams,
      body: ApiKeyRotate,
      response: ApiKeySecret,
      errors: { ...NO_KEY, 409: 'The key is revoked' },
      handler: ({ user, params, body }) =>
        keys.store.rotate(params.id, body.oldSecret === 'grace', providerAdmin(user)),
    });
    deps.route({
      method: 'POST',
      url: '/api/admin/api-keys/:id/revoke',
      summary: 'Revokes a key: its secrets stop working at once; the key stays listed with its uses',
      tags: ['admin'],
      params: KeyParams,
      response: ApiKey,
      errors: { ...NO_KEY, 409: 'The key is already revoked' },
      handler: ({ user, params }) => keys.store.revoke(params.id, providerAdmin(user)),
    });
    deps.route({
      method: 'GET',
      url: '/api/admin/api-keys/:id/uses',
      summary: "A key's latest 50 uses: route, customer, status, outcome and which secret (never the secret)",
      tags: ['admin'],
      params: KeyParams,
      response: ApiKeyUseList,
      errors: NO_KEY,
      handler: ({ user, params }) => {
        providerAdmin(user);
        return { items: keys.store.uses(params.id) };
      },
    });
  },
};
