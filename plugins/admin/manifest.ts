import { defineManifest } from '../../core/plugin-api';
import { adminPageEntries } from './pages';
import { isAdministrator } from './permissions';

const forAdministrators = ({ isAuthorized, permissions }: { isAuthorized: boolean; permissions: readonly string[] }) =>
  isAuthorized && isAdministrator(permissions);

export default defineManifest({
  id: 'admin',
  code: () => import('./index'),
  contributes: {
    menuSections: [
      // After the spec's (empty) section for authorized users.
      {
        id: 'administration',
        placement: 'side-menu',
        order: 200,
        visible: forAdministrators,
        load: () => import('./views/AdminMenuSection'),
        usesAntd: false,
      },
      // On the home page too: an administrator without customers sees only the spec's configuration message there.
      {
        id: 'administration-home',
        placement: 'home',
        visible: forAdministrators,
        load: () => import('./views/AdminHomeSection'),
        usesAntd: false,
      },
    ],
    pages: adminPageEntries(),
  },
});
