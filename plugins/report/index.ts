import { definePlugin } from '../../core/plugin-api';
import { validateReportData } from './editor-validation';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { ActiveReportViews } from './services/active-views';
import { ActiveReportViewsToken, EmbedPortLoader } from './services/tokens';

export default definePlugin({
  id: 'report',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    let views: ActiveReportViews | undefined;
    ctx.provide(ActiveReportViewsToken, () => (views ??= new ActiveReportViews()));
    ctx.provide(EmbedPortLoader, () => (origin) => import('./services/load-power-bi').then((m) => m.loadEmbedPort(origin)));
    ctx.actionViews.register({ actionType: 'report', load: () => import('./views/ReportView'), fullBleed: true });
    ctx.actionEditors.register({
      actionType: 'report',
      labelKey: 'report:editor.typeLabel',
      initialData: { actionType: 'report', embedType: 'report', embedId: '' },
      validate: validateReportData,
      load: () => import('./views/ReportEditor'),
    });
    ctx.customerSettings.register({
      id: 'report-workspace',
      titleKey: 'report:workspace.title',
      order: 100,
      load: () => import('./views/WorkspaceSettings'),
    });
  },
});
