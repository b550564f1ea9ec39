import { HttpClient, TenantRequester, definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { AzureSubscriptionsStore, AzureSubscriptionsStoreToken } from './stores/azure-subscriptions-store';

/** The plugin's code, loaded the first time one of its contributions (manifest.ts) shows: its texts and store. */
export default definePlugin({
  id: 'azure-subscriptions',
  texts: { en, nl },
  start(ctx) {
    ctx.provide(
      AzureSubscriptionsStoreToken,
      (resolve) => new AzureSubscriptionsStore(resolve(HttpClient), resolve(TenantRequester)),
    );
  },
});
