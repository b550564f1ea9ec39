import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'surveys',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'surveys', load: () => import('./views/SurveysView') }],
    actionEditors: [
      {
        actionType: 'surveys',
        labelKey: 'surveys:editor.typeLabel',
        initialData: { actionType: 'surveys' },
        load: () => import('./views/SurveysEditor'),
      },
    ],
    customerSettings: [
      {
        id: 'surveys-answers',
        titleKey: 'surveys:admin.title',
        order: 210,
        load: () => import('./views/admin/SurveyAnswersSection'),
      },
    ],
  },
});
