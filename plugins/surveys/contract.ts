import * as z from 'zod/mini';
import { StringId, lenient, listOf } from '../../core/contract';

/**
 * Surveys (the spec's "questionnaires") are answered per user: each member of the customer has their own draft
 * and submission, and "completed" in the list is the reader's own.
 */
export const QUESTION_TYPES = ['text', 'choice', 'rating'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MAX_TEXT_ANSWER = 2000;

/** A text in both UI languages; another backend may send one plain string, shown in either language. */
export const Localized = z.object({ en: z.string(), nl: z.string() });
export type Localized = z.infer<typeof Localized>;
const LocalizedEntry = z.union([
  Localized,
  z.pipe(
    z.string(),
    z.transform((text) => ({ en: text, nl: text })),
  ),
]);

export const ChoiceOption = z.object({ value: z.string(), label: Localized });
export type ChoiceOption = z.infer<typeof ChoiceOption>;

export const Question = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: Localized,
  required: z.boolean(),
  /** Choice questions only. */
  options: z.optional(z.array(ChoiceOption)),
});
export type Question = z.infer<typeof Question>;

const QuestionEntry = z.object({
  id: StringId,
  type: z.enum(QUESTION_TYPES),
  label: LocalizedEntry,
  required: lenient(z.boolean(), false),
  options: lenient(z.optional(z.array(z.object({ value: StringId, label: LocalizedEntry }))), undefined),
});

/** One answer: text and a choice's value as text, a rating as a whole number. */
export const AnswerValue = z.union([z.string(), z.number()]);
export type AnswerValue = z.infer<typeof AnswerValue>;
export type Answers = Record<string, AnswerValue>;

export const SURVEY_STATUSES = ['new', 'draft', 'completed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** A row of the list (spec: title, code, completed). */
export const SurveySummary = z.object({
  id: z.string(),
  code: z.string(),
  title: Localized,
  completed: z.boolean(),
  /** The reader has saved answers without submitting them. */
  hasDraft: z.boolean(),
  completedAt: z.nullable(z.string()),
});
export type SurveySummary = z.infer<typeof SurveySummary>;

const SurveySummaryEntry = z.object({
  id: StringId,
  code: lenient(z.string(), ''),
  title: LocalizedEntry,
  completed: lenient(z.boolean(), false),
  hasDraft: lenient(z.boolean(), false),
  completedAt: lenient(z.nullable(z.string()), null),
});

/** GET /api/surveys as the server documents it. */
export const PublishedSurveyList = z.array(SurveySummary);
/** GET /api/surveys as the browser reads it. */
export const SurveyList = listOf(SurveySummaryEntry, SurveySummary);

/** One survey with its questions and the reader's answers (a draft's or the submitted ones). */
export const SurveyDetail = z.object({
  id: z.string(),
  code: z.string(),
  title: Localized,
  description: z.nullable(Localized),
  questions: z.array(Question),
  status: z.enum(SURVEY_STATUSES),
  /** The provider closed the survey: it shows, but takes no more answers. */
  closed: z.boolean(),
  answers: z.record(z.string(), AnswerValue),
  completedAt: z.nullable(z.string()),
});
export type SurveyDetail = z.infer<typeof SurveyDetail>;

export const SurveyDetailEntry = z.object({
  id: StringId,
  code: lenient(z.string(), ''),
  title: LocalizedEntry,
  description: lenient(z.nullable(LocalizedEntry), null),
  questions: z.array(QuestionEntry),
  status: lenient(z.enum(SURVEY_STATUSES), 'new'),
  closed: lenient(z.boolean(), false),
  answers: lenient(z.record(z.string(), AnswerValue), {}),
  completedAt: lenient(z.nullable(z.string()), null),
});

/** PUT .../draft and POST .../submit. */
export const AnswersRequest = z.strictObject({
  answers: z.record(z.string().check(z.maxLength(100)), z.nullable(AnswerValue)),
});
export type AnswersRequest = z.infer<typeof AnswersRequest>;

export const SurveyPaths = {
  list: '/api/surveys',
  item: (id: string) => `/api/surveys/${encodeURIComponent(id)}`,
  draft: (id: string) => `/api/surveys/${encodeURIComponent(id)}/draft`,
  submit: (id: string) => `/api/surveys/${encodeURIComponent(id)}/submit`,
} as const;

export type AnswerProblem =
  'required' | 'notAnOption' | 'outOfRange' | 'notWhole' | 'tooLong' | 'wrongType' | 'unknownQuestion';

/** An answer left empty: no answer at all. */
export const isBlank = (value: AnswerValue | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

function problemOf(question: Question, value: AnswerValue): AnswerProblem | null {
  switch (question.type) {
    case 'text':
      if (typeof value !== 'string') return 'wrongType';
      return value.length > MAX_TEXT_ANSWER ? 'tooLong' : null;
    case 'choice':
      if (typeof value !== 'string') return 'wrongType';
      return (question.options ?? []).some((option) => option.value === value) ? null : 'notAnOption';
    case 'rating':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'wrongType';
      if (!Number.isInteger(value)) return 'notWhole';
      return value < RATING_MIN || value > RATING_MAX ? 'outOfRange' : null;
  }
}

/**
 * What is wrong with the answers, per question id (empty: nothing). A draft may leave questions open; a submission
 * must answer every required one. Never corrected: a rating of 7 is refused, not made 5.
 */
export function answerProblems(
  questions: readonly Question[],
  answers: Record<string, AnswerValue | null>,
  submitting: boolean,
): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const id of Object.keys(answers)) if (!byId.has(id)) problems[id] = 'unknownQuestion';
  for (const question of questions) {
    const value = answers[question.id];
    if (isBlank(value)) {
      if (submitting && question.required) problems[question.id] = 'required';
      continue;
    }
    const problem = problemOf(question, value!);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The answers worth keeping: blanks dropped, texts as typed. */
export function keptAnswers(answers: Record<string, AnswerValue | null>): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => !isBlank(value))) as Answers;
}

