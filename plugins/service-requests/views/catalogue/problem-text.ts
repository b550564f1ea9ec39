import type { TFunction } from 'i18next';
import type { AnswerProblem, FormProblem } from '../../contract-catalogue-rules';
import { inLanguage } from './in-language';

/** A problem in the screen's language: the rules' words (the same the server gives), or the designer's own. */
export const problemText = (t: TFunction, language: string, problem: AnswerProblem | FormProblem) =>
  'reason' in problem
    ? inLanguage(problem.reason, language)
    : t(`catalogueProblems.${problem.code}`, { limit: problem.limit });
