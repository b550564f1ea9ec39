import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'recommendations',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [
      {
        actionType: 'recommendations',
        load: () => import('./views/RecommendationsView'),
        accessRule: 'recommendations',
      },
    ],
    actionEditors: [
      {
        actionType: 'recommendations',
        labelKey: 'recommendations:editor.typeLabel',
        initialData: { actionType: 'recommendations' },
        load: () => import('./views/RecommendationsEditor'),
      },
    ],
    customerSettings: [
      {
        id: 'recommendations-approval',
        titleKey: 'recommendations:admin.title',
        order: 200,
        load: () => import('./views/admin/RecommendationsApproval'),
      },
    ],
  },
});
