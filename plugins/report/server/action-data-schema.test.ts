import { createTestPortal, type TestPortal } from '../../../server/plugin-api/testing';
import plugin from './index';

const schema = plugin.actionDataSchemas!.report!;
const problems = (data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("the report action's data schema (the menu editor's server-side check)", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  it('accepts the data of every seeded report action: reports, a dashboard, a tile, a visual, locale and navigation settings', () => {
    const rows = portal.app.portal.db.prepare("SELECT id, data FROM actions WHERE action_type = 'report'").all() as {
      id: number;
      data: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect([row.id, problems(JSON.parse(row.data))]).toEqual([row.id, []]);
  });

  it('accepts row-level security, a load timeout and Power BI settings', () => {
    expect(
      problems({
        actionType: 'report',
        embedType: 'report',
        embedId: 'r1',
        pageName: null,
        rls: { roles: ['Customer'], username: 'userId' },
        loadTimeoutSeconds: 120,
        reportSettings: { filterPaneEnabled: false },
        navigationPosition: 'Bottom',
      }),
    ).toEqual([]);
  });

  it('names what is missing or wrong', () => {
    expect(problems({ embedType: 'report', embedId: '  ' })).toEqual(['embedId: is required']);
    expect(problems({ embedType: 'tile', embedId: 't1' })).toEqual([
      "dashboardId: is required for a tile: the tile's dashboard",
    ]);
    expect(problems({ embedType: 'visual', embedId: 'r1' })).toEqual([
      "pageName: is required for a visual: the visual's page",
      'visualName: is required for a visual',
    ]);
    expect(problems({ embedType: 'paginated', embedId: 'r1' })).toHaveLength(1);
    expect(problems({ embedType: 'report', embedId: 'r1', rls: { roles: [] } })).toEqual([
      'rls.roles: name at least one role of the dataset',
    ]);
    expect(problems({ embedType: 'report', embedId: 'r1', loadTimeoutSeconds: 601 })).toHaveLength(1);
    expect(problems({ embedType: 'report', embedId: 'r1', accessToken: 'stolen' })).toHaveLength(1);
    expect(problems({ embedType: 'report', embedId: 'r1', embedUrl: 'https://evil.example' })).toHaveLength(1);
  });
});
