import { urlRulesOf, type ServerPluginApi } from '../../../server/plugin-api';
import { EMPTY_CUSTOMER_FIELDS } from '../../../server/plugin-api';
import {
  AdminPaths,
  Customer,
  CustomerCreate,
  CustomerList,
  CustomerListQuery,
  CustomerParams,
  CustomerUpdate,
} from '../contract';
import { CustomerDetails } from '../contract-branding';
import { actorOf, requireProviderAdmin } from './authorize';
import { listCustomers } from './customer-queries';

const tags = ['admin'];
const PROVIDER_ONLY = { 403: 'Not a provider administrator' };

/** Customers: provider administrators only. */
export function customerRoutes(api: ServerPluginApi): void {
  const admin = api.administration();
  const urlRules = urlRulesOf(api.config);

  api.route({
    method: 'GET',
    url: AdminPaths.customers,
    tags,
    summary: 'Customers: search in name and id, sorted by name or id, paged (pageSize at most 200), with the total',
    query: CustomerListQuery,
    response: CustomerList,
    errors: PROVIDER_ONLY,
    handler: ({ user, query }) => {
      requireProviderAdmin(user);
      return listCustomers(admin, query);
    },
  });

  api.route({
    method: 'GET',
    url: AdminPaths.customer,
    tags,
    summary: 'One customer with its branding, plugins, monitoring location and Entra tenants',
    params: CustomerParams,
    response: CustomerDetails,
    errors: { ...PROVIDER_ONLY, 404: 'No such customer' },
    handler: ({ user, params }) => {
      requireProviderAdmin(user);
      return admin.customerDetails(params.customerId);
    },
  });

  api.route({
    method: 'POST',
    url: AdminPaths.customers,
    tags,
    status: 201,
    summary: 'Creates a customer (audited)',
    body: CustomerCreate,
    response: CustomerDetails,
    errors: { ...PROVIDER_ONLY, 409: 'The id is taken, or a tenant signs in to another customer' },
    handler: ({ user, body }) => {
      requireProviderAdmin(user);
      const { id, ...fields } = body;
      return admin.createCustomerDetails(actorOf(user), id, { ...EMPTY_CUSTOMER_FIELDS, ...fields }, urlRules);
    },
  });

  api.route({
    method: 'PATCH',
    url: AdminPaths.customer,
    tags,
    summary: 'Changes the given fields of a customer (audited); null clears a field',
    params: CustomerParams,
    body: CustomerUpdate,
    response: CustomerDetails,
    errors: { ...PROVIDER_ONLY, 404: 'No such customer', 409: 'A tenant signs in to another customer' },
    handler: ({ user, params, body }) => {
      requireProviderAdmin(user);
      return admin.updateCustomerDetails(actorOf(user), params.customerId, body, urlRules);
    },
  });

  for (const [url, deactivated] of [
    [AdminPaths.customerDeactivate, true],
    [AdminPaths.customerReactivate, false],
  ] as const) {
    api.route({
      method: 'POST',
      url,
      tags,
      summary: deactivated
        ? 'Deactivates a customer (audited): listed for nobody, its data kept'
        : 'Reactivates a deactivated customer (audited)',
      params: CustomerParams,
      response: Customer,
      errors: { ...PROVIDER_ONLY, 404: 'No such customer' },
      handler: ({ user, params }) => {
        requireProviderAdmin(user);
        return admin.setCustomerDeactivated(actorOf(user), params.customerId, deactivated);
      },
    });
  }
}
