import * as z from 'zod/mini';
import { lenient, StringId } from '../../core/contract';

/**
 * Where an Azure subscription stands: requested in the portal, being created by the provider's provisioning,
 * active (it has its subscription id) or failed.
 */
export const AZURE_SUBSCRIPTION_STATES = ['requested', 'being-created', 'active', 'failed'] as const;
export type AzureSubscriptionState = (typeof AZURE_SUBSCRIPTION_STATES)[number];

/** States that hold a name within a tenant: a second request with that name is refused (409). */
export const NAME_HOLDING_STATES: readonly AzureSubscriptionState[] = ['requested', 'being-created', 'active'];

/** The permission that allows requesting an Azure subscription (the 'azure' permission of the account). */
export const AZURE_PERMISSION = 'azure';

// ---------------------------------------------------------------------------------------------------------
// Subscription name. Azure takes a display name of at most 64 characters and refuses < > ; |. The portal
// accepts the part of that every Azure tool and provisioning script handles the same way: letters (any
// language), digits, spaces and - _ . ( ), not beginning or ending with a space.

export const NAME_MAX_LENGTH = 64;
const NAME_CHARACTER = /[\p{L}\p{M}\p{N} _.()-]/u;

export type NameProblem = 'missing' | 'too-long' | 'edge-space' | 'characters';

/** The characters of `name` the portal does not accept, each once, in order of appearance. */
export function refusedNameCharacters(name: string): string[] {
  return [...new Set([...name].filter((ch) => !NAME_CHARACTER.test(ch)))];
}

/** Why `name` is not an Azure subscription name, or null. */
export function subscriptionNameProblem(name: string): NameProblem | null {
  if (name.trim() === '') return 'missing';
  if ([...name].length > NAME_MAX_LENGTH) return 'too-long';
  if (name !== name.trim()) return 'edge-space';
  if (refusedNameCharacters(name).length > 0) return 'characters';
  return null;
}

export const NAME_REASONS: Record<NameProblem, string> = {
  missing: 'is required',
  'too-long': `may be at most ${NAME_MAX_LENGTH} characters (Azure's limit)`,
  'edge-space': 'must not begin or end with a space',
  characters: 'may hold only letters, digits, spaces and - _ . ( )',
};

// ---------------------------------------------------------------------------------------------------------
// Owner: a Microsoft Entra user principal name, local@domain. Entra allows A-Z a-z 0-9 ' . - _ ! # ^ ~ before
// the @ (at most 64 characters, no period first, last or twice in a row) and a domain of at most 48
// characters after it: labels of letters, digits and hyphens (not first or last), ending in a top-level
// domain of letters, such as contoso.com or contoso.onmicrosoft.com. No spaces anywhere.

export const UPN_LOCAL_MAX_LENGTH = 64;
export const UPN_DOMAIN_MAX_LENGTH = 48;
const UPN_LOCAL = /^[A-Za-z0-9'._!#^~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

export type UpnProblem =
  | 'missing'
  | 'space'
  | 'at-sign'
  | 'local-characters'
  | 'local-periods'
  | 'local-too-long'
  | 'domain'
  | 'domain-too-long';

/** Why `upn` is not a user principal name, or null. */
export function upnProblem(upn: string): UpnProblem | null {
  if (upn === '') return 'missing';
  if (/\s/u.test(upn)) return 'space';
  const parts = upn.split('@');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return 'at-sign';
  const [local, domain] = parts as [string, string];
  if (!UPN_LOCAL.test(local)) return 'local-characters';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'local-periods';
  if (local.length > UPN_LOCAL_MAX_LENGTH) return 'local-too-long';
  const labels = domain.split('.');
  const valid =
    labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(labels.at(-1)!);
  if (!valid) return 'domain';
  if (domain.length > UPN_DOMAIN_MAX_LENGTH) return 'domain-too-long';
  return null;
}

export const UPN_REASONS: Record<UpnProblem, string> = {
  missing: "is required: the owner's user principal name, such as anna@contoso.com",
  space: 'must not contain spaces',
  'at-sign': 'must be a user principal name: name@domain with exactly one @',
  'local-characters': "may hold before the @ only letters A-Z, digits and ' . - _ ! # ^ ~",
  'local-periods': 'must not begin or end with a period before the @, nor hold two periods in a row',
  'local-too-long': `may hold at most ${UPN_LOCAL_MAX_LENGTH} characters before the @`,
  domain: 'must end in a valid domain after the @, such as contoso.com',
  'domain-too-long': `may hold at most ${UPN_DOMAIN_MAX_LENGTH} characters after the @`,
};

// ---------------------------------------------------------------------------------------------------------

const reason = <P extends string>(problem: (value: string) => P | null, reasons: Record<P, string>) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const found = problem(value);
      if (found) ctx.issues.push({ code: 'custom', message: reasons[found], input: value });
    }),
  );

/** POST /api/azure-subscriptions (CSRF): a new Azure subscription for a tenant of the account. */
export const AzureSubscriptionRequest = z.object({
  name: reason(subscriptionNameProblem, NAME_REASONS),
  ownerUpn: reason(upnProblem, UPN_REASONS),
  tenantId: z.string().check(z.minLength(1, "is required: one of the account's tenants"), z.maxLength(100)),
});
export type AzureSubscriptionRequest = z.infer<typeof AzureSubscriptionRequest>;

