import { createTestPortal, type TestPortal } from '../../../server/plugin-api/testing';
import plugin from './index';

const schema = plugin.actionDataSchemas!.recommendations!;

describe("the recommendations action's data schema (the menu editor's server-side check)", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  it('accepts the data of every seeded recommendations action', () => {
    const rows = portal.app.portal.db
      .prepare("SELECT id, data FROM actions WHERE action_type = 'recommendations'")
      .all() as { id: number; data: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.id, schema.safeParse(JSON.parse(row.data)).success]).toEqual([row.id, true]);
  });

  it('accepts no settings: an empty object or the type name only', () => {
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ actionType: 'recommendations' }).success).toBe(true);
    expect(schema.safeParse({ actionType: 'html' }).success).toBe(false);
    expect(schema.safeParse({ url: 'https://example.com/' }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
