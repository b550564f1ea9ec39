import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import { defineManifest } from '../../core/plugin-api';
import { DESIGNER_PAGE } from './contract-catalogue';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

/** The permission that opens the support pages. */
const SUPPORT = 'support';
/** The permission /account/me gives provider administrators: the catalogue's designer and the deliveries to the
 * ticket system are theirs. */
const PROVIDER_ADMIN = 'provider-admin';
const isProviderAdmin = ({ isAuthorized, permissions }: { isAuthorized: boolean; permissions: readonly string[] }) =>
  isAuthorized && permissions.some((permission) => permission.toLowerCase() === PROVIDER_ADMIN);

export default defineManifest({
  id: 'service-requests',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [
      { actionType: 'service-requests', load: () => import('./views/ServiceRequestsView'), accessRule: SUPPORT },
      { actionType: 'service-catalogue', load: () => import('./views/catalogue/CatalogueView'), accessRule: SUPPORT },
    ],
    actionEditors: [
      {
        actionType: 'service-requests',
        labelKey: 'service-requests:editor.typeLabel',
        initialData: { actionType: 'service-requests' },
        load: () => import('./views/ServiceRequestsEditor'),
      },
      {
        actionType: 'service-catalogue',
        labelKey: 'service-requests:editor.catalogueTypeLabel',
        initialData: { actionType: 'service-catalogue' },
        load: () => import('./views/ServiceRequestsEditor'),
      },
    ],
    pages: [
      { path: '/service-requests/:number', load: () => import('./views/ServiceRequestPage'), accessRules: [SUPPORT] },
      { path: DESIGNER_PAGE, load: () => import('./views/designer/DesignerView'), accessRules: [PROVIDER_ADMIN] },
      {
        path: '/admin/service-desk',
        load: () => import('./views/deliveries/DeliveriesPage'),
        accessRules: [PROVIDER_ADMIN],
      },
    ],
    menuSections: [
      // The designer's and the deliveries' links, after the administration's section.
      {
        id: 'catalogue-designer',
        placement: 'side-menu',
        order: 210,
        visible: isProviderAdmin,
        load: () => import('./views/designer/DesignerMenuSection'),
        usesAntd: false,
      },
      {
        id: 'service-desk-deliveries',
        placement: 'side-menu',
        order: 220,
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
