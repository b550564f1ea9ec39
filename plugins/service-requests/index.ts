import { definePlugin, HttpClient } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { ServiceRequestsStore, ServiceRequestsStoreToken } from './stores/service-requests-store';

/** The plugin's code, loaded the first time one of its contributions (manifest.ts) shows: its texts and store. */
export default definePlugin({
  id: 'service-requests',
  texts: { en, nl },
  start(ctx) {
    ctx.provide(ServiceRequestsStoreToken, (resolve) => new ServiceRequestsStore(resolve(HttpClient)));
  },
});
