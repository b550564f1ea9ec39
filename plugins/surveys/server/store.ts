import type Database from 'better-sqlite3';
import { HttpError, isPlainObject, parseJson, statement } from '../../../server/plugin-api';
import type { Answers, Localized, Question, SurveyDetail, SurveySummary } from '../contract';

interface SurveyRow {
  id: string;
  code: string;
  title: string;
  description: string | null;
  questions: string;
}

interface ResponseRow {
  answers: string;
  status: 'draft' | 'completed';
  completed_at: string | null;
}

const NO_TEXT: Localized = { en: '', nl: '' };
const isLocalized = (value: unknown): value is Localized =>
  isPlainObject(value) && typeof (value as { en?: unknown }).en === 'string' && typeof (value as { nl?: unknown }).nl === 'string';

/** The reader and the customer whose survey it is. */
export interface Respondent {
  userId: string;
  customerId: string;
}

export class SurveyStore {
  constructor(private readonly db: Database.Database) {}

  list({ userId, customerId }: Respondent): SurveySummary[] {
    const rows = statement(this.db,
      `SELECT s.id, s.code, s.title, r.status, r.completed_at FROM surveys s
       LEFT JOIN survey_responses r ON r.survey_id = s.id AND r.user_id = ?
       WHERE s.customer_id = ? ORDER BY s.sort_order, s.id`,
    ).all(userId, customerId) as (Pick<SurveyRow, 'id' | 'code' | 'title'> & { status: ResponseRow['status'] | null; completed_at: string | null })[];
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: parseJson(row.title, NO_TEXT, isLocalized),
      completed: row.status === 'completed',
      hasDraft: row.status === 'draft',
      completedAt: row.completed_at,
    }));
  }

  /** The survey of the customer with the reader's answers; 404 for another customer's or an unknown one. */
  detail(surveyId: string, respondent: Respondent): SurveyDetail {
    const survey = this.survey(surveyId, respondent.customerId);
    const response = this.response(surveyId, respondent.userId);
    return {
      id: survey.id,
      code: survey.code,
      title: parseJson(survey.title, NO_TEXT, isLocalized),
      description: survey.description === null ? null : parseJson(survey.description, NO_TEXT, isLocalized),
      questions: this.questionsOf(survey),
      status: response?.status ?? 'new',
      answers: response ? parseJson<Answers>(response.answers, {}, isPlainObject) : {},
      completedAt: response?.completed_at ?? null,
    };
  }

  questions(surveyId: string, customerId: string): Question[] {
    return this.questionsOf(this.survey(surveyId, customerId));
  }

  /** Stores the answers as a draft or as the submission, unless the reader already submitted (409). */
  save(surveyId: string, respondent: Respondent, answers: Answers, complete: boolean): SurveyDetail {
    this.db.transaction(() => {
      this.survey(surveyId, respondent.customerId);
      if (this.response(surveyId, respondent.userId)?.status === 'completed') {
        throw new HttpError(409, 'This survey has been submitted and can no longer be changed.');
      }
      const now = new Date().toISOString();
      statement(this.db,
        `INSERT INTO survey_responses (survey_id, user_id, customer_id, answers, status, updated_at, completed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (survey_id, user_id) DO UPDATE SET answers = excluded.answers, status = excluded.status,
           updated_at = excluded.updated_at, completed_at = excluded.completed_at`,
      ).run(surveyId, respondent.userId, respondent.customerId, JSON.stringify(answers), complete ? 'completed' : 'draft', now, complete ? now : null);
    })();
    return this.detail(surveyId, respondent);
  }

  private survey(surveyId: string, customerId: string): SurveyRow {
    const row = statement(this.db, 'SELECT id, code, title, description, questions FROM surveys WHERE id = ? AND customer_id = ?')
      .get(surveyId, customerId) as SurveyRow | undefined;
    if (!row) throw new HttpError(404, 'No such survey.');
    return row;
  }

  private response(surveyId: string, userId: string): ResponseRow | undefined {
    return statement(this.db, 'SELECT answers, status, completed_at FROM survey_responses WHERE survey_id = ? AND user_id = ?')
      .get(surveyId, userId) as ResponseRow | undefined;
  }

  private questionsOf(survey: SurveyRow): Question[] {
    return parseJson<Question[]>(survey.questions, [], Array.isArray);
  }
}
