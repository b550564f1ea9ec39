import { randomUUID } from 'node:crypto';
import type { RecordCheckProblem, RecordTypeDeclaration } from '../../../server/plugin-api';
import { MAX_AUTHORED_QUESTIONS, authoredQuestionsProblem } from '../contract';

const QUESTIONS_HELP = {
  en: 'a JSON list of questions: [{ "id": "q1", "type": "text" | "choice" | "rating", "label": { "en": "...", "nl": "..." }, "required": true, "options": [{ "value": "yes", "label": { "en": "Yes", "nl": "Ja" } }] }] (options for choice questions only)',
  nl: 'een JSON-lijst van vragen: [{ "id": "q1", "type": "text" | "choice" | "rating", "label": { "en": "...", "nl": "..." }, "required": true, "options": [{ "value": "ja", "label": { "en": "Yes", "nl": "Ja" } }] }] (opties alleen bij keuzevragen)',
};

/** The questions' own rules (shape, unique ids, options where they belong), refused with the form's help text. */
function checkSurvey(values: Readonly<Record<string, unknown>>): RecordCheckProblem[] {
  const problem = authoredQuestionsProblem(String(values.questions ?? ''));
  if (!problem) return [];
  return [
    {
      field: 'questions',
      reason: {
        en: `${problem.en} Expected ${QUESTIONS_HELP.en}.`,
        nl: `${problem.nl} Verwacht: ${QUESTIONS_HELP.nl}.`,
      },
    },
  ];
}

/**
 * Surveys as provider administrators author them in the administration's Records page: the code is the provider's
 * id, title and description in both languages, the questions as JSON, and the state that opens a survey to the
 * customer's users or closes it (a closed survey stays readable, but takes no more answers).
 */
export const surveyRecords: RecordTypeDeclaration = {
  type: 'surveys',
  label: { en: 'Surveys', nl: 'Vragenlijsten' },
  table: 'surveys',
  providerIdColumn: 'code',
  orderBy: ['sort_order', 'code'],
  newRow: () => ({ id: `srv-${randomUUID()}` }),
  check: checkSurvey,
  fields: [
    {
      name: 'titleEn',
      column: 'title',
      jsonKey: 'en',
      label: { en: 'Title (English)', nl: 'Titel (Engels)' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'titleNl',
      column: 'title',
      jsonKey: 'nl',
      label: { en: 'Title (Dutch)', nl: 'Titel (Nederlands)' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'state',
      column: 'state',
      label: { en: 'State', nl: 'Status' },
      kind: 'choice',
      required: true,
      options: [
        { value: 'draft', label: { en: 'Draft (not shown)', nl: 'Concept (niet zichtbaar)' } },
        { value: 'open', label: { en: 'Open for answers', nl: 'Open voor antwoorden' } },
        { value: 'closed', label: { en: 'Closed', nl: 'Gesloten' } },
      ],
    },
    {
      name: 'descriptionEn',
      column: 'description',
      jsonKey: 'en',
      label: { en: 'Description (English)', nl: 'Omschrijving (Engels)' },
      kind: 'text',
      maxLength: 2000,
      multiline: true,
      listed: false,
    },
    {
      name: 'descriptionNl',
      column: 'description',
      jsonKey: 'nl',
      label: { en: 'Description (Dutch)', nl: 'Omschrijving (Nederlands)' },
      kind: 'text',
      maxLength: 2000,
      multiline: true,
      listed: false,
    },
    {
      name: 'questions',
      column: 'questions',
      label: {
        en: `Questions (JSON, at most ${MAX_AUTHORED_QUESTIONS})`,
        nl: `Vragen (JSON, hoogstens ${MAX_AUTHORED_QUESTIONS})`,
      },
      kind: 'text',
      required: true,
      maxLength: 20_000,
      multiline: true,
      listed: false,
    },
  ],
};
