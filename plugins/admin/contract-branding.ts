import * as z from 'zod/mini';
import { Customer, CustomerId, pageOf, paging } from './contract';

/** The branding, plugin list and invitation paths of the admin API (the others are AdminPaths in contract.ts). */
export const BrandingPaths = {
  customerLogo: '/api/admin/customers/:customerId/logo',
  plugins: '/api/admin/plugins',
  invitationRevoke: '/api/admin/invitations/:invitationId/revoke',
} as const;

/** At most 256 kB of image; base64 takes 4 characters for every 3 bytes. */
export const MAX_LOGO_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A logo upload: the API takes JSON only, so the image comes as base64. Checked by its bytes, not contentType. */
export const LogoUpload = z.strictObject({
  contentType: z.string().check(z.minLength(1), z.maxLength(100)),
  dataBase64: z.string().check(z.minLength(1), z.maxLength(Math.ceil(MAX_LOGO_BYTES / 3) * 4)),
});
export type LogoUpload = z.infer<typeof LogoUpload>;

/**
 * A customer as its editor shows it: with its brand colours and the Entra tenants whose users sign in to it (a
 * backend without them still opens in the editor: absent means none).
 */
export const CustomerDetails = z.object({
  ...Customer.shape,
  primaryColor: z._default(z.nullable(z.string()), null),
  headerColor: z._default(z.nullable(z.string()), null),
  tenantIds: z._default(z.array(z.string()), []),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/** The deployment's plugins, each with the action types it serves, for the customer's plugin list. */
export const DeploymentPlugins = z.object({
  plugins: z.array(z.object({ id: z.string(), actionTypes: z.array(z.string()) })),
  /** Plugins the server disabled because they failed to register, with the reason (also in the server log). */
  failed: z.optional(z.array(z.object({ pluginId: z.string(), reason: z.string() }))),
});
export type DeploymentPlugins = z.infer<typeof DeploymentPlugins>;

// ---- invitations

export const INVITATION_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export const InvitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const InvitationListQuery = z.strictObject({
  customerId: z.optional(CustomerId),
  status: z.optional(InvitationStatus),
  ...paging,
});
export type InvitationListQuery = z.infer<typeof InvitationListQuery>;

export const InvitationParams = z.object({
  invitationId: z.string().check(z.regex(/^[0-9]{1,9}$/, 'must be a whole number')),
});

export const InvitationRow = z.object({
  id: z.number(),
  email: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  role: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  status: InvitationStatus,
});
export type InvitationRow = z.infer<typeof InvitationRow>;
export const InvitationList = pageOf(InvitationRow);
export type InvitationList = z.infer<typeof InvitationList>;

/** The start of an uploaded logo's address (the server's /branding/logo/<customerId>/<hash>.<ext>). */
export const LOGO_PATH_PREFIX = '/branding/logo/';
