import * as z from 'zod/mini';
import { Flag, lenient, listOf, StringId } from '../../core/contract';

/** Where a contract stands, computed from its dates (see contractStatus). */
export const CONTRACT_STATUSES = ['active', 'expiring', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A contract that ends within this many days (and does not renew by itself) is "expiring". */
export const EXPIRING_WITHIN_DAYS = 90;

const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'must be an ISO 8601 date'));

/**
 * A contract of the active customer as the server publishes it: the spec's document name and signed-on
 * date, plus the service it covers, its term (an end date, or none for an open-ended contract), whether it
 * renews by itself and its status. Dates are ISO 8601 (YYYY-MM-DD).
 */
export const Contract = z.object({
  id: z.string(),
  documentName: z.string(),
  signedOn: IsoDate,
  service: z.string(),
  startDate: IsoDate,
  endDate: z.nullable(IsoDate),
  autoRenews: z.boolean(),
  status: z.enum(CONTRACT_STATUSES),
  /** A signed document can be downloaded (false: a contract imported without one, or its PDF still being scanned). */
  hasDocument: z.boolean(),
});

/**
 * A contract as the browser reads it: ids as numbers or strings; a missing service, term or status does not
 * drop the contract (the status is then computed from the dates here).
 */
export const ContractEntry = z.object({
  id: StringId,
  documentName: z.string(),
  signedOn: IsoDate,
  service: lenient(z.string(), ''),
  startDate: lenient(z.nullable(IsoDate), null),
  endDate: lenient(z.nullable(IsoDate), null),
  autoRenews: lenient(Flag, false),
  status: lenient(z.nullable(z.enum(CONTRACT_STATUSES)), null),
  hasDocument: lenient(Flag, true),
});
/** A contract once read: every field in the portal's single form. */
const ReadContract = z.object({
  id: z.string(),
  documentName: z.string(),
  signedOn: z.string(),
  service: z.string(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  autoRenews: z.boolean(),
  status: z.nullable(z.enum(CONTRACT_STATUSES)),
  hasDocument: z.boolean(),
});
export type Contract = z.output<typeof ReadContract>;

/** GET /api/contracts as the server documents it. */
export const PublishedContractList = z.array(Contract);
/** GET /api/contracts as the browser reads it: an unusable entry is dropped, not the whole list. */
export const ContractList = listOf(ContractEntry, ReadContract);

export const ContractPaths = {
  list: '/api/contracts',
  /** The signed document (PDF), served as a download. */
  document: (id: string) => `/api/contracts/${encodeURIComponent(id)}/document`,
} as const;

const DAY = 86_400_000;

/** The calendar day (UTC) of an ISO date or moment, as milliseconds; NaN when unreadable. */
const dayOf = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * The status from the dates on `today` (ISO date): ended once the end date has passed (a contract that renews
 * by itself never ends on its own), expiring when it ends within EXPIRING_WITHIN_DAYS without renewing,
 * otherwise active. Shared by the server and the browser, so both say the same.
 */
export function contractStatus(
  contract: { endDate: string | null; autoRenews: boolean },
  today: string,
): ContractStatus {
  if (contract.endDate === null || contract.autoRenews) return 'active';
  const daysLeft = (dayOf(contract.endDate) - dayOf(today)) / DAY;
  if (!Number.isFinite(daysLeft)) return 'active';
  if (daysLeft < 0) return 'ended';
  return daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'active';
}

/** The stored data of a contracts action: the type has no settings. */
export const ContractsData = z.strictObject({ actionType: z.optional(z.literal('contracts')) });
