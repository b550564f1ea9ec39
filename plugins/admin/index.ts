import { definePlugin } from '../../core/plugin-api';
import { adminTexts } from './locales';
import { registerAdminPages } from './pages';
import { isAdministrator } from './permissions';

export default definePlugin({
  id: 'admin',
  register(ctx) {
    ctx.i18n.addResources(adminTexts);
    ctx.menuSections.register({
      id: 'administration',
      placement: 'side-menu',
      labelKey: 'menu.title',
      // After the spec's (empty) section for authorized users.
      order: 200,
      visible: ({ isAuthorized, permissions }) => isAuthorized && isAdministrator(permissions),
      load: () => import('./views/AdminMenuSection'),
      usesAntd: false,
    });
    // On the home page too: an administrator without customers sees only the spec's configuration message there.
    ctx.menuSections.register({
      id: 'administration-home',
      placement: 'home',
      visible: ({ isAuthorized, permissions }) => isAuthorized && isAdministrator(permissions),
      load: () => import('./views/AdminHomeSection'),
      usesAntd: false,
    });
    registerAdminPages(ctx);
  },
});
