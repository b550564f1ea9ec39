import { definePlugin } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export default definePlugin({
  id: 'azure-services',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    ctx.actionViews.register({ actionType: 'azure-services', load: () => import('./views/AzureServicesView'), accessRule: 'azure' });
    ctx.actionEditors.register({
      actionType: 'azure-services',
      labelKey: 'azure-services:editor.typeLabel',
      initialData: { actionType: 'azure-services' },
      load: () => import('./views/AzureServicesEditor'),
    });
  },
});
