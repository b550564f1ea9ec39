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