export const SurveysData = z.strictObject({ actionType: z.optional(z.literal('surveys')) });

export const MAX_AUTHORED_QUESTIONS = 50;
const QUESTION_ID = /^[A-Za-z0-9_-]{1,50}$/;
const AuthoredQuestion = z.strictObject({
  id: z.string().check(z.regex(QUESTION_ID)),
  type: z.enum(QUESTION_TYPES),
  label: z.strictObject({ en: z.string().check(z.minLength(1)), nl: z.string().check(z.minLength(1)) }),
  required: z.optional(z.boolean()),
  options: z.optional(
    z
      .array(
        z.strictObject({
          value: z.string().check(z.minLength(1), z.maxLength(100)),
          label: z.strictObject({ en: z.string().check(z.minLength(1)), nl: z.string().check(z.minLength(1)) }),
        }),
      )
      .check(z.minLength(1)),
  ),
});

/**
 * What is wrong with a survey's questions as a provider administrator wrote them (JSON), in both languages, or
 * null: a list of 1 to 50 questions with unique ids, labels in both languages, options on choice questions only.
 */
export function authoredQuestionsProblem(json: string): Localized | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { en: 'Not valid JSON.', nl: 'Geen geldige JSON.' };
  }
  const questions = z
    .array(AuthoredQuestion)
    .check(z.minLength(1), z.maxLength(MAX_AUTHORED_QUESTIONS))
    .safeParse(parsed);
  if (!questions.success)
    return { en: 'Not a list of questions as described.', nl: 'Geen lijst van vragen zoals beschreven.' };
  const ids = new Set(questions.data.map((question) => question.id));
  if (ids.size !== questions.data.length)
    return { en: 'Two questions have the same id.', nl: 'Twee vragen hebben hetzelfde id.' };
  if (questions.data.some((question) => (question.type === 'choice') !== Boolean(question.options)))
    return {
      en: 'Choice questions need options, other questions have none.',
      nl: 'Keuzevragen hebben opties nodig, andere vragen hebben er geen.',
    };
  return null;
}

/** A survey as the provider's administration lists it for a customer: its state and how many answered it. */
export const SurveyOverview = z.object({
  code: z.string(),
  title: Localized,
  state: z.enum(['draft', 'open', 'closed']),
  /** Users with saved answers (drafts and submissions). */
  responses: z.number(),
  completed: z.number(),
});
export type SurveyOverview = z.infer<typeof SurveyOverview>;
export const SurveyOverviewList = z.array(SurveyOverview);

export const SURVEY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type SurveyExportFormat = (typeof SURVEY_EXPORT_FORMATS)[number];

/** The provider administration's survey routes (provider administrators only). */
export const SurveyAdminPaths = {
  list: (customerId: string) => `/api/admin/surveys/${encodeURIComponent(customerId)}`,
  answers: (customerId: string, code: string, format: SurveyExportFormat) =>
    `/api/admin/surveys/${encodeURIComponent(customerId)}/${encodeURIComponent(code)}/answers?format=${format}`,
} as const;
