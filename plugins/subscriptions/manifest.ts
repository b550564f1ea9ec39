import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'subscriptions',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [
      { actionType: 'subscriptions', load: () => import('./views/SubscriptionsView'), accessRule: 'licences' },
    ],
    actionEditors: [
      {
        actionType: 'subscriptions',
        labelKey: 'subscriptions:editor.typeLabel',
        initialData: { actionType: 'subscriptions' },
        load: () => import('./views/SubscriptionsEditor'),
      },
    ],
  },
});
