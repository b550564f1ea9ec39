import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'claims',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'claims', load: () => import('./views/ClaimsView') });
    ctx.actionEditors.register({
      actionType: 'claims',
      labelKey: 'claims:editor.typeLabel',
      initialData: { actionType: 'claims' },
      load: () => import('./views/ClaimsEditor'),
    });
  },
});
