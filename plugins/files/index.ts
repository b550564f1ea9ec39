import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'files',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'files', load: () => import('./views/FilesView') });
  },
});
