import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'invoices',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'invoices', load: () => import('./views/InvoicesView'), accessRule: 'account' });
    ctx.actionEditors.register({
      actionType: 'invoices',
      labelKey: 'invoices:editor.typeLabel',
      initialData: { actionType: 'invoices' },
      load: () => import('./views/InvoicesEditor'),
    });
    ctx.homeCards.register({
      id: 'invoices', actionType: 'invoices', titleKey: 'homeCard.title', textKey: 'homeCard.text', linkKey: 'homeCard.link', order: 30, icon: FileTextOutlined,
    });
  },
});
