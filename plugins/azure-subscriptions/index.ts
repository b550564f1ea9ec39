import { AccountStore, HttpClient, TenantRequester, definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { AzureSubscriptionsStore, AzureSubscriptionsStoreToken } from './stores/azure-subscriptions-store';
import { azureSubscriptionWizard } from './wizard/azure-subscription-wizard';

export default definePlugin({
  id: 'azure-subscriptions',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.provide(AzureSubscriptionsStoreToken, (resolve) => new AzureSubscriptionsStore(resolve(HttpClient), resolve(TenantRequester)));
    ctx.actionViews.register({ actionType: 'azure-subscriptions', load: () => import('./views/AzureSubscriptionsView') });
    ctx.actionEditors.register({
      actionType: 'azure-subscriptions',
      labelKey: 'azure-subscriptions:editor.typeLabel',
      initialData: { actionType: 'azure-subscriptions' },
      load: () => import('./views/AzureSubscriptionsEditor'),
    });
    ctx.wizards.register(azureSubscriptionWizard(ctx.resolve, { account: AccountStore, store: AzureSubscriptionsStoreToken }));
    ctx.homeCards.register({
      id: 'azure-subscriptions', actionType: 'azure-subscriptions', titleKey: 'home.title', textKey: 'home.text', linkKey: 'home.link', order: 60,
    });
  },
});
