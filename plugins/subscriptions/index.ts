import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'subscriptions',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({
      actionType: 'subscriptions',
      load: () => import('./views/SubscriptionsView'),
      accessRule: 'licences',
    });
    ctx.actionEditors.register({
      actionType: 'subscriptions',
      labelKey: 'subscriptions:editor.typeLabel',
      initialData: { actionType: 'subscriptions' },
      load: () => import('./views/SubscriptionsEditor'),
    });
  },
});
