import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'contracts',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'contracts', load: () => import('./views/ContractsView') });
    ctx.actionEditors.register({
      actionType: 'contracts',
      labelKey: 'contracts:editor.typeLabel',
      initialData: { actionType: 'contracts' },
      load: () => import('./views/ContractsEditor'),
    });
  },
});
