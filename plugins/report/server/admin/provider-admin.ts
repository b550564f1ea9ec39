import {
  HttpError,
  type CrossCustomerData,
  type CustomerData,
  type PluginAuditActor,
  type RequestUser,
  type ServerPluginApi,
} from '../../../../server/plugin-api';

/**
 * The report plugin's administration (a customer's workspace, the items in it) is for provider administrators
 * only: 401 signed out, 403 anyone else, customer administrators included (the workspace decides which data a
 * customer's reports show, so it is the provider's setting).
 */
export function requireProviderAdmin(user: RequestUser | null): PluginAuditActor {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}

/**
 * A customer's data of the report plugin for the provider administration (crossCustomerData and customerDirectory,
 * granted by the provider): 404 when there is no such customer.
 */
export function customerDataOf(api: ServerPluginApi): (customerId: string) => CustomerData {
  const all: CrossCustomerData = api.crossCustomerData();
  const directory = api.customerDirectory();
  return (customerId) => {
    if (directory.customers([customerId]).length === 0)
      throw new HttpError(404, `There is no customer "${customerId}".`);
    return all.forCustomer(customerId);
  };
}
