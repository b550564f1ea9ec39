import { defineManifest } from '../../core/plugin-api';
import { validateHtmlData } from './editor-validation';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'html',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    // The view brings the sanitizer (DOMPurify) with it: neither is on the first screen of a page without a card.
    actionViews: [{ actionType: 'html', load: () => import('./views/HtmlView'), usesAntd: false }],
    actionEditors: [
      {
        actionType: 'html',
        labelKey: 'html:editor.typeLabel',
        initialData: { actionType: 'html', html: '' },
        validate: validateHtmlData,
        load: () => import('./views/HtmlEditor'),
      },
    ],
  },
});
