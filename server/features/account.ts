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
import { findCustomer, findUser, type UserRow } from '../data/users';
import { HttpError } from '../http/errors';
import type { RequestUser, ServerDeps, ServerFeature } from './types';
import { statement } from '../db/statements';

const strip = (path: string) => path.replace(/\/+$/, '');

function initialsOf(row: UserRow): string {
  const letters = [row.first_name, row.last_name.split(/\s+/).pop() ?? ''].map((s) => s.trim().charAt(0)).join('');
  return letters.toUpperCase() || row.user_name.charAt(0).toUpperCase();
}

export function identityOf(row: UserRow, customers: Customer[], user: RequestUser): Identity {
  return {
    userName: row.user_name,
    isAuthenticated: true,
    isAuthorized: user.isAuthorized,
    initials: initialsOf(row),
    // The stored permissions plus those the roles give (provider-admin, customer-admin in the active customer).
    permissions: user.permissions,
    oid: row.oid,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    activeCustomerId: user.activeCustomerId,
    runAsUser: row.run_as_user,
    defaultActionId: row.default_action_id,
    customers,
  };
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
        // Serialized once per view: the keep-alive and every page load ask for the same answer.
        let json = view.derived.get('identity') as string | undefined;
        if (json === undefined) {
          json = JSON.stringify(identityOf(view.row, view.customers, user));
          view.derived.set('identity', json);
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
        return { accountDeletionRequestDate: row.account_deletion_request_date, accountDeletionDate: row.account_deletion_date };
      },
    });

    deps.route({
      method: 'GET',
      url: ApiPaths.tenants,
      summary: "The signed-in user's Azure tenants",
      tags: ['account'],
      access: 'signed-in',
      response: TenantList,
      handler: ({ user }) =>
        statement(deps.db, 'SELECT tenant_id AS tenantId, tenant_name AS tenantName FROM tenants WHERE user_id = ? ORDER BY sort_order, tenant_name')
          .all(requireRow(deps, user).id),
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
      handler: ({ user, body }) => {
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
