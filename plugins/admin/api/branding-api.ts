import type { HttpClient } from '../../../core/plugin-api';
import { AdminPaths, type CustomerCreate, type CustomerUpdate } from '../contract';
import {
  BrandingPaths,
  CustomerDetails,
  DeploymentPlugins,
  InvitationList,
  InvitationRow,
  type LogoUpload,
} from '../contract-branding';
import { adminUrl } from './admin-api';

/** The customer editor's calls (details, logo, the deployment's plugins) and the invitation list's. */
export const brandingApi = (http: HttpClient) => ({
  getCustomerDetails: (customerId: string) => http.get(adminUrl(AdminPaths.customer, { customerId }), CustomerDetails),
  createCustomer: (body: CustomerCreate) => http.post(AdminPaths.customers, body, CustomerDetails),
  updateCustomer: (customerId: string, body: CustomerUpdate) =>
    http.patch(adminUrl(AdminPaths.customer, { customerId }), body, CustomerDetails),
  uploadLogo: (customerId: string, body: LogoUpload) =>
    http.post(adminUrl(BrandingPaths.customerLogo, { customerId }), body, CustomerDetails),
  removeLogo: (customerId: string) =>
    http.delete(adminUrl(BrandingPaths.customerLogo, { customerId }), CustomerDetails),
  deploymentPlugins: () => http.get(BrandingPaths.plugins, DeploymentPlugins),

  listInvitations: (query: object) => http.get(adminUrl(AdminPaths.invitations, {}, query), InvitationList),
  revokeInvitation: (invitationId: number) =>
    http.post(
      adminUrl(BrandingPaths.invitationRevoke, { invitationId: String(invitationId) }),
      undefined,
      InvitationRow,
    ),
});

export type BrandingApi = ReturnType<typeof brandingApi>;
