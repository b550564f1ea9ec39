import { defineManifest } from '../../core/plugin-api';
import en from './locales/labels.en.json';
import nl from './locales/labels.nl.json';

/**
 * The sign-off platform's screen (server/sign-offs): what waits for the user's sign-off and the user's own
 * requests, at /sign-offs (the mails and tray items link there), and the customer's rules for its administrators.
 */
export default defineManifest({
  id: 'sign-offs',
  labels: { en, nl },
  code: () => import('./index'),
  contributes: {
    menuSections: [
      {
        id: 'sign-offs',
        placement: 'side-menu',
        order: 190,
        visible: ({ isAuthorized }) => isAuthorized,
        load: () => import('./views/SignOffsMenuLink'),
        usesAntd: false,
      },
    ],
    pages: [{ path: '/sign-offs', load: () => import('./views/SignOffsPage') }],
    // The provider's administration: a section of each customer's editor.
    customerSettings: [
      { id: 'sign-off-rules', titleKey: 'sign-offs:rules.heading', load: () => import('./views/RulesEditor') },
    ],
  },
});
