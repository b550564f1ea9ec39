import { HttpError, hasPermission, statement, type ServerPluginApi } from '../../../server/plugin-api';
import { AzureServicePaths, AzureServiceQuery, PublishedAzureServiceOverview } from '../contract';

/** Azure costs are the customer's cloud spending: the permission "azure", as for Azure subscriptions. */
export const AZURE_SERVICES_PERMISSION = 'azure';

const lastMonths = (count: number, now = new Date()) => Array.from({ length: count }, (_, index) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1)).toISOString().slice(0, 7));

export function azureServiceRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: AzureServicePaths.list,
    summary: "The active customer's Azure services with their cost per month over the last 6 (default) or 12 months",
    query: AzureServiceQuery,
    response: PublishedAzureServiceOverview,
    errors: { 403: 'The user lacks the azure permission' },
    handler: ({ user, query }) => {
      if (!user || !hasPermission(user, AZURE_SERVICES_PERMISSION)) throw new HttpError(403, 'Not allowed to see Azure costs.');
      if (!user.activeCustomerId) throw new HttpError(404, 'No active customer.');
      const months = lastMonths(Number(query.months ?? '6'));
      const services = statement(api.db, `SELECT id, name, resource_group AS resourceGroup, subscription_name AS subscription, category, currency
        FROM azure_services WHERE customer_id = ? ORDER BY sort_order, name`).all(user.activeCustomerId) as { id: string }[];
      const costs = statement(api.db, `SELECT c.service_id AS serviceId, c.month, c.amount_cents AS cents FROM azure_service_costs c
        JOIN azure_services s ON s.id = c.service_id WHERE s.customer_id = ? AND c.month >= ? ORDER BY c.month`)
        .all(user.activeCustomerId, months[0]) as { serviceId: string; month: string; cents: number }[];
      return {
        months,
        services: services.map((service) => ({
          ...service,
          costs: costs.filter((cost) => cost.serviceId === service.id).map((cost) => ({ month: cost.month, amount: cost.cents / 100 })),
        })),
      };
    },
  });
}
