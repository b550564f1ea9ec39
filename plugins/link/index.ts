import { definePlugin } from '../../core/plugin-api';
import { validateLinkData } from './editor-validation';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'link',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'link', load: () => import('./views/LinkView'), fullBleed: true });
    ctx.actionEditors.register({
      actionType: 'link',
      labelKey: 'link:editor.typeLabel',
      initialData: { actionType: 'link', url: '' },
      validate: validateLinkData,
      load: () => import('./views/LinkEditor'),
    });
  },
});
