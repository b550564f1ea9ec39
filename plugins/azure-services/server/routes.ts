import { HttpError, hasPermission, sql, type ServerPluginApi } from '../../../server/plugin-api';
import {
  AZURE_SERVICES_PERMISSION,
  AzureServicePaths,
  AzureServiceQuery,
  PublishedAzureServiceOverview,
} from '../contract';
import { costsSource } from './costs-sync';

const lastMonths = (count: number, now = new Date()) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1)).toISOString().slice(0, 7),
  );

export function azureServiceRoutes(api: ServerPluginApi): void {
  api.sync(costsSource(api));
  api.route({
    method: 'GET',
    url: AzureServicePaths.list,
    summary: "The active customer's Azure services with their cost per month over the last 6 (default) or 12 months",
    query: AzureServiceQuery,
    response: PublishedAzureServiceOverview,
    errors: { 403: 'The user lacks the azure permission' },
    handler: ({ user, query }) => {
      if (!user || !hasPermission(user, AZURE_SERVICES_PERMISSION))
        throw new HttpError(403, 'Not allowed to see Azure costs.');
      if (!user.activeCustomerId) throw new HttpError(404, 'No active customer.');
      const months = lastMonths(Number(query.months ?? '6'));
      const data = api.data(user);
      const services = data.table('azure_services').find<{ id: string }>(undefined, {
        columns: [
          'id',
          'name',
          'resource_group AS resourceGroup',
          'subscription_name AS subscription',
          'category',
          'currency',
          'source',
        ],
        orderBy: ['sort_order', 'name'],
      });
      const costs = data
        .table('azure_service_costs')
        .find<{ serviceId: string; month: string; cents: number }>(sql('month >= ?', months[0]!), {
          columns: ['service_id AS serviceId', 'month', 'amount_cents AS cents'],
          orderBy: ['month'],
        });
      return {
        months,
        services: services.map((service) => ({
          ...service,
          costs: costs
            .filter((cost) => cost.serviceId === service.id)
            .map((cost) => ({ month: cost.month, amount: cost.cents / 100 })),
        })),
      };
    },
  });
}
