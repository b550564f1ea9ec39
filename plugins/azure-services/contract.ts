import * as z from 'zod/mini';
import { lenient, listOf, normalized, StringId } from '../../core/contract';

/** Azure costs are the customer's cloud spending: the permission "azure", as for Azure subscriptions. */
export const AZURE_SERVICES_PERMISSION = 'azure';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const Amount = normalized(
  z.union([
    z.number().check(z.refine(Number.isFinite, 'must be a finite number')),
    z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)),
  ]),
  (value) => (typeof value === 'number' ? value : Number(value.trim())),
  z.number(),
);

export const MonthCost = z.object({ month: z.string().check(z.regex(MONTH)), amount: Amount });
const PublishedMonthCost = z.object({ month: z.string(), amount: z.number() });

/** Where a service comes from: the provider's own rows, or Azure Cost Management (the costs sync). */
export const SERVICE_SOURCES = ['manual', 'azure'] as const;

/** One Azure service of the customer, with its cost per month (oldest first; the last is this month so far). */
export const AzureService = z.object({
  id: StringId,
  name: z.string(),
  resourceGroup: lenient(z.string(), ''),
  subscription: lenient(z.string(), ''),
  category: lenient(z.string(), 'Other'),
  currency: lenient(z.string().check(z.regex(/^[A-Z]{3}$/)), 'EUR'),
  costs: listOf(MonthCost, PublishedMonthCost),
  source: lenient(z.enum(SERVICE_SOURCES), 'manual'),
});
export type AzureService = z.output<typeof AzureService>;

const PublishedService = z.object({
  id: z.string(),
  name: z.string(),
  resourceGroup: z.string(),
  subscription: z.string(),
  category: z.string(),
  currency: z.string(),
  costs: z.array(PublishedMonthCost),
  source: z.enum(SERVICE_SOURCES),
});

/** GET /api/azure-services?months=6|12: the months shown (oldest first) and the services. */
export const AzureServiceOverview = z.object({
  months: z.array(z.string().check(z.regex(MONTH))),
  services: listOf(AzureService, PublishedService),
});
export type AzureServiceOverview = z.output<typeof AzureServiceOverview>;
export const PublishedAzureServiceOverview = z.object({
  months: z.array(z.string()),
  services: z.array(PublishedService),
});

export const MONTH_CHOICES = ['6', '12'] as const;
export const AzureServiceQuery = z.strictObject({ months: z.optional(z.enum(MONTH_CHOICES)) });

export const AzureServicePaths = { list: '/api/azure-services' } as const;

export const AzureServicesData = z.strictObject({ actionType: z.optional(z.literal('azure-services')) });
