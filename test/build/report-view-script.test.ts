import { spawnSync } from 'node:child_process';
import path from 'node:path';
import reportManifest from '../../plugins/report/manifest';

const root = path.resolve(__dirname, '../..');

/** The modules the report view loads before it can show a report (esbuild, as the portal's build splits). */
function staticModules(entry: string): string[] {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'static-modules.mjs'), root, entry], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`the build failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

describe("the report page's script (issue 30, item 2)", () => {
  let modules: string[] = [];
  beforeAll(() => {
    modules = staticModules('plugins/report/views/ReportView.tsx');
  });

  it('loads what shows a report, not the parts shown only on failure or interaction (antd Result, Input, message, Typography, Dropdown, Tooltip, form)', () => {
    expect(modules).toContain('plugins/report/components/ReportToolbar.tsx');
    expect(modules).toContain('plugins/report/components/EmbedFrame.tsx');
    // antd's ConfigProvider (the theme scope every antd screen shares) holds the tooltips' provider and the
    // form's message context: those are not the view's.
    const notNeededToShow = modules.filter((input) =>
      /node_modules\/(antd\/es\/(result|message|input|typography|dropdown|menu)\/|antd\/es\/tooltip\/(?!UniqueProvider\/)|antd\/es\/form\/(?!validateMessagesContext)|@rc-component\/(notification|input|menu|dropdown|tooltip|form|async-validator)\/)|plugins\/report\/components\/(EmbedErrorCard|LinkFallbackField|ToolbarMessage|ToolbarDropdown)\.tsx/.test(
        input,
      ),
    );
    expect(notNeededToShow).toEqual([]);
  });

  it('shows its first view (toolbar, frame, loading) without antd: antd loads with the first menu, dialog, message or error card', () => {
    // The icons are antd's own SVGs with their small runtime: no style engine, theme or components.
    const antd = modules.filter((input) =>
      /node_modules\/(antd|@rc-component|@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color))\//.test(input),
    );
    expect(antd).toEqual([]);
    // The page does not wait for antd either: the view is declared as one that needs none.
    expect(reportManifest.contributes?.actionViews?.find((entry) => entry.actionType === 'report')?.usesAntd).toBe(
      false,
    );
  });
});
