/** The conformance statement's data: one entry per WCAG 2.2 level A and AA success criterion. */

export type ConformanceLevel = 'A' | 'AA';
export type ConformanceStatus = 'met' | 'partly-met' | 'not-met';

export interface Criterion {
  /** The WCAG number, e.g. '1.4.10'. Its name (and for partly or not met, the reason and plan) are texts under criteria.<key>. */
  number: string;
  level: ConformanceLevel;
  status: ConformanceStatus;
}

/** When the statement was last checked against the portal (the automated scans and the manual checklist). */
export const LAST_EVALUATED = '2026-11-29';

/** The manual checklist's place in the portal's source. */
export const CHECKLIST_PATH = 'docs/accessibility-checklist.md';

const met = (number: string, level: ConformanceLevel): Criterion => ({ number, level, status: 'met' });
const partly = (number: string, level: ConformanceLevel): Criterion => ({ number, level, status: 'partly-met' });

export const CRITERIA: readonly Criterion[] = [
  partly('1.1.1', 'A'),
  met('1.2.1', 'A'),
  met('1.2.2', 'A'),
  met('1.2.3', 'A'),
  met('1.2.4', 'AA'),
  met('1.2.5', 'AA'),
  met('1.3.1', 'A'),
  met('1.3.2', 'A'),
  met('1.3.3', 'A'),
  met('1.3.4', 'AA'),
  met('1.3.5', 'AA'),
  met('1.4.1', 'A'),
  met('1.4.2', 'A'),
  met('1.4.3', 'AA'),
  met('1.4.4', 'AA'),
  met('1.4.5', 'AA'),
  partly('1.4.10', 'AA'),
  met('1.4.11', 'AA'),
  met('1.4.12', 'AA'),
  met('1.4.13', 'AA'),
  met('2.1.1', 'A'),
  met('2.1.2', 'A'),
  met('2.1.4', 'A'),
  met('2.2.1', 'A'),
  met('2.2.2', 'A'),
  met('2.3.1', 'A'),
  met('2.4.1', 'A'),
  partly('2.4.2', 'A'),
  met('2.4.3', 'A'),
  met('2.4.4', 'A'),
  met('2.4.5', 'AA'),
  met('2.4.6', 'AA'),
  met('2.4.7', 'AA'),
  met('2.4.11', 'AA'),
  met('2.5.1', 'A'),
  met('2.5.2', 'A'),
  met('2.5.3', 'A'),
  met('2.5.4', 'A'),
  met('2.5.7', 'AA'),
  met('2.5.8', 'AA'),
  met('3.1.1', 'A'),
  met('3.1.2', 'AA'),
  met('3.2.1', 'A'),
  met('3.2.2', 'A'),
  met('3.2.3', 'AA'),
  met('3.2.4', 'AA'),
  met('3.2.6', 'A'),
  met('3.3.1', 'A'),
  met('3.3.2', 'A'),
  met('3.3.3', 'AA'),
  met('3.3.4', 'AA'),
  met('3.3.7', 'A'),
  met('3.3.8', 'AA'),
  partly('4.1.2', 'A'),
  met('4.1.3', 'AA'),
];

/** The texts' key of a criterion: i18next reads dots as nesting, so 1.4.10 is c1-4-10. */
export const criterionKey = (criterion: Criterion) => `c${criterion.number.replace(/\./g, '-')}`;
