import { defineManifest } from '../../core/plugin-api';
import { validateLinkData } from './editor-validation';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'link',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'link', load: () => import('./views/LinkView'), fullBleed: true }],
    actionEditors: [
      {
        actionType: 'link',
        labelKey: 'link:editor.typeLabel',
        initialData: { actionType: 'link', url: '' },
        validate: validateLinkData,
        load: () => import('./views/LinkEditor'),
      },
    ],
  },
});
