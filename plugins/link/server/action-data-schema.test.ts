import { createTestPortal, type TestPortal } from '../../../server/plugin-api/testing';
import plugin from './index';

const schema = plugin.actionDataSchemas!.link!;

describe("the link action's data schema (the menu editor's server-side check)", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  it('accepts the data of every seeded link action', () => {
    const rows = portal.app.portal.db.prepare("SELECT id, data FROM actions WHERE action_type = 'link'").all() as {
      id: number;
      data: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.id, schema.safeParse(JSON.parse(row.data)).success]).toEqual([row.id, true]);
  });

  it("mirrors the editor's check: https or a path of the portal, with a reason for each refusal", () => {
    expect(schema.safeParse({ url: 'https://example.com/' }).success).toBe(true);
    expect(schema.safeParse({ actionType: 'link', url: '/status' }).success).toBe(true);
    const refused = (url: unknown) => {
      const result = schema.safeParse({ url });
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(refused('//evil.example/')).toMatch(/another host/);
    expect(refused('/\\evil.example/')).toMatch(/another host/);
    expect(refused('javascript:alert(1)')).toMatch(/other schemes/);
    expect(refused('http://example.com/')).toMatch(/plain http only for localhost/);
    expect(refused('')).toMatch(/is required/);
    expect(refused(42)).not.toBeNull();
    expect(schema.safeParse({ url: 'https://example.com/', target: '_blank' }).success).toBe(false);
  });
});
