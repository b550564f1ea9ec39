import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'sla-reports',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'sla-reports', load: () => import('./views/SlaReportsView') });
    ctx.actionEditors.register({
      actionType: 'sla-reports',
      labelKey: 'sla-reports:editor.typeLabel',
      initialData: { actionType: 'sla-reports' },
      load: () => import('./views/SlaReportsEditor'),
    });
  },
});
