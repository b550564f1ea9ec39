import { definePlugin } from '../../core/plugin-api';
import { validateHtmlData } from './editor-validation';
import en from './locales/en.json';
import nl from './locales/nl.json';


export default definePlugin({
  id: 'html',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'html', load: () => import('./views/HtmlView'), usesAntd: false });
    ctx.actionEditors.register({
      actionType: 'html',
      labelKey: 'html:editor.typeLabel',
      initialData: { actionType: 'html', html: '' },
      validate: validateHtmlData,
      load: () => import('./views/HtmlEditor'),
    });
  },
});
