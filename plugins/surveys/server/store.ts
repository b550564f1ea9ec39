import { HttpError, isPlainObject, parseJson, sql, type CustomerData } from '../../../server/plugin-api';
import type { Answers, Localized, Question, SurveyDetail, SurveySummary } from '../contract';

interface SurveyRow {
  id: string;
  code: string;
  title: string;
  description: string | null;
  questions: string;
  state: 'draft' | 'open' | 'closed';
}

interface ResponseRow {
  answers: string;
  status: 'draft' | 'completed';
  completed_at: string | null;
}

const NO_TEXT: Localized = { en: '', nl: '' };
const isLocalized = (value: unknown): value is Localized =>
  isPlainObject(value) &&
  typeof (value as { en?: unknown }).en === 'string' &&
  typeof (value as { nl?: unknown }).nl === 'string';

/** The reader and the customer whose survey it is. */
/** The signed-in user and the data access scoped to their active customer. */
export interface Respondent {
  userId: string;
  data: CustomerData;
}

export class SurveyStore {
  list({ userId, data }: Respondent): SurveySummary[] {
    // A draft is the provider's until it opens the survey.
    const surveys = data.table('surveys').find<Pick<SurveyRow, 'id' | 'code' | 'title'>>(sql('state <> ?', 'draft'), {
      columns: ['id', 'code', 'title'],
      orderBy: ['sort_order', 'id'],
    });
    const responses = new Map(
      data
        .table('survey_responses')
        .find<{ survey_id: string } & Omit<ResponseRow, 'answers'>>(
          { user_id: userId },
          { columns: ['survey_id', 'status', 'completed_at'] },
        )
        .map((row) => [row.survey_id, row]),
    );
    return surveys.map((row) => ({
      id: row.id,
      code: row.code,
      title: parseJson(row.title, NO_TEXT, isLocalized),
      completed: responses.get(row.id)?.status === 'completed',
      hasDraft: responses.get(row.id)?.status === 'draft',
      completedAt: responses.get(row.id)?.completed_at ?? null,
    }));
  }

  /** The survey of the customer with the reader's answers; 404 for another customer's or an unknown one. */
  detail(surveyId: string, respondent: Respondent): SurveyDetail {
    const survey = this.survey(surveyId, respondent);
    const response = this.response(surveyId, respondent);
    return {
      id: survey.id,
      code: survey.code,
      title: parseJson(survey.title, NO_TEXT, isLocalized),
      description: survey.description === null ? null : parseJson(survey.description, NO_TEXT, isLocalized),
      questions: this.questionsOf(survey),
      status: response?.status ?? 'new',
      closed: survey.state === 'closed',
      answers: response ? parseJson<Answers>(response.answers, {}, isPlainObject) : {},
      completedAt: response?.completed_at ?? null,
    };
  }

  questions(surveyId: string, respondent: Respondent): Question[] {
    return this.questionsOf(this.survey(surveyId, respondent));
  }

  /** Stores the answers as a draft or as the submission, unless the reader already submitted (409). */
  save(surveyId: string, respondent: Respondent, answers: Answers, complete: boolean): SurveyDetail {
    respondent.data.transaction(() => {
      const survey = this.survey(surveyId, respondent);
      if (survey.state === 'closed') throw new HttpError(409, 'This survey is closed: it takes no more answers.');
      const existing = this.response(surveyId, respondent);
      if (existing?.status === 'completed')
        throw new HttpError(409, 'This survey has been submitted and can no longer be changed.');
      const now = new Date().toISOString();
      const values = {
        answers: JSON.stringify(answers),
        status: complete ? 'completed' : 'draft',
        updated_at: now,
        completed_at: complete ? now : null,
      };
      const responses = respondent.data.table('survey_responses');
      if (existing) responses.update(values, { survey_id: surveyId, user_id: respondent.userId });
      else responses.insert({ survey_id: surveyId, user_id: respondent.userId, ...values });
    });
    return this.detail(surveyId, respondent);
  }

  private survey(surveyId: string, { data }: Respondent): SurveyRow {
    const row = data
      .table('surveys')
      .first<SurveyRow>({ id: surveyId }, { columns: ['id', 'code', 'title', 'description', 'questions', 'state'] });
    if (!row || row.state === 'draft') throw new HttpError(404, 'No such survey.');
    return row;
  }

  private response(surveyId: string, { userId, data }: Respondent): ResponseRow | undefined {
    return data
      .table('survey_responses')
      .first<ResponseRow>({ survey_id: surveyId, user_id: userId }, { columns: ['answers', 'status', 'completed_at'] });
  }

  private questionsOf(survey: SurveyRow): Question[] {
    return parseJson<Question[]>(survey.questions, [], Array.isArray);
  }
}
