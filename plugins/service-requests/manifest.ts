import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

/** The permission that opens the support pages. */
const SUPPORT = 'support';
/** The permission /account/me gives provider administrators (the deliveries to the ticket system are theirs). */
const PROVIDER_ADMIN = 'provider-admin';
const isProviderAdmin = ({ permissions }: { permissions: readonly string[] }) =>
  permissions.some((permission) => permission.toLowerCase() === PROVIDER_ADMIN);

export default defineManifest({
  id: 'service-requests',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [
      { actionType: 'service-requests', load: () => import('./views/ServiceRequestsView'), accessRule: SUPPORT },
    ],
    actionEditors: [
      {
        actionType: 'service-requests',
        labelKey: 'service-requests:editor.typeLabel',
        initialData: { actionType: 'service-requests' },
        load: () => import('./views/ServiceRequestsEditor'),
      },
    ],
    pages: [
      { path: '/service-requests/:number', load: () => import('./views/ServiceRequestPage'), accessRules: [SUPPORT] },
      {
        path: '/admin/service-desk',
        load: () => import('./views/deliveries/DeliveriesPage'),
        accessRules: [PROVIDER_ADMIN],
      },
    ],
    menuSections: [
      // After the administration's section.
      {
        id: 'service-desk-deliveries',
        placement: 'side-menu',
        order: 210,
        visible: isProviderAdmin,
        load: () => import('./views/deliveries/DeliveriesMenuSection'),
        usesAntd: false,
      },
    ],
    wizards: [{ id: 'service-request', load: () => import('./wizard') }],
    homeCards: [
      {
        id: 'support',
        actionType: 'service-requests',
        titleKey: 'home.title',
        textKey: 'home.text',
        linkKey: 'home.link',
        order: 10,
        icon: CustomerServiceOutlined,
      },
    ],
  },
});
