import type { CustomerData } from '../../../server/plugin-api';
import type { ResourceGroup } from '../contract';

interface GroupRow {
  id: number;
  resource_type: string;
  resource_count: number;
  last_check_date: string | null;
}

/** The inventory of a customer: its resource types, each with its names, in two queries whatever its size. */
export class ResourceInventoryStore {
  /** The inventory of the customer the data access is scoped to. */
  inventory(data: CustomerData): ResourceGroup[] {
    const groups = data.table('managed_resource_groups').find<GroupRow>(undefined, {
      columns: ['id', 'resource_type', 'resource_count', 'last_check_date'],
      orderBy: ['resource_type', 'id'],
    });
    const names = new Map<number, string[]>(groups.map((g) => [g.id, []]));
    const rows = data
      .table('managed_resources')
      .find<{ group_id: number; name: string }>(undefined, { columns: ['group_id', 'name'], orderBy: ['name', 'id'] });
    for (const row of rows) names.get(row.group_id)?.push(row.name);
    return groups.map((g) => ({
      resourceType: g.resource_type,
      resourceCount: g.resource_count,
      lastCheckDate: g.last_check_date,
      names: names.get(g.id) ?? [],
    }));
  }
}
