import { defineServerPlugin } from '../../../server/plugin-api';
import { auditRoutes } from './audit-routes';
import { customerRoutes } from './customers-routes';
import { membershipRoutes } from './memberships-routes';
import { userRoutes } from './users-routes';

/**
 * Provider administration's API (/api/admin/...): customers, users, memberships, invitations and the audit
 * log. The operations and the roles live in the server core (server/admin, shared with `npm run admin`);
 * this plugin decides who may call what (authorize.ts) and shapes the HTTP answers.
 */
export default defineServerPlugin({
  id: 'admin',
  routes(api) {
    customerRoutes(api);
    userRoutes(api);
    membershipRoutes(api);
    auditRoutes(api);
  },
});
