import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'sla-reports',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'sla-reports', load: () => import('./views/SlaReportsView') }],
    actionEditors: [
      {
        actionType: 'sla-reports',
        labelKey: 'sla-reports:editor.typeLabel',
        initialData: { actionType: 'sla-reports' },
        load: () => import('./views/SlaReportsEditor'),
      },
    ],
  },
});
