import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'surveys',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'surveys', load: () => import('./views/SurveysView') });
    ctx.actionEditors.register({
      actionType: 'surveys',
      labelKey: 'surveys:editor.typeLabel',
      initialData: { actionType: 'surveys' },
      load: () => import('./views/SurveysEditor'),
    });
  },
});
