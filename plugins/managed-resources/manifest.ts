import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'managed-resources',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'managed-resources', load: () => import('./views/ManagedResourcesView') }],
    actionEditors: [
      {
        actionType: 'managed-resources',
        labelKey: 'managed-resources:editor.typeLabel',
        initialData: { actionType: 'managed-resources' },
        load: () => import('./views/ManagedResourcesEditor'),
      },
    ],
  },
});
