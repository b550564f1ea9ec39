import { accessRequestFeature } from './access-request';
import { accountFeature } from './account';
import { actionsFeature } from './actions';
import { brandingLogoFeature } from './branding-logo';
import { coreDataFeature } from './core-data';
import { demoPagesFeature } from './demo-pages';
import { healthFeature } from './health';
import { emailSignInFeature } from '../email-sign-in/email-sign-in-routes';
import { invitationPageFeature } from '../invitations/invitation-page';
import { loginPageFeature } from './login-page';
import { menuFeature } from './menu';
import { oidcSignInFeature } from './oidc-sign-in';
import { registrationFeature } from './registration';
import { runAsFeature } from './run-as';
import { sessionsFeature } from './sessions';
import { settingsFeature } from './settings';
import { syncedSourcesFeature } from './synced-sources';
import { syncedSourcesAdminFeature } from './synced-sources-admin';
import { apiKeysAdminFeature } from './api-keys-admin';
import { recordTypesFeature } from './record-types';
import { searchFeature } from './search';
import { signOffsFeature } from '../sign-offs/routes';
import { favouritesFeature } from '../favourites/routes';
import type { ServerFeature } from './feature';

/**
 * The server's core: the spec's core calls, sign-in and the demo's own pages. Capabilities are plugins
 * (plugins/<id>/server), found at build time; nothing here names one.
 */
export const features: ServerFeature[] = [
  healthFeature,
  coreDataFeature,
  accountFeature,
  runAsFeature,
  sessionsFeature,
  accessRequestFeature,
  settingsFeature,
  brandingLogoFeature,
  menuFeature,
  actionsFeature,
  registrationFeature,
  loginPageFeature,
  oidcSignInFeature,
  invitationPageFeature,
  emailSignInFeature,
  demoPagesFeature,
  syncedSourcesFeature,
  syncedSourcesAdminFeature,
  apiKeysAdminFeature,
  recordTypesFeature,
  searchFeature,
  favouritesFeature,
  signOffsFeature(),
];
