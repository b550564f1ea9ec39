import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'managed-resources',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'managed-resources', load: () => import('./views/ManagedResourcesView') });
    ctx.actionEditors.register({
      actionType: 'managed-resources',
      labelKey: 'managed-resources:editor.typeLabel',
      initialData: { actionType: 'managed-resources' },
      load: () => import('./views/ManagedResourcesEditor'),
    });
  },
});
