import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'azure-subscriptions',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'azure-subscriptions', load: () => import('./views/AzureSubscriptionsView') }],
    actionEditors: [
      {
        actionType: 'azure-subscriptions',
        labelKey: 'azure-subscriptions:editor.typeLabel',
        initialData: { actionType: 'azure-subscriptions' },
        load: () => import('./views/AzureSubscriptionsEditor'),
      },
    ],
    customerSettings: [
      {
        id: 'azure-billing-scope',
        titleKey: 'azure-subscriptions:billingScope.title',
        order: 200,
        load: () => import('./views/BillingScopeSettings'),
      },
    ],
    wizards: [{ id: 'azure-subscription', load: () => import('./wizard/azure-subscription-wizard') }],
    homeCards: [
      {
        id: 'azure-subscriptions',
        actionType: 'azure-subscriptions',
        titleKey: 'home.title',
        textKey: 'home.text',
        linkKey: 'home.link',
        order: 60,
      },
    ],
  },
});
