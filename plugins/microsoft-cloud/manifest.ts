import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'microsoft-cloud',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    customerSettings: [
      {
        id: 'microsoft-cloud-connection',
        titleKey: 'microsoft-cloud:connection.title',
        order: 90,
        load: () => import('./views/ConnectionSettings'),
      },
    ],
  },
});
