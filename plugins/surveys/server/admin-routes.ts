import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  HttpError,
  isPlainObject,
  parseJson,
  sql,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import { Localized, SURVEY_EXPORT_FORMATS, SurveyOverviewList, type Question, type SurveyOverview } from '../contract';
import { answersFile } from './answers-export';

const tags = ['surveys', 'admin'];
const customerId = z.string().check(z.minLength(1), z.maxLength(100));
const CustomerParams = z.object({ customerId });
const SurveyParams = z.object({ customerId, code: z.string().check(z.minLength(1), z.maxLength(100)) });
const ExportQuery = z.object({ format: z.optional(z.enum(SURVEY_EXPORT_FORMATS)) });
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator', 404: 'No such customer or survey' };
const NO_TEXT = { en: '', nl: '' };
const isLocalized = (value: unknown): value is Localized => Localized.safeParse(value).success;

/** As the administration's own routes: provider administrators only, never while viewing as another user. */
function requireProviderAdmin(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  if (user.runAsBy)
    throw new HttpError(403, 'Administration is not available while you view the portal as another user.');
  return user;
}

interface SurveyRow {
  id: string;
  code: string;
  title: string;
  state: SurveyOverview['state'];
  questions: string;
}

/**
 * The provider's reading of a customer's surveys (the survey editor of the administration authors them as
 * records): each survey with how many users answered, and one survey's answers as CSV or JSON. The guard refuses
 * anyone but a provider administrator before anything is read.
 */
export function surveyAdminRoutes(api: ServerPluginApi): void {
  const guard = (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request));
  const granted = () => {
    try {
      return { directory: api.customerDirectory(), all: api.crossCustomerData() };
    } catch {
      throw new HttpError(
        503,
        'The provider has not granted the surveys plugin crossCustomerData and customerDirectory (PLUGIN_GRANTS).',
      );
    }
  };
  const customerData = (id: string) => {
    const { directory, all } = granted();
    if (directory.customers([id]).length === 0) throw new HttpError(404, `There is no customer "${id}".`);
    return all.forCustomer(id);
  };
  const surveysOf = (id: string) =>
    customerData(id)
      .table('surveys')
      .find<SurveyRow>(undefined, {
        columns: ['id', 'code', 'title', 'state', 'questions'],
        orderBy: ['sort_order', 'code'],
      });

  api.route({
    method: 'GET',
    url: '/api/admin/surveys/:customerId',
    tags,
    guard,
    summary: "A customer's surveys with their state and how many users answered; provider administrators only",
    params: CustomerParams,
    response: SurveyOverviewList,
    errors: REFUSALS,
    handler: ({ params, reply }) => {
      const data = customerData(params.customerId);
      const counts = new Map(
        data
          .table('survey_responses')
          .find<{ survey_id: string; status: string }>(undefined, { columns: ['survey_id', 'status'] })
          .reduce((all, row) => {
            const count = all.get(row.survey_id) ?? { responses: 0, completed: 0 };
            count.responses += 1;
            if (row.status === 'completed') count.completed += 1;
            return all.set(row.survey_id, count);
          }, new Map<string, { responses: number; completed: number }>()),
      );
      reply.header('Cache-Control', 'no-store');
      return surveysOf(params.customerId).map((survey) => ({
        code: survey.code,
        title: parseJson(survey.title, NO_TEXT, isLocalized),
        state: survey.state,
        ...(counts.get(survey.id) ?? { responses: 0, completed: 0 }),
      }));
    },
  });

  api.route({
    method: 'GET',
    url: '/api/admin/surveys/:customerId/:code/answers',
    tags,
    guard,
    summary:
      "One survey's answers, a line per user (drafts and submissions), as CSV or JSON; provider administrators only",
    params: SurveyParams,
    query: ExportQuery,
    responseType: 'text/csv',
    errors: REFUSALS,
    handler: ({ params, query, reply }) => {
      const survey = surveysOf(params.customerId).find((row) => row.code === params.code);
      if (!survey) throw new HttpError(404, `There is no survey "${params.code}".`);
      const responses = customerData(params.customerId)
        .table('survey_responses')
        .find<{ user_id: string; status: string; updated_at: string; completed_at: string | null; answers: string }>(
          sql('survey_id = ?', survey.id),
          { orderBy: ['updated_at', 'user_id'] },
        );
      const names = granted().directory.userNames(responses.map((row) => row.user_id));
      const format = query.format ?? 'csv';
      const questions = parseJson<Question[]>(survey.questions, [], Array.isArray).filter(isPlainObject);
      const text = answersFile(
        questions,
        responses.map((row) => ({
          userName: names.get(row.user_id) ?? row.user_id,
          status: row.status,
          updatedAt: row.updated_at,
          completedAt: row.completed_at,
          answers: row.answers,
        })),
        format,
      );
      return reply
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="survey-${survey.code.replace(/[^\w-]/g, '_')}-answers.${format}"`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .send(text);
    },
  });
}
