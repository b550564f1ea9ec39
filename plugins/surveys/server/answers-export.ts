import { formatCsv, isPlainObject, parseJson } from '../../../server/plugin-api';
import type { AnswerValue, Question, SurveyExportFormat } from '../contract';

export interface ResponseForExport {
  userName: string;
  status: string;
  updatedAt: string;
  completedAt: string | null;
  answers: string;
}

/** Fixed columns first, then one per question (its id), in the survey's order. */
const FIXED = ['user', 'status', 'updatedAt', 'completedAt'] as const;

/**
 * A survey's answers as a file, one line per user who saved answers (a draft or the submission): CSV with a
 * header line, or a JSON list of the same objects. A question left open is empty (CSV) or null (JSON).
 */
export function answersFile(
  questions: readonly Question[],
  responses: readonly ResponseForExport[],
  format: SurveyExportFormat,
): string {
  const lines = responses.map((response) => {
    const answers = parseJson<Record<string, AnswerValue>>(response.answers, {}, isPlainObject);
    return {
      user: response.userName,
      status: response.status,
      updatedAt: response.updatedAt,
      completedAt: response.completedAt,
      ...Object.fromEntries(questions.map((question) => [question.id, answers[question.id] ?? null])),
    } as Record<string, AnswerValue | null>;
  });
  if (format === 'json') return JSON.stringify(lines, null, 2);
  const header = [...FIXED, ...questions.map((question) => question.id)];
  return formatCsv(
    header,
    lines.map((line) => header.map((name) => (line[name] === null ? '' : String(line[name])))),
  );
}
