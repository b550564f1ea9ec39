import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'azure-services',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [
      { actionType: 'azure-services', load: () => import('./views/AzureServicesView'), accessRule: 'azure' },
    ],
    actionEditors: [
      {
        actionType: 'azure-services',
        labelKey: 'azure-services:editor.typeLabel',
        initialData: { actionType: 'azure-services' },
        load: () => import('./views/AzureServicesEditor'),
      },
    ],
  },
});
