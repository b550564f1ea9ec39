import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'contracts',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'contracts', load: () => import('./views/ContractsView') }],
    actionEditors: [
      {
        actionType: 'contracts',
        labelKey: 'contracts:editor.typeLabel',
        initialData: { actionType: 'contracts' },
        load: () => import('./views/ContractsEditor'),
      },
    ],
  },
});
