import { DemoCustomers, defineServerPlugin } from '../../../server/plugin-api';
import { ClaimsData } from '../contract';
import { claimsOf } from './claims-of';

/**
 * The claims action: its answer carries the signed-in user's claims, built on the server for every request
 * (the stored action has no data of its own). The demo seeds a "My claims" item for each demo customer.
 */
export default defineServerPlugin({
  id: 'claims',
  actionTypes: ['claims'],
  actionDataSchemas: { claims: ClaimsData },
  actionResolvers: {
    claims: ({ data, api, user }) => ({ ...data, claims: claimsOf(api.userProfile(user), api.activeCustomer(user)) }),
  },
  seed(demo) {
    demo.addActions(DemoCustomers.contoso, [
      { id: 107, type: 'claims', title: 'My claims', menu: { id: 1017, order: 4 } },
    ]);
    demo.addActions(DemoCustomers.fabrikam, [
      { id: 204, type: 'claims', title: 'Mijn claims', menu: { id: 2007, order: 4 } },
    ]);
    demo.addActions(DemoCustomers.northwind, [
      { id: 305, type: 'claims', title: 'Mijn claims', menu: { id: 3008, order: 5 } },
    ]);
  },
});