/** An Azure subscription of the active customer, as the server publishes it. Dates are ISO 8601. */
export const AzureSubscription = z.object({
  id: z.string(),
  /** The request's number (AZ-000042) when it was requested through the portal, else null. */
  number: z.nullable(z.string()),
  name: z.string(),
  /** Azure's subscription id, once the subscription exists. */
  subscriptionId: z.nullable(z.string()),
  tenantId: z.string(),
  tenantName: z.string(),
  ownerUpn: z.string(),
  state: z.enum(AZURE_SUBSCRIPTION_STATES),
  requestedAt: z.nullable(z.string()),
  requestedBy: z.nullable(z.string()),
  /** Why provisioning failed, as the provider reported it. */
  failureReason: z.nullable(z.string()),
});
export type AzureSubscription = z.output<typeof AzureSubscription>;

/**
 * A subscription as the browser reads it: ids as numbers or strings, optional fields missing; a state the
 * portal does not know becomes null (shown as unknown) rather than dropping the row.
 */
export const AzureSubscriptionEntry = z.object({
  id: StringId,
  number: lenient(z.nullable(StringId), null),
  name: z.string(),
  subscriptionId: lenient(z.nullable(z.string()), null),
  tenantId: lenient(z.nullable(StringId), null),
  tenantName: lenient(z.nullable(z.string()), null),
  ownerUpn: lenient(z.nullable(z.string()), null),
  state: lenient(z.nullable(z.enum(AZURE_SUBSCRIPTION_STATES)), null),
  requestedAt: lenient(z.nullable(z.string()), null),
  requestedBy: lenient(z.nullable(z.string()), null),
  failureReason: lenient(z.nullable(z.string()), null),
});
export type AzureSubscriptionEntry = z.output<typeof AzureSubscriptionEntry>;

/** GET /api/azure-subscriptions as the server documents it. */
export const PublishedAzureSubscriptionList = z.array(AzureSubscription);
/** GET /api/azure-subscriptions as the browser reads it (an unusable entry is dropped, not the list). */
export const AzureSubscriptionList = z.pipe(
  z.array(z.unknown()),
  z.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = AzureSubscriptionEntry.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

const SUBSCRIPTION_GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * POST /api/azure-subscriptions/provisioning/{number} (machine, bearer token): the provider's provisioning
 * reports where a request stands.
 */
export const ProvisioningUpdate = z.discriminatedUnion('state', [
  z.object({ state: z.literal('being-created') }),
  z.object({
    state: z.literal('active'),
    subscriptionId: z
      .string()
      .check(
        z.regex(
          SUBSCRIPTION_GUID,
          'must be the Azure subscription id, a GUID such as 2f3c1e0a-5b7d-4c8e-9f10-1a2b3c4d5e6f',
        ),
      ),
  }),
  z.object({ state: z.literal('failed'), reason: z.optional(z.string().check(z.maxLength(500))) }),
]);
export type ProvisioningUpdate = z.infer<typeof ProvisioningUpdate>;

export const AzureSubscriptionPaths = {
  list: '/api/azure-subscriptions',
  request: '/api/azure-subscriptions',
  provisioning: (number: string) => `/api/azure-subscriptions/provisioning/${encodeURIComponent(number)}`,
} as const;

/** The stored data of an Azure subscriptions action: the type has no settings. */
export const AzureSubscriptionsData = z.strictObject({ actionType: z.optional(z.literal('azure-subscriptions')) });

// ---------------------------------------------------------------------------------------------------------
// Administration: the customer's billing scope (its Azure plan), under which the alias API creates the
// subscriptions the customer requests. Microsoft's forms: a Microsoft Partner Agreement customer
// (/providers/Microsoft.Billing/billingAccounts/{account}/customers/{customer}), a Microsoft Customer Agreement
// invoice section (.../billingProfiles/{profile}/invoiceSections/{section}) or an enrollment account.
const BILLING_SEGMENT = '[A-Za-z0-9][A-Za-z0-9_:.\\-]{0,199}';
export const BILLING_SCOPE = new RegExp(
  `^(/providers/Microsoft\\.Billing)?/billingAccounts/${BILLING_SEGMENT}(/customers/${BILLING_SEGMENT}|/billingProfiles/${BILLING_SEGMENT}/invoiceSections/${BILLING_SEGMENT}|/enrollmentAccounts/${BILLING_SEGMENT})$`,
  'i',
);
export const BILLING_SCOPE_MAX_LENGTH = 600;

/** PUT /api/azure-subscriptions/admin/customers/{customerId}/billing-scope (CSRF, provider administrators). */
export const BillingScopeChange = z.object({
  billingScope: z
    .string()
    .check(
      z.maxLength(BILLING_SCOPE_MAX_LENGTH),
      z.regex(
        BILLING_SCOPE,
        'must be a billing scope such as /providers/Microsoft.Billing/billingAccounts/{account}/customers/{customer}',
      ),
    ),
});
export type BillingScopeChange = z.infer<typeof BillingScopeChange>;

/** A customer's billing scope, or null when the provider set none (requests then wait for the provisioning route). */
export const CustomerBillingScope = z.object({ customerId: z.string(), billingScope: z.nullable(z.string()) });
export type CustomerBillingScope = z.infer<typeof CustomerBillingScope>;

export const AzureSubscriptionAdminPaths = {
  billingScope: (customerId: string) =>
    `/api/azure-subscriptions/admin/customers/${encodeURIComponent(customerId)}/billing-scope`,
} as const;
