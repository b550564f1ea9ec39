import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'claims',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'claims', load: () => import('./views/ClaimsView') }],
    actionEditors: [
      {
        actionType: 'claims',
        labelKey: 'claims:editor.typeLabel',
        initialData: { actionType: 'claims' },
        load: () => import('./views/ClaimsEditor'),
      },
    ],
  },
});
