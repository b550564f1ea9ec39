import { defineServerPlugin } from '../../../server/plugin-api';
import { auditRoutes } from './audit-routes';
import { brandingRoutes } from './branding-routes';
import { customerRoutes } from './customers-routes';
import { identityRoutes } from './identity-routes';
import { invitationRoutes } from './invitations-routes';
import { membershipRoutes } from './memberships-routes';
import { menuRoutes } from './menu-routes';
import { adminMigrations } from './migrations';
import { permissionRoutes } from './permissions-routes';
import { pluginsRoute } from './plugins-route';
import { refusingWhileRunningAs } from './refuse-while-running-as';
import { runAsRoutes } from './run-as-routes';
import { userRoutes } from './users-routes';

/**
 * Provider administration's API (/api/admin/...): customers, users, memberships, invitations and the audit
 * log. The operations and the roles live in the server core (server/admin, shared with `npm run admin`);
 * this plugin decides who may call what (authorize.ts) and shapes the HTTP answers.
 */
export default defineServerPlugin({
  id: 'admin',
  // Every customer's menu drafts and the provider administration (both granted in the shipped PLUGIN_GRANTS).
  capabilities: ['crossCustomerData', 'administration'],
  migrations: adminMigrations,
  routes(pluginApi) {
    // Nothing administrative while viewing the portal as another user (run-as).
    const api = refusingWhileRunningAs(pluginApi);
    runAsRoutes(api);
    customerRoutes(api);
    userRoutes(api);
    identityRoutes(api);
    membershipRoutes(api);
    auditRoutes(api);
    menuRoutes(api);
    brandingRoutes(api);
    invitationRoutes(api);
    pluginsRoute(api);
    permissionRoutes(api);
  },
});
