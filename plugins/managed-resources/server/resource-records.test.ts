import { RecordPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(async () => {
  await portal.close();
});

const customer = DemoCustomers.northwind;
const groups = () =>
  JSON.stringify(
    portal.app.portal.db
      .prepare("SELECT * FROM managed_resource_groups WHERE source = 'azure' ORDER BY id")
      .raw()
      .all(),
  );

describe('the inventory the provider maintains beside the Microsoft sync', () => {
  it("lists, imports and exports only the provider's own resource types, never the sync's", async () => {
    portal.app.portal.db
      .prepare(
        "INSERT INTO managed_resource_groups (customer_id, resource_type, resource_count, last_check_date, source) VALUES (?, 'Virtual machines', 4, '2026-11-01T00:00:00.000Z', 'azure')",
      )
      .run(customer);
    const azure = groups();
    const headers = await userHeaders(portal.app, DemoUsers.petra);
    const imported = await portal.app.inject({
      method: 'POST',
      url: RecordPaths.importFile('managed-resources', 'resources', customer),
      headers,
      payload: {
        format: 'csv',
        content: 'providerId,resourceType,resourceCount,lastCheckDate\nRT-1,Virtual machines,2,2026-11-20\n',
      },
    });
    expect(imported.json()).toMatchObject({ applied: true, created: 1 });
    const list = await portal.app.inject({
      url: RecordPaths.list('managed-resources', 'resources', customer),
      headers,
    });
    expect((list.json() as { items: { providerId: string }[] }).items.map((r) => r.providerId)).toEqual(['RT-1']);
    expect(groups()).toBe(azure);
    const both = portal.app.portal.db
      .prepare(
        "SELECT source FROM managed_resource_groups WHERE customer_id = ? AND resource_type = 'Virtual machines' ORDER BY source",
      )
      .pluck()
      .all(customer);
    expect(both).toEqual(['azure', 'manual']);
  });
});
