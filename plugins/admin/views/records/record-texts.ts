import type { TFunction } from 'i18next';
import type { Bilingual, RecordProblem } from '../../../../core/contract';

/** A declared text in the screen's language. */
export const inLanguage = (text: Bilingual, language: string) =>
  language.toLowerCase().startsWith('nl') ? text.nl : text.en;

/** A problem the browser's own check found, in the screen's language. */
export const problemText = (t: TFunction, problem: RecordProblem) =>
  t(`records.problems.${problem.code}`, { limit: problem.limit });
