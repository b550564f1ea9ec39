import { createTestPortal, type TestPortal } from '../../../server/plugin-api/testing';
import plugin from './index';

const schema = plugin.actionDataSchemas!.html!;

describe("the html action's data schema (the menu editor's server-side check)", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  it('accepts the data of every seeded html action', () => {
    const rows = portal.app.portal.db.prepare("SELECT id, data FROM actions WHERE action_type = 'html'").all() as {
      id: number;
      data: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.id, schema.safeParse(JSON.parse(row.data)).success]).toEqual([row.id, true]);
  });

  it('refuses what is not HTML text of at most 200,000 characters, and unknown fields', () => {
    expect(schema.safeParse({ html: '' }).success).toBe(true);
    expect(schema.safeParse({ actionType: 'html', html: '<p>x</p>' }).success).toBe(true);
    expect(schema.safeParse({ html: 'x'.repeat(200_000) }).success).toBe(true);
    expect(schema.safeParse({ html: 'x'.repeat(200_001) }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ html: 42 }).success).toBe(false);
    expect(schema.safeParse({ html: '', url: 'https://example.com' }).success).toBe(false);
    expect(schema.safeParse({ actionType: 'link', html: '' }).success).toBe(false);
  });
});
