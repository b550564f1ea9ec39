import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/**
 * The admin plugin's own copy of the report plugin's GET /api/report/admin/usage (a plugin never imports
 * another), read tolerantly: missing counts are 0, missing names null, an unusable entry of a list is dropped.
 * 404 when the report plugin is not installed; 403 for anyone but a provider administrator.
 */
export const UsagePaths = { usage: '/api/report/admin/usage' } as const;

export interface UsageRequest {
  /** ISO dates, UTC days, both included. */
  from: string;
  to: string;
  customerId?: string;
  userId?: string;
  actionId?: number;
  groupBy?: 'day' | 'week';
}

const tolerantList = <T extends z.ZodMiniType>(item: T) =>
  lenient(
    z.pipe(
      z.array(z.unknown()),
      z.transform((entries) =>
        entries.flatMap((entry) => {
          const parsed = item.safeParse(entry);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
      ),
    ),
    [],
  );
const count = lenient(z.number().check(z.gte(0)), 0);
const name = lenient(z.nullable(z.string()), null);
const id = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

export const UsageAnswer = z.object({
  series: tolerantList(z.object({ start: z.string(), views: count })),
  views: count,
  byCustomer: tolerantList(z.object({ customerId: id, customerName: name, views: count })),
  byUser: tolerantList(z.object({ userId: id, userName: name, views: count })),
  byAction: tolerantList(z.object({ actionId: id, actionTitle: name, customerId: name, views: count })),
});
export type UsageAnswer = z.output<typeof UsageAnswer>;

export function usageUrl(request: UsageRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request) as [string, unknown][]) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${UsagePaths.usage}?${search.toString()}`;
}
