import { accountFeature } from './account';
import { actionsFeature } from './actions';
import { coreDataFeature } from './core-data';
import { demoPagesFeature } from './demo-pages';
import { loginPageFeature } from './login-page';
import { menuFeature } from './menu';
import { notificationsFeature } from './notifications';
import { recommendationsFeature } from './recommendations';
import { registrationFeature } from './registration';
import { reportCallsFeature } from './report-calls';
import { reportsFeature } from './reports';
import { settingsFeature } from './settings';
import { subscriptionsFeature } from './subscriptions';
import type { ServerFeature } from './types';

/** Every server feature, in start-up order. Add a line here for a new one. */
export const features: ServerFeature[] = [
  coreDataFeature,
  accountFeature,
  settingsFeature,
  menuFeature,
  actionsFeature,
  reportCallsFeature,
  reportsFeature,
  registrationFeature,
  loginPageFeature,
  demoPagesFeature,
  notificationsFeature,
  subscriptionsFeature,
  recommendationsFeature,
];
