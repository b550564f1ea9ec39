import type { RecordTypeDeclaration } from '../../../server/plugin-api';

const percentage = { kind: 'decimal', min: 0, max: 100, required: true } as const;

/**
 * A month's SLA figures as the provider maintains them in the administration (one record per month and
 * measure: the target and what was achieved), imported from its service-desk reports.
 */
export const slaFigureRecords: RecordTypeDeclaration = {
  type: 'sla-figures',
  label: { en: 'SLA targets and figures', nl: 'SLA-doelen en -cijfers' },
  table: 'sla_figures',
  providerIdColumn: 'provider_id',
  orderBy: ['period DESC', 'measure'],
  fields: [
    { name: 'period', column: 'period', label: { en: 'Month', nl: 'Maand' }, kind: 'month', required: true },
    {
      name: 'measure',
      column: 'measure',
      label: { en: 'Measure', nl: 'Maatstaf' },
      kind: 'choice',
      required: true,
      options: [
        { value: 'response', label: { en: 'Response time', nl: 'Reactietijd' } },
        { value: 'resolution', label: { en: 'Resolution time', nl: 'Oplostijd' } },
        { value: 'availability', label: { en: 'Availability', nl: 'Beschikbaarheid' } },
      ],
    },
    { name: 'target', column: 'target', label: { en: 'Target %', nl: 'Doel %' }, ...percentage },
    { name: 'achieved', column: 'achieved', label: { en: 'Achieved %', nl: 'Behaald %' }, ...percentage },
  ],
};

const hours = { kind: 'decimal', min: 0.1, max: 8760, required: true } as const;

/**
 * The response and resolution time agreed per ticket priority: where a ticket system is connected, the month's
 * response and resolution figures are the share of its tickets within these (server/ticket-figures.ts).
 */
export const slaTicketTargetRecords: RecordTypeDeclaration = {
  type: 'sla-ticket-targets',
  label: { en: 'SLA times per priority', nl: 'SLA-tijden per prioriteit' },
  table: 'sla_ticket_targets',
  providerIdColumn: 'provider_id',
  orderBy: ['priority', 'provider_id'],
  fields: [
    {
      name: 'priority',
      column: 'priority',
      label: { en: 'Priority', nl: 'Prioriteit' },
      kind: 'choice',
      required: true,
      options: (['P1', 'P2', 'P3', 'P4'] as const).map((value) => ({ value, label: { en: value, nl: value } })),
    },
    {
      name: 'responseHours',
      column: 'response_hours',
      label: { en: 'Response within (hours)', nl: 'Reactie binnen (uren)' },
      ...hours,
    },
    {
      name: 'resolutionHours',
      column: 'resolution_hours',
      label: { en: 'Resolved within (hours)', nl: 'Opgelost binnen (uren)' },
      ...hours,
    },
  ],
};
