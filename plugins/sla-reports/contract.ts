import * as z from 'zod/mini';
import { Flag, lenient, listOf, normalized, StringId } from '../../core/contract';

export const SLA_MEASURES = ['response', 'resolution', 'availability'] as const;
export type SlaMeasure = (typeof SLA_MEASURES)[number];
export const TICKET_PRIORITIES = ['P1', 'P2', 'P3', 'P4'] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string) => MONTH.test(value);

/** A percentage sent as a number or a decimal string. */
const Percent = normalized(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/))]),
  (value) => (typeof value === 'number' ? value : Number(value.trim())),
  z.number().check(z.gte(0), z.lte(100)),
);

/** One measure of a month: the agreed target and what was achieved, both percentages. */
export const SlaFigure = z.object({ measure: z.enum(SLA_MEASURES), target: Percent, achieved: Percent });
export type SlaFigure = z.output<typeof SlaFigure>;
const PublishedFigure = z.object({ measure: z.enum(SLA_MEASURES), target: z.number(), achieved: z.number() });

export const SlaTicket = z.object({
  number: StringId,
  title: z.string(),
  priority: lenient(z.enum(TICKET_PRIORITIES), 'P3'),
  openedAt: z.string(),
  resolvedAt: lenient(z.nullable(z.string()), null),
  withinSla: Flag,
  /** From a connected ticket system: its own number and the first response (absent with the provider's figures). */
  externalNumber: lenient(z.nullable(z.string()), null),
  respondedAt: lenient(z.nullable(z.string()), null),
});
export type SlaTicket = z.output<typeof SlaTicket>;
const PublishedTicket = z.object({
  number: z.string(),
  title: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  openedAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  withinSla: z.boolean(),
  externalNumber: z.nullable(z.string()),
  respondedAt: z.nullable(z.string()),
});

/** Where the figures come from: null for the provider's own figures, else the ticket system and its last read. */
const FigureSource = z.nullable(z.object({ system: z.string(), readAt: z.nullable(z.string()) }));

/** GET /api/sla-reports?period=YYYY-MM: the months with a report, and the chosen (default: latest) month's figures and tickets. */
export const SlaReport = z.object({
  periods: z.array(z.string().check(z.regex(MONTH))),
  period: lenient(z.nullable(z.string()), null),
  figures: listOf(SlaFigure, PublishedFigure),
  tickets: listOf(SlaTicket, PublishedTicket),
  source: lenient(FigureSource, null),
});
export type SlaReport = z.output<typeof SlaReport>;

export type PublishedSlaReport = z.output<typeof PublishedSlaReport>;
export const PublishedSlaReport = z.object({
  periods: z.array(z.string()),
  period: z.nullable(z.string()),
  figures: z.array(PublishedFigure),
  tickets: z.array(PublishedTicket),
  source: FigureSource,
});

export const SlaReportQuery = z.strictObject({
  period: z.optional(z.string().check(z.regex(MONTH, 'must be a month as YYYY-MM'))),
});

export const SlaReportPaths = { report: '/api/sla-reports' } as const;

export const SlaReportsData = z.strictObject({ actionType: z.optional(z.literal('sla-reports')) });
