import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import { definePlugin, HttpClient } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { ServiceRequestsStore, ServiceRequestsStoreToken } from './stores/service-requests-store';
import { serviceRequestWizard } from './wizard';

/** The permission that opens the support pages. */
const SUPPORT = 'support';

export default definePlugin({
  id: 'service-requests',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.provide(ServiceRequestsStoreToken, (resolve) => new ServiceRequestsStore(resolve(HttpClient)));
    ctx.actionViews.register({ actionType: 'service-requests', load: () => import('./views/ServiceRequestsView'), accessRule: SUPPORT });
    ctx.pages.register({ path: '/service-requests/:number', load: () => import('./views/ServiceRequestPage'), accessRules: [SUPPORT] });
    ctx.wizards.register(serviceRequestWizard(() => ctx.resolve(ServiceRequestsStoreToken)));
    ctx.homeCards.register({
      id: 'support', actionType: 'service-requests', titleKey: 'home.title', textKey: 'home.text', linkKey: 'home.link', order: 10,
      icon: CustomerServiceOutlined,
    });
    ctx.actionEditors.register({
      actionType: 'service-requests',
      labelKey: 'service-requests:editor.typeLabel',
      initialData: { actionType: 'service-requests' },
      load: () => import('./views/ServiceRequestsEditor'),
    });
  },
});
