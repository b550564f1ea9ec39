import {
  AccountInfo,
  ActiveCustomerRequest,
  ApiPaths,
  Identity,
  MonitoringInfo,
  Ok,
  TenantList,
} from '../../core/contract';
import type { Customer } from '../../core/contract';
import { forgetUserViews, userView } from '../data/user-views';
import { findCustomer, findUser, tenantsOfUser, type UserRow } from '../data/users';
import { HttpError } from '../http/errors';
import { switchRunAsCustomer } from '../admin/run-as';
import type { RequestUser } from '../data/request-user';
import type { ServerDeps, ServerFeature } from './feature';
import { statement } from '../db/statements';

const strip = (path: string) => path.replace(/\/+$/, '');

function initialsOf(row: UserRow): string {
  const letters = [row.first_name, row.last_name.split(/\s+/).pop() ?? ''].map((s) => s.trim().charAt(0)).join('');
  return letters.toUpperCase() || row.user_name.charAt(0).toUpperCase();
}

/** The identity's fields that name the person. */
function personOf(
  row: UserRow,
): Pick<Identity, 'userName' | 'initials' | 'oid' | 'fullName' | 'firstName' | 'lastName'> {
  return {
    userName: row.user_name,
    initials: initialsOf(row),
    oid: row.oid,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

export function identityOf(row: UserRow, customers: Customer[], user: RequestUser): Identity {
  const person = personOf(row);
  return {
    userName: person.userName,
    isAuthenticated: true,
    isAuthorized: user.isAuthorized,
    initials: person.initials,
    // The stored permissions plus those the roles give (provider-admin, customer-admin in the active customer).
    permissions: user.permissions,
    oid: person.oid,
    fullName: person.fullName,
    firstName: person.firstName,
    lastName: person.lastName,
    activeCustomerId: user.activeCustomerId,
    runAsUser: row.run_as_user,
    runAsSession: false,
    defaultActionId: row.default_action_id,
    customers,
  };
}

/**
 * While running as: the viewed user's identity (permissions, customers, active customer, default action) with
 * the administrator's own names, and the viewed user's name as the spec's runAsUser.
 */
function runAsIdentity(viewed: Identity, administrator: UserRow): Identity {
  return { ...viewed, ...personOf(administrator), runAsUser: viewed.userName, runAsSession: true };
}

/** The identity of a signed-out caller, the same for everyone (parsed once: zod per request is not free). */
const SIGNED_OUT: Identity = Object.freeze({ ...Identity.parse({}), customers: [] }) as Identity;

const requireRow = (deps: ServerDeps, user: RequestUser | null): UserRow => {
  const row = user ? findUser(deps.db, user.userId) : null;
  if (!row) throw new HttpError(401, 'Not signed in.');
  return row;
};

/** The identity and the account calls. */
export const accountFeature: ServerFeature = {
  name: 'account',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: ApiPaths.identity,
      summary: 'The identity of the caller; 200 with isAuthenticated false when signed out',
      tags: ['account'],
      access: 'public',
      compress: false,
      response: Identity,
      handler: ({ user, reply }) => {
        reply.header('Cache-Control', 'no-store');
        const view = user ? userView(deps.db, user.userId) : null;
        if (!view || !user) return SIGNED_OUT;
        const administrator = user.runAsBy ? userView(deps.db, user.runAsBy) : null;
        // Serialized once per view: the keep-alive and every page load ask for the same answer.
        const key = administrator
          ? `identity:run-as:${administrator.row.id}:${user.activeCustomerId ?? ''}`
          : 'identity';
        let json = view.derived.get(key) as string | undefined;
        if (json === undefined) {
          const identity = identityOf(view.row, view.customers, user);
          json = JSON.stringify(administrator ? runAsIdentity(identity, administrator.row) : identity);
          view.derived.set(key, json);
        }
        reply.type('application/json; charset=utf-8');
        return json;
      },
    });

    deps.route({
      method: 'GET',
      url: ApiPaths.accountInfo,
      summary: 'Additional account information: the account deletion dates',
      tags: ['account'],
      access: 'signed-in',
      response: AccountInfo,
      handler: ({ user }) => {
        const row = requireRow(deps, user);
        return {
          accountDeletionRequestDate: row.account_deletion_request_date,
          accountDeletionDate: row.account_deletion_date,
        };
      },
    });

    deps.route({
      method: 'GET',
      url: ApiPaths.tenants,
      summary: "The signed-in user's Azure tenants",
      tags: ['account'],
      access: 'signed-in',
      response: TenantList,
      handler: ({ user }) => tenantsOfUser(deps.db, requireRow(deps, user).id),
    });

    deps.route({
      method: 'GET',
      url: ApiPaths.monitoring,
      summary: "The active customer's monitoring location",
      tags: ['account'],
      response: MonitoringInfo,
      handler: ({ user }) => {
        const customer = user?.activeCustomerId ? findCustomer(deps.db, user.activeCustomerId) : null;
        return { monitoringLocation: customer?.monitoring_location ?? null };
      },
    });

    deps.route({
      method: 'POST',
      url: strip(ApiPaths.activeCustomer),
      summary: "Stores the user's active customer",
      tags: ['account'],
      body: ActiveCustomerRequest,
      response: Ok,
      errors: { 400: 'Invalid input, or a customer the user does not belong to' },
      handler: ({ user, body, request }) => {
        if (user?.runAsBy) {
          switchRunAsCustomer(deps.db, request, user, body.customerId);
          return { ok: true as const };
        }
        const row = requireRow(deps, user);
        if (!userView(deps.db, row.id)?.customers.some((c) => c.customerId === body.customerId)) {
          throw new HttpError(400, `Invalid body: customerId: you do not belong to customer "${body.customerId}".`);
        }
        statement(deps.db, 'UPDATE users SET active_customer_id = ? WHERE id = ?').run(body.customerId, row.id);
        forgetUserViews(deps.db);
        return { ok: true as const };
      },
    });
  },
};
