import type Database from 'better-sqlite3';
import { statement } from '../../../server/plugin-api';
import type { ResourceGroup } from '../contract';

interface GroupRow {
  id: number;
  resource_type: string;
  resource_count: number;
  last_check_date: string | null;
}

/** The inventory of a customer: its resource types, each with its names, in two queries whatever its size. */
export class ResourceInventoryStore {
  constructor(private readonly db: Database.Database) {}

  inventory(customerId: string): ResourceGroup[] {
    const groups = statement(this.db,
      'SELECT id, resource_type, resource_count, last_check_date FROM managed_resource_groups WHERE customer_id = ? ORDER BY resource_type, id',
    ).all(customerId) as GroupRow[];
    const names = new Map<number, string[]>(groups.map((g) => [g.id, []]));
    const rows = statement(this.db,
      `SELECT r.group_id, r.name FROM managed_resources r JOIN managed_resource_groups g ON g.id = r.group_id
       WHERE g.customer_id = ? ORDER BY r.name, r.id`,
    ).all(customerId) as { group_id: number; name: string }[];
    for (const row of rows) names.get(row.group_id)?.push(row.name);
    return groups.map((g) => ({
      resourceType: g.resource_type, resourceCount: g.resource_count, lastCheckDate: g.last_check_date, names: names.get(g.id) ?? [],
    }));
  }
}
