import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'recommendations',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({
      actionType: 'recommendations',
      load: () => import('./views/RecommendationsView'),
      accessRule: 'recommendations',
    });
    ctx.actionEditors.register({
      actionType: 'recommendations',
      labelKey: 'recommendations:editor.typeLabel',
      initialData: { actionType: 'recommendations' },
      load: () => import('./views/RecommendationsEditor'),
    });
  },
});
