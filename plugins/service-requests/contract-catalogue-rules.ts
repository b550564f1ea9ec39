import type {
  Answer,
  Answers,
  AttachedFile,
  Bilingual,
  Choice,
  DateLimit,
  FormDefinition,
  FormField,
  StructuredAnswer,
} from './contract-catalogue';
import { LIMITS } from './contract-catalogue';
import en from './locales/catalogue-problems.en.json';
import nl from './locales/catalogue-problems.nl.json';

/**
 * The catalogue's rules, one set for the designer's screen, the customer's form and the server: which fields
 * show, what a field accepts, and the words of each refusal in both languages (the browser shows the same texts
 * through i18next: locales/catalogue-problems.*.json).
 */
export type ProblemCode = keyof typeof en;
export interface FormProblem {
  field: string;
  code: ProblemCode;
  limit?: string | number;
}

const fill = (text: string, limit: string | number | undefined) => text.replace('{{limit}}', String(limit ?? ''));
/** A problem's words in both languages. */
export const reasonOf = (problem: FormProblem): Bilingual => ({
  en: fill(en[problem.code], problem.limit),
  nl: fill(nl[problem.code], problem.limit),
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** Today as the rules see it (UTC, so the browser and the server agree). */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);
const dayOf = (limit: DateLimit, today: string) => (limit === 'today' ? today : limit);

const isFile = (answer: Answer | undefined): answer is AttachedFile => typeof answer === 'object' && answer !== null;

/** An answer as text: yes/no as 'yes'/'no', a file by its name, text trimmed; '' when there is none. */
export function valueText(answer: Answer | undefined): string {
  if (answer === undefined) return '';
  if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
  if (isFile(answer)) return answer.fileName;
  return answer.trim();
}

const matches = (answer: Answer | undefined, wanted: string | undefined) => {
  const value = valueText(answer);
  return value !== '' && (wanted === undefined || wanted === '' || value === wanted);
};

/** The ids of the fields shown for these answers: a field with a condition shows while its field shows and matches. */
export function visibleFieldIds(form: Pick<FormDefinition, 'fields'>, answers: Answers): Set<string> {
  const byId = new Map(form.fields.map((field) => [field.id, field]));
  const shown = new Map<string, boolean>();
  const visit = (field: FormField, path: Set<string>): boolean => {
    const known = shown.get(field.id);
    if (known !== undefined) return known;
    const condition = field.showWhen;
    let visible = true;
    if (condition) {
      const parent = byId.get(condition.field);
      // A broken condition (refused when saved) hides the field rather than looping.
      visible =
        !!parent &&
        !path.has(parent.id) &&
        visit(parent, new Set([...path, field.id])) &&
        matches(answers[parent.id], condition.value);
    }
    shown.set(field.id, visible);
    return visible;
  };
  for (const field of form.fields) visit(field, new Set());
  return new Set([...shown].filter(([, visible]) => visible).map(([id]) => id));
}

const compilePattern = (regex: string): RegExp | null => {
  try {
    return new RegExp(`^(?:${regex})$`, 'u');
  } catch {
    return null;
  }
};

/** What is wrong with a form's design: broken conditions (unknown field, itself, a cycle), options, checks. */
export function formProblems(form: FormDefinition): FormProblem[] {
  const problems: FormProblem[] = [];
  const byId = new Map<string, FormField>();
  for (const field of form.fields) {
    if (byId.has(field.id)) problems.push({ field: field.id, code: 'duplicate-field', limit: field.id });
    byId.set(field.id, field);
  }
  for (const field of form.fields) {
    const problem = (code: FormProblem['code'], limit?: string | number) =>
      problems.push({ field: field.id, code, limit });
    const condition = field.showWhen;
    if (condition) {
      const parent = byId.get(condition.field);
      if (condition.field === field.id) problem('condition-self');
      else if (!parent) problem('condition-unknown-field', condition.field);
      else if (condition.value && !answersOf(parent).includes(condition.value))
        problem('condition-value', condition.value);
    }
    if (field.kind === 'choice') {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0) problem('no-options');
      const twice = values.find((value, index) => values.indexOf(value) !== index);
      if (twice) problem('duplicate-option', twice);
    } else if (field.options?.length) problem('not-for-kind');
    const isText = field.kind === 'text' || field.kind === 'multiline';
    if (!isText && (field.minLength !== undefined || field.maxLength !== undefined || field.pattern))
      problem('not-for-kind');
    if (field.kind !== 'date' && (field.earliest || field.latest)) problem('not-for-kind');
    if (field.pattern && !compilePattern(field.pattern.regex)) problem('bad-pattern');
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
      problem('length-range');
    if (
      field.earliest &&
      field.latest &&
      field.earliest !== 'today' &&
      field.latest !== 'today' &&
      field.earliest > field.latest
    )
      problem('date-range');
  }
  const attachments = form.fields.filter((field) => field.kind === 'attachment');
  if (attachments.length > LIMITS.attachmentFields)
    problems.push({
      field: attachments[LIMITS.attachmentFields]!.id,
      code: 'too-many-attachments',
      limit: LIMITS.attachmentFields,
    });
  for (const cycle of cyclesOf(form.fields, byId))
    problems.push({ field: cycle[0]!, code: 'condition-cycle', limit: cycle.join(' → ') });
  return problems;
}

