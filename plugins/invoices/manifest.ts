import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

export default defineManifest({
  id: 'invoices',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    actionViews: [{ actionType: 'invoices', load: () => import('./views/InvoicesView'), accessRule: 'account' }],
    actionEditors: [
      {
        actionType: 'invoices',
        labelKey: 'invoices:editor.typeLabel',
        initialData: { actionType: 'invoices' },
        load: () => import('./views/InvoicesEditor'),
      },
    ],
    homeCards: [
      {
        id: 'invoices',
        actionType: 'invoices',
        titleKey: 'homeCard.title',
        textKey: 'homeCard.text',
        linkKey: 'homeCard.link',
        order: 30,
        icon: FileTextOutlined,
      },
    ],
  },
});
