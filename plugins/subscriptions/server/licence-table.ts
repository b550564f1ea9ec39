import type { CustomerData } from '../../../server/plugin-api';
import type { MicrosoftLicence } from './microsoft-licences';

interface KeptRow {
  id: string;
  microsoft_id: string | null;
  product_name: string;
  source: string;
  max_quantity: number;
  unit_price: number | null;
  currency: string | null;
  sort_order: number;
}

/**
 * Stores what Microsoft says a connected customer has, in one transaction. Microsoft is the truth for the
 * product, status, dates, quantity and seats; the provider's own settings stay: the maximum above which a change
 * becomes a service request, the price and the order. A subscription first seen at Microsoft takes over the
 * provider's row of the same product (its id and settings stay), or else is a new row with its quantity of the moment as
 * maximum, so that an increase is a service request until the provider sets one. Microsoft's rows it no longer
 * reports are removed; the provider's other rows stay beside them, marked as the provider's.
 */
export function storeMicrosoftLicences(data: CustomerData, licences: readonly MicrosoftLicence[]): void {
  data.transaction(() => {
    const table = data.table('subscriptions');
    const rows = table.find<KeptRow>(undefined, {
      columns: ['id', 'microsoft_id', 'product_name', 'source', 'max_quantity', 'unit_price', 'currency', 'sort_order'],
    });
    const reported = new Set(licences.map((l) => l.id));
    for (const row of rows)
      if (row.source === 'microsoft' && !reported.has(row.microsoft_id ?? '')) table.remove({ id: row.id });
    let nextOrder = Math.max(-1, ...rows.map((r) => r.sort_order)) + 1;
    for (const licence of licences) {
      const { id: microsoftId, ...fields } = licence;
      const values = { ...fields, microsoft_id: microsoftId, source: 'microsoft' };
      const known =
        rows.find((r) => r.source === 'microsoft' && r.microsoft_id === microsoftId) ??
        rows.find((r) => r.source === 'manual' && r.product_name === licence.product_name);
      if (known) {
        // The provider's row of the same product becomes Microsoft's, under its own id (links and history stay).
        table.update(values, { id: known.id });
        known.source = 'microsoft';
        known.microsoft_id = microsoftId;
        continue;
      }
      table.insert({ ...values, id: microsoftId, max_quantity: licence.quantity, sort_order: nextOrder++ });
    }
  });
}
