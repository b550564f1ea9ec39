import { type ServerPluginApi } from '../../../server/plugin-api';
import { CustomerParams } from '../contract';
import { BrandingPaths, CustomerDetails, LogoUpload } from '../contract-branding';
import { actorOf, requireProviderAdmin } from './authorize';

const tags = ['admin'];
const PROVIDER_ONLY = { 403: 'Not a provider administrator' };

/** A customer's uploaded logo: provider administrators only; its address becomes the customer's logoUrl. */
export function brandingRoutes(api: ServerPluginApi): void {
  const admin = api.administration();

  api.route({
    method: 'POST',
    url: BrandingPaths.customerLogo,
    tags,
    summary:
      "Uploads a customer's logo (PNG, JPEG or WebP by its bytes, at most 256 kB, base64 in JSON; SVG refused), served at /branding/logo/... and set as its logoUrl (audited)",
    params: CustomerParams,
    body: LogoUpload,
    response: CustomerDetails,
    errors: { ...PROVIDER_ONLY, 400: 'Not a PNG, JPEG or WebP image of at most 256 kB', 404: 'No such customer' },
    handler: ({ user, params, body }) => {
      requireProviderAdmin(user);
      admin.setCustomerLogo(actorOf(user), params.customerId, body.contentType, body.dataBase64);
      return admin.customerDetails(params.customerId);
    },
  });

  api.route({
    method: 'DELETE',
    url: BrandingPaths.customerLogo,
    tags,
    summary: "Removes a customer's uploaded logo, and its logoUrl when it points there (audited)",
    params: CustomerParams,
    response: CustomerDetails,
    errors: { ...PROVIDER_ONLY, 404: 'No such customer' },
    handler: ({ user, params }) => {
      requireProviderAdmin(user);
      admin.removeCustomerLogo(actorOf(user), params.customerId);
      return admin.customerDetails(params.customerId);
    },
  });
}