/** The values a condition on this field can name (any text for free fields). */
function answersOf(field: FormField): string[] {
  if (field.kind === 'choice') return (field.options ?? []).map((option) => option.value);
  if (field.kind === 'yesno') return ['yes', 'no'];
  return [];
}

/** Each circle of conditions once, from its first field in form order (a → b → a). */
function cyclesOf(fields: readonly FormField[], byId: ReadonlyMap<string, FormField>): string[][] {
  const cycles: string[][] = [];
  const inCycle = new Set<string>();
  for (const start of fields) {
    if (inCycle.has(start.id)) continue;
    const path: string[] = [];
    let current: FormField | undefined = start;
    while (current?.showWhen && current.showWhen.field !== current.id && !path.includes(current.id)) {
      path.push(current.id);
      current = byId.get(current.showWhen.field);
    }
    if (current && path.includes(current.id) && current.id === start.id) {
      path.forEach((id) => inCycle.add(id));
      cycles.push([...path, start.id]);
    }
  }
  return cycles;
}

/** The choices a customer may pick for person and licence fields (the server's lists for the caller's customer). */
export interface AnswerContext {
  people: readonly Choice[];
  licences: readonly Choice[];
  today: string;
  /** Files can be attached (the file storage runs for the customer). */
  attachmentsEnabled: boolean;
}

/** A pattern's refusal carries the designer's own words. */
export interface PatternProblem {
  field: string;
  code: 'pattern';
  reason: Bilingual;
}
export type AnswerProblem = FormProblem | PatternProblem;

function fieldProblem(field: FormField, answer: Answer | undefined, context: AnswerContext): AnswerProblem | null {
  const problem = (code: FormProblem['code'], limit?: string | number): FormProblem => ({
    field: field.id,
    code,
    limit,
  });
  if (valueText(answer) === '') return field.required ? problem('required') : null;
  switch (field.kind) {
    case 'yesno':
      return typeof answer === 'boolean' ? null : problem('not-yes-no');
    case 'attachment': {
      if (!isFile(answer)) return problem('not-a-file');
      if (!context.attachmentsEnabled) return problem('attachments-off');
      const bytes =
        Math.floor((answer.contentBase64.length * 3) / 4) - (answer.contentBase64.match(/=+$/)?.[0].length ?? 0);
      if (bytes <= 0) return problem('file-empty');
      return bytes > LIMITS.attachmentBytes ? problem('file-too-large', LIMITS.attachmentBytes / 1024 / 1024) : null;
    }
    default:
      if (typeof answer !== 'string') return problem('not-an-option');
  }
  const value = answer.trim();
  switch (field.kind) {
    case 'text':
    case 'multiline': {
      const max = field.maxLength ?? (field.kind === 'text' ? LIMITS.text : LIMITS.multiline);
      if (field.minLength !== undefined && value.length < field.minLength) return problem('too-short', field.minLength);
      if (value.length > max) return problem('too-long', max);
      if (field.pattern && !compilePattern(field.pattern.regex)?.test(value))
        return { field: field.id, code: 'pattern', reason: field.pattern.message };
      return null;
    }
    case 'date': {
      if (!isDay(value)) return problem('not-a-date');
      const earliest = field.earliest && dayOf(field.earliest, context.today);
      const latest = field.latest && dayOf(field.latest, context.today);
      if (earliest && value < earliest) return problem('too-early', earliest);
      return latest && value > latest ? problem('too-late', latest) : null;
    }
    case 'choice':
      return field.options?.some((option) => option.value === value) ? null : problem('not-an-option');
    case 'person':
      return context.people.some((choice) => choice.value === value) ? null : problem('not-an-option');
    case 'licence':
      return context.licences.some((choice) => choice.value === value) ? null : problem('not-an-option');
    default:
      return null;
  }
}

/**
 * Checks a submission: each shown field's answer (a hidden field is never required, and its answer is dropped),
 * answers for fields the form does not have. Answers the checked answers of the shown fields in form order.
 */
export function checkAnswers(
  form: FormDefinition,
  answers: Answers,
  context: AnswerContext,
): { answers: Answers; problems: AnswerProblem[] } {
  const visible = visibleFieldIds(form, answers);
  const problems: AnswerProblem[] = [];
  const kept: Answers = {};
  const known = new Set(form.fields.map((field) => field.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) problems.push({ field: id, code: 'unknown-field' });
  for (const field of form.fields) {
    if (!visible.has(field.id)) continue;
    const answer = answers[field.id];
    const found = fieldProblem(field, answer, context);
    if (found) problems.push(found);
    else if (valueText(answer) !== '') kept[field.id] = typeof answer === 'string' ? answer.trim() : answer!;
  }
  return { answers: kept, problems };
}

/** A problem's words, whether the rules' own or the designer's. */
export const wordsOf = (problem: AnswerProblem): Bilingual =>
  'reason' in problem ? problem.reason : reasonOf(problem);

/** The checked answers as filed: each with its field's labels, a choice or a person by its label. */
export function structuredAnswers(form: FormDefinition, answers: Answers, context: AnswerContext): StructuredAnswer[] {
  return form.fields
    .filter((field) => answers[field.id] !== undefined)
    .map((field) => {
      const raw = valueText(answers[field.id]);
      const option = field.options?.find((choice) => choice.value === raw);
      const listed = (field.kind === 'person' ? context.people : field.kind === 'licence' ? context.licences : []).find(
        (choice) => choice.value === raw,
      );
      return { field: field.id, label: field.label, value: option?.label.en ?? listed?.label ?? raw };
    });
}
