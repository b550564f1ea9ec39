import * as z from 'zod/mini';
import { lenient } from './common';

/**
 * A customer the signed-in user belongs to. `plugins`, when present, limits the action-type plugins this
 * customer sees (an addition to the spec, for white-label deployments).
 */
export const Customer = z.object({
  customerId: z.string(),
  customerName: z.string(),
  plugins: z.optional(z.nullable(z.array(z.string()))),
});
export type Customer = z.infer<typeof Customer>;

/**
 * GET /account/me. The spec's identity fields plus `customers` (addition: the identity also carries the
 * user's customers, so the top bar needs no extra call). A signed-out caller gets 200 with
 * isAuthenticated false; this call never answers 401.
 */
export const Identity = z.object({
  userName: lenient(z.string(), ''),
  isAuthenticated: lenient(z.boolean(), false),
  isAuthorized: lenient(z.boolean(), false),
  initials: lenient(z.string(), ''),
  permissions: lenient(z.array(z.string()), []),
  oid: lenient(z.string(), ''),
  fullName: lenient(z.string(), ''),
  firstName: lenient(z.string(), ''),
  lastName: lenient(z.string(), ''),
  activeCustomerId: lenient(z.nullable(z.string()), null),
  runAsUser: lenient(z.nullable(z.string()), null),
  defaultActionId: lenient(z.nullable(z.number()), null),
  customers: lenient(z.array(Customer), []),
});
export type Identity = z.infer<typeof Identity>;

/** GET /api/account: the additional account information. Dates are ISO 8601 strings or null. */
export const AccountInfo = z.object({
  accountDeletionRequestDate: lenient(z.nullable(z.string()), null),
  accountDeletionDate: lenient(z.nullable(z.string()), null),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** GET /api/account/tenants: stored as is. */
export const Tenant = z.looseObject({ tenantId: z.string(), tenantName: z.string() });
export type Tenant = z.infer<typeof Tenant>;
export const TenantList = z.array(Tenant);

/** GET /api/managedservices/monitoring */
export const MonitoringInfo = z.object({ monitoringLocation: lenient(z.nullable(z.string()), null) });
export type MonitoringInfo = z.infer<typeof MonitoringInfo>;

/** POST /api/account/activecustomer (CSRF). Answers 200 { ok: true }; 400 for a customer the user does not belong to. */
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
