import { defineManifest, NotificationService } from '../../core/plugin-api';

export default defineManifest({
  id: 'notifications',
  code: () => import('./index'),
  // Every plugin may notify: the code (the store behind the bell) starts with the portal.
  implements: [NotificationService],
  contributes: {
    menuSections: [
      {
        id: 'notifications-bell',
        placement: 'top-bar',
        order: 10,
        visible: ({ isAuthorized }) => isAuthorized,
        load: () => import('./views/NotificationBell'),
        usesAntd: false,
      },
    ],
  },
});
