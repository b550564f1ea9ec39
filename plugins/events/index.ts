import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'events',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'events', load: () => import('./views/EventsView') });
    ctx.actionEditors.register({
      actionType: 'events',
      labelKey: 'events:editor.typeLabel',
      initialData: { actionType: 'events' },
      load: () => import('./views/EventsEditor'),
    });
  },
});
