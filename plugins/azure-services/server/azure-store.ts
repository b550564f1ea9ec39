import { sql, type CustomerData } from '../../../server/plugin-api';
import type { AzureServiceRecord } from './azure-costs';

/** After the provider's own services: theirs keep their order, Azure's follow by name. */
const AZURE_SORT_FROM = 10_000;

/**
 * Replaces the customer's Azure services and their costs with those just read from Cost Management, in one
 * transaction; the services the provider maintains (source 'manual') are not touched.
 */
export function replaceAzureServices(data: CustomerData, records: readonly AzureServiceRecord[]): void {
  data.transaction(() => {
    const services = data.table('azure_services');
    const stale = services.find<{ id: string }>({ source: 'azure' }, { columns: ['id'] }).map((s) => s.id);
    if (stale.length > 0) {
      data.table('azure_service_costs').remove(sql(`service_id IN (${stale.map(() => '?').join(', ')})`, ...stale));
      services.remove({ source: 'azure' });
    }
    records.forEach((record, index) => {
      services.insert({
        id: record.id,
        name: record.name,
        resource_group: '',
        subscription_name: record.subscriptionId,
        azure_subscription_id: record.subscriptionId,
        category: record.category,
        currency: record.currency,
        sort_order: AZURE_SORT_FROM + index,
        source: 'azure',
      });
      for (const [month, cents] of record.costs)
        data.table('azure_service_costs').insert({ service_id: record.id, month, amount_cents: cents });
    });
  });
}
