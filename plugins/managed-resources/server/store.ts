import { sql, type CustomerData } from '../../../server/plugin-api';
import type { ResourceGroup, ResourceSource } from '../contract';
import type { AzureResourceGroup } from './azure-inventory';

interface GroupRow {
  id: number;
  resource_type: string;
  resource_count: number;
  last_check_date: string | null;
  source: ResourceSource;
}

const GROUPS = 'managed_resource_groups';
const NAMES = 'managed_resources';

/** The inventory of a customer: its resource types, each with its names, in two queries whatever its size. */
export class ResourceInventoryStore {
  /** The inventory of the customer the data access is scoped to: per type, the provider's group before Azure's. */
  inventory(data: CustomerData): ResourceGroup[] {
    const groups = data.table(GROUPS).find<GroupRow>(undefined, {
      columns: ['id', 'resource_type', 'resource_count', 'last_check_date', 'source'],
      orderBy: ['resource_type', 'source DESC', 'id'],
    });
    const names = new Map<number, string[]>(groups.map((g) => [g.id, []]));
    const rows = data
      .table(NAMES)
      .find<{ group_id: number; name: string }>(undefined, { columns: ['group_id', 'name'], orderBy: ['name', 'id'] });
    for (const row of rows) names.get(row.group_id)?.push(row.name);
    return groups.map((g) => ({
      resourceType: g.resource_type,
      resourceCount: g.resource_count,
      lastCheckDate: g.last_check_date,
      names: names.get(g.id) ?? [],
      source: g.source,
    }));
  }

  /**
   * Replaces the customer's Azure groups with those just read from Resource Graph, in one transaction; the groups
   * the provider maintains (source 'manual') are not touched.
   */
  replaceAzure(data: CustomerData, groups: readonly AzureResourceGroup[], checkedAt: string): void {
    data.transaction(() => {
      const stale = data
        .table(GROUPS)
        .find<{ id: number }>({ source: 'azure' }, { columns: ['id'] })
        .map((g) => g.id);
      if (stale.length > 0) {
        const ids = sql(`group_id IN (${stale.map(() => '?').join(', ')})`, ...stale);
        data.table(NAMES).remove(ids);
        data.table(GROUPS).remove({ source: 'azure' });
      }
      for (const group of groups) {
        const id = data.table(GROUPS).insert({
          resource_type: group.resourceType,
          resource_count: group.names.length,
          last_check_date: checkedAt,
          source: 'azure',
        });
        for (const name of group.names) data.table(NAMES).insert({ group_id: id, name });
      }
    });
  }
}
