import * as z from 'zod/mini';
import { Flag, lenient, listOf, normalized, NumericId, StringId } from './common';

/** A customer as the portal keeps it (and as the reference server sends it). */
const CustomerShape = z.object({
  customerId: z.string(),
  customerName: z.string(),
  plugins: z.optional(z.nullable(z.array(z.string()))),
  /**
   * Set by the portal, never sent: the backend gave this id as a JSON number, so the customer switch sends
   * it back as one (a strictly typed backend may refuse the same id as text).
   */
  customerIdIsNumber: z.optional(z.boolean()),
});

/**
 * A customer the signed-in user belongs to. `plugins`, when present, limits the action-type plugins this
 * customer sees (an addition to the spec, for white-label deployments). The id may arrive as a number; a
 * missing name falls back to the id; a customer without a usable id is dropped from the list.
 */
export const Customer = normalized(
  z.object({
    customerId: z.union([z.string().check(z.minLength(1)), z.number()]),
    customerName: lenient(z.nullable(z.string()), null),
    plugins: lenient(z.optional(z.nullable(listOf(z.string(), z.string()))), undefined),
  }),
  ({ customerId, customerName, plugins }) => ({
    customerId: String(customerId),
    customerName: customerName || String(customerId),
    ...(plugins !== undefined ? { plugins } : {}),
    ...(typeof customerId === 'number' ? { customerIdIsNumber: true } : {}),
  }),
  CustomerShape,
);
export type Customer = z.infer<typeof CustomerShape>;

/**
 * GET /account/me. The spec's identity fields plus `customers` (addition: the identity also carries the
 * user's customers, so the top bar needs no extra call). `customers` is null when the backend sends no
 * list, as the spec's identity has none: the portal then shows no customer dropdown. A signed-out caller
 * gets 200 with isAuthenticated false from the reference server; a 401 is read the same way.
 */
export const Identity = z.object({
  userName: lenient(z.string(), ''),
  isAuthenticated: lenient(Flag, false),
  isAuthorized: lenient(Flag, false),
  initials: lenient(z.string(), ''),
  permissions: lenient(listOf(z.string(), z.string()), []),
  oid: lenient(z.string(), ''),
  fullName: lenient(z.string(), ''),
  firstName: lenient(z.string(), ''),
  lastName: lenient(z.string(), ''),
  activeCustomerId: lenient(z.nullable(StringId), null),
  runAsUser: lenient(z.nullable(z.string()), null),
  /**
   * Not in the spec: true while an administrator views the portal as runAsUser in this session (our
   * addition, which shows the banner with the way back); a stored run-as user alone shows only the spec's top bar text.
   */
  runAsSession: lenient(Flag, false),
  defaultActionId: lenient(z.nullable(NumericId), null),
  customers: lenient(z.nullable(listOf(Customer, CustomerShape)), null),
});
export type Identity = z.infer<typeof Identity>;

/** GET /api/account: the additional account information. Dates are ISO 8601 strings or null. */
export const AccountInfo = z.object({
  accountDeletionRequestDate: lenient(z.nullable(z.string()), null),
  accountDeletionDate: lenient(z.nullable(z.string()), null),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

const TenantShape = z.looseObject({ tenantId: z.string(), tenantName: z.string() });

/** One Azure tenant, kept as sent (extra fields too); the id may arrive as a number, a missing name falls back to it. */
export const Tenant = normalized(
  z.looseObject({ tenantId: StringId, tenantName: lenient(z.nullable(z.string()), null) }),
  (tenant) => ({ ...tenant, tenantName: tenant.tenantName || tenant.tenantId }),
  TenantShape,
);
export type Tenant = z.infer<typeof TenantShape>;

/** GET /api/account/tenants: stored as is; an entry without a usable id is dropped, the others kept. */
export const TenantList = listOf(Tenant, TenantShape);

/** GET /api/managedservices/monitoring */
export const MonitoringInfo = z.object({ monitoringLocation: lenient(z.nullable(z.string()), null) });
export type MonitoringInfo = z.infer<typeof MonitoringInfo>;

/**
 * POST /api/account/activecustomer (CSRF). The reference server answers 200 { ok: true }, and 400 for a
 * customer the user does not belong to. The portal reads only the status: any 2xx counts as done, whatever
 * the body. It sends the id back as a number when the identity gave it as one.
 */
export const ActiveCustomerRequest = z.object({ customerId: z.string().check(z.minLength(1), z.maxLength(100)) });
export type ActiveCustomerRequest = z.infer<typeof ActiveCustomerRequest>;

export const GENDERS = ['male', 'female'] as const;

/**
 * POST /api/account/register (CSRF, reachable signed out). Answers 201 { ok: true } when the registration
 * is stored, 400 ApiError for invalid input, 409 ApiError when the e-mail address is already registered.
 */
export const RegistrationRequest = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  gender: z.enum(GENDERS),
  email: z.email().check(z.maxLength(254)),
  telephone: z.string().check(z.trim(), z.minLength(6), z.maxLength(30), z.regex(/^[+0-9 ()-]+$/)),
  companyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  acceptTerms: z.literal(true),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;
