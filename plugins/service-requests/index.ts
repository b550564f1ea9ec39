import { definePlugin, HttpClient } from '../../core/plugin-api';
import catalogueEn from './locales/catalogue.en.json';
import catalogueNl from './locales/catalogue.nl.json';
import problemsEn from './locales/catalogue-problems.en.json';
import problemsNl from './locales/catalogue-problems.nl.json';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { CatalogueStore, CatalogueStoreToken } from './stores/catalogue-store';
import { DesignerStore, DesignerStoreToken } from './stores/designer-store';
import { ServiceRequestsStore, ServiceRequestsStoreToken } from './stores/service-requests-store';

/** The plugin's code, loaded the first time one of its contributions (manifest.ts) shows: its texts and stores. */
export default definePlugin({
  id: 'service-requests',
  texts: {
    en: { ...en, ...catalogueEn, catalogueProblems: problemsEn },
    nl: { ...nl, ...catalogueNl, catalogueProblems: problemsNl },
  },
  start(ctx) {
    ctx.provide(ServiceRequestsStoreToken, (resolve) => new ServiceRequestsStore(resolve(HttpClient)));
    ctx.provide(CatalogueStoreToken, (resolve) => new CatalogueStore(resolve(HttpClient)));
    ctx.provide(DesignerStoreToken, (resolve) => new DesignerStore(resolve(HttpClient)));
  },
});
