import * as z from 'zod/mini';

/** The admin API's paths (server routes and, later, the browser's admin screens). */
export const AdminPaths = {
  customers: '/api/admin/customers',
  customer: '/api/admin/customers/:customerId',
  customerDeactivate: '/api/admin/customers/:customerId/deactivate',
  customerReactivate: '/api/admin/customers/:customerId/reactivate',
  users: '/api/admin/users',
  user: '/api/admin/users/:userId',
  userDisable: '/api/admin/users/:userId/disable',
  userEnable: '/api/admin/users/:userId/enable',
  userRemoval: '/api/admin/users/:userId/removal',
  userProviderAdmin: '/api/admin/users/:userId/provider-admin',
  membership: '/api/admin/users/:userId/memberships/:customerId',
  invitations: '/api/admin/invitations',
  audit: '/api/admin/audit',
  auditExport: '/api/admin/audit/export',
} as const;

export const MAX_PAGE_SIZE = 200;
const MAX_PAGE = 1_000_000;

export const CUSTOMER_ROLES = ['user', 'customer-admin'] as const;
export const CustomerRole = z.enum(CUSTOMER_ROLES);
export type CustomerRole = z.infer<typeof CustomerRole>;

const wholeNumber = (max: number) =>
  z.string().check(
    z.regex(/^[0-9]{1,9}$/, 'must be a whole number'),
    z.refine((value) => Number(value) >= 1 && Number(value) <= max, `must be from 1 to ${max}`),
  );
const search = z.optional(z.string().check(z.maxLength(200)));
const order = z.optional(z.enum(['asc', 'desc']));
export const paging = { page: z.optional(wholeNumber(MAX_PAGE)), pageSize: z.optional(wholeNumber(MAX_PAGE_SIZE)) };

export const CustomerId = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lower-case letters, digits and hyphens (at most 64)'));
export const UserId = z.string().check(z.minLength(1), z.maxLength(200));

export const CustomerParams = z.object({ customerId: CustomerId });
export const UserParams = z.object({ userId: UserId });
export const MembershipParams = z.object({ userId: UserId, customerId: CustomerId });

/** A page of a list: the rows, the total of the whole filtered list, and where this page is. */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    items: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });

// ---- customers

export const CustomerListQuery = z.strictObject({
  search,
  sort: z.optional(z.enum(['name', 'id'])),
  order,
  includeDeactivated: z.optional(z.enum(['true', 'false'])),
  ...paging,
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

const nullableText = (max: number) => z.nullable(z.string().check(z.maxLength(max)));

/** The editable fields of a customer; URLs are portal paths (/static/...) or https addresses. */
export const CustomerFields = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  theme: z.optional(nullableText(64)),
  logoUrl: z.optional(nullableText(2000)),
  customStylesheet: z.optional(nullableText(2000)),
  /** The plugins this customer sees; null: every plugin of the deployment. */
  plugins: z.optional(z.nullable(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(100)))),
  monitoringLocation: z.optional(nullableText(2000)),
  /** Brand colours, #rrggbb (contract-branding.ts); null: the theme's. */
  primaryColor: z.optional(nullableText(7)),
  headerColor: z.optional(nullableText(7)),
  /** The Entra tenants whose users sign in to this customer (GUIDs), replacing the stored list. */
  tenantIds: z.optional(z.array(z.string().check(z.maxLength(36))).check(z.maxLength(50))),
});

export const CustomerCreate = z.strictObject({ ...CustomerFields.shape, id: CustomerId });
export type CustomerCreate = z.infer<typeof CustomerCreate>;
export const CustomerUpdate = z.partial(CustomerFields);
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;

export const Customer = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  customStylesheet: z.nullable(z.string()),
  plugins: z.nullable(z.array(z.string())),
  monitoringLocation: z.nullable(z.string()),
  deactivatedAt: z.nullable(z.string()),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerSummary = z.object({
  id: z.string(),
  name: z.string(),
  deactivatedAt: z.nullable(z.string()),
  userCount: z.number(),
});
export const CustomerList = pageOf(CustomerSummary);
export type CustomerList = z.infer<typeof CustomerList>;

// ---- users

export const UserListQuery = z.strictObject({
  search,
  customerId: z.optional(CustomerId),
  sort: z.optional(z.enum(['name', 'email', 'lastSignIn'])),
  order,
  ...paging,
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const Membership = z.object({
  customerId: z.string(),
  customerName: z.string(),
  role: CustomerRole,
  customerDeactivated: z.boolean(),
});

export const User = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isProviderAdmin: z.boolean(),
  disabledAt: z.nullable(z.string()),
  lastSignInAt: z.nullable(z.string()),
  accountDeletionRequestDate: z.nullable(z.string()),
  accountDeletionDate: z.nullable(z.string()),
  memberships: z.array(Membership),
});
export type User = z.infer<typeof User>;

export const UserSummary = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isProviderAdmin: z.boolean(),
  disabledAt: z.nullable(z.string()),
  lastSignInAt: z.nullable(z.string()),
});
export const UserList = pageOf(UserSummary);
export type UserList = z.infer<typeof UserList>;

export const MembershipRoleUpdate = z.strictObject({ role: CustomerRole });
export const ProviderAdminUpdate = z.strictObject({ isProviderAdmin: z.boolean() });

export const InvitationRequest = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  customerId: CustomerId,
  role: z._default(CustomerRole, 'user'),
  permissions: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50)), []),
  language: z._default(z.enum(['en', 'nl']), 'en'),
});
export type InvitationRequest = z.infer<typeof InvitationRequest>;

export const InvitationCreated = z.object({
  email: z.string(),
  customerId: z.string(),
  role: CustomerRole,
  /** The single-use link (also mailed): for an administrator who hands it over another way. */
  link: z.string(),
  expiresAt: z.string(),
});

// ---- audit

export const AuditQuery = z.strictObject({
  customerId: z.optional(CustomerId),
  actorUserId: z.optional(UserId),
  action: z.optional(z.string().check(z.maxLength(64))),
  targetType: z.optional(
    z.enum(['customer', 'user', 'membership', 'invitation', 'menu', 'security', 'file', 'record']),
  ),
  targetId: z.optional(z.string().check(z.maxLength(300))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  ...paging,
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditRow = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.nullable(z.string()),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  customerId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof AuditRow>;
export const AuditList = pageOf(AuditRow);
