import { tokenName } from '../../core/plugin-api';
import { localeKeys, registerForTest, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import { ActiveReportViews } from './services/active-views';
import { ActiveReportViewsToken, EmbedPortLoader } from './services/tokens';
import ReportEditor from './views/ReportEditor';
import WorkspaceSettings from './views/WorkspaceSettings';

describe('report plugin', () => {
  it('declares the full-bleed report view lazily, its texts and its services', () => {
    const registered = registerForTest(plugin);
    expect(plugin.id).toBe('report');
    expect(declaredBy(manifest).actionViews).toEqual([
      { actionType: 'report', load: expect.any(Function), fullBleed: true, usesAntd: false },
    ]);
    expect(registered.texts).toEqual({
      en: expect.objectContaining({ notReady: 'Error!' }),
      nl: expect.objectContaining({ notReady: 'Fout!' }),
    });
    expect(registered.provided).toEqual([ActiveReportViewsToken, EmbedPortLoader]);
    const first = registered.resolve(ActiveReportViewsToken);
    expect(first).toBeInstanceOf(ActiveReportViews);
    expect(registered.resolve(ActiveReportViewsToken)).toBe(first);
    expect(typeof registered.resolve(EmbedPortLoader)).toBe('function');
  });

  it("contributes the report type's editor and the customer's Power BI workspace section to the administration", async () => {
    expect(declaredBy(manifest).actionEditors).toEqual([
      {
        actionType: 'report',
        labelKey: 'report:editor.typeLabel',
        initialData: { actionType: 'report', embedType: 'report', embedId: '' },
        validate: expect.any(Function),
        load: expect.any(Function),
      },
    ]);
    expect(declaredBy(manifest).customerSettings).toEqual([
      { id: 'report-workspace', titleKey: 'report:workspace.title', order: 100, load: expect.any(Function) },
    ]);
    expect((await declaredBy(manifest).actionEditors[0]!.load()).default).toBe(ReportEditor);
    expect((await declaredBy(manifest).customerSettings[0]!.load()).default).toBe(WorkspaceSettings);
  });

  it('checks the data before it is sent, naming each problem with a key of its texts', () => {
    const validate = declaredBy(manifest).actionEditors[0]!.validate!;
    expect(validate({ actionType: 'report', embedType: 'report', embedId: 'r1' })).toEqual({});
    expect(validate({ actionType: 'report', embedType: 'report', embedId: '' })).toEqual({
      embedId: 'report:editor.problem.embedId.report',
    });
    expect(validate({ actionType: 'report', embedType: 'tile', embedId: '' })).toEqual({
      embedId: 'report:editor.problem.embedId.tile',
      dashboardId: 'report:editor.problem.dashboardId',
    });
    expect(validate({ actionType: 'report', embedType: 'visual', embedId: 'r1' })).toEqual({
      pageName: 'report:editor.problem.pageName',
      visualName: 'report:editor.problem.visualName',
    });
    expect(
      validate({ actionType: 'report', embedType: 'report', embedId: 'r1', rls: { roles: [] }, loadTimeoutSeconds: 0 }),
    ).toEqual({
      rls: 'report:editor.problem.roles',
      loadTimeoutSeconds: 'report:editor.problem.timeout',
    });
    expect(validate({ actionType: 'report', embedType: 'report', embedId: 'r1', loadTimeoutSeconds: '30' })).toEqual({
      loadTimeoutSeconds: 'report:editor.problem.timeout',
    });
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });

  it("names its services under the plugin's own namespace", () => {
    expect([ActiveReportViewsToken, EmbedPortLoader].map(tokenName)).toEqual([
      'plugin.report.active-views',
      'plugin.report.embed-port-loader',
    ]);
  });
});
