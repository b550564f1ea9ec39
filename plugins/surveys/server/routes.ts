import * as z from 'zod/mini';
import { HttpError, type RequestUser, type ServerPluginApi } from '../../../server/plugin-api';
import {
  AnswersRequest,
  PublishedSurveyList,
  SurveyDetail,
  SurveyPaths,
  answerProblems,
  keptAnswers,
  type AnswerProblem,
} from '../contract';
import { SurveyStore, type Respondent } from './store';

const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const ERRORS = { 404: 'Not a survey of the active customer', 409: 'Already submitted: read-only' };

const described = (problems: Record<string, AnswerProblem>) =>
  Object.entries(problems)
    .map(([id, problem]) => `${id}: ${problem}`)
    .join('; ');

/** The active customer's surveys; each user answers for themselves (draft, then one submission). */
export function surveyRoutes(api: ServerPluginApi): void {
  const store = new SurveyStore();
  const respondentOf = (user: RequestUser | null): Respondent | null =>
    user?.activeCustomerId ? { userId: user.userId, data: api.data(user) } : null;
  const requireRespondent = (user: RequestUser | null): Respondent => {
    const respondent = respondentOf(user);
    if (!respondent) throw new HttpError(404, 'No such survey.');
    return respondent;
  };

  api.route({
    method: 'GET',
    url: SurveyPaths.list,
    response: PublishedSurveyList,
    summary: "The active customer's surveys (questionnaires), each with whether the signed-in user completed it",
    handler: ({ user, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const respondent = respondentOf(user);
      return respondent ? store.list(respondent) : [];
    },
  });

  api.route({
    method: 'GET',
    url: '/api/surveys/:id',
    params: IdParams,
    response: SurveyDetail,
    errors: { 404: ERRORS[404] },
    summary: "A survey's questions with the signed-in user's saved or submitted answers",
    handler: ({ user, params, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return store.detail(params.id, requireRespondent(user));
    },
  });

  const saving =
    (complete: boolean) =>
    ({ user, params, body }: { user: RequestUser | null; params: { id: string }; body: AnswersRequest }) => {
      const respondent = requireRespondent(user);
      const problems = answerProblems(store.questions(params.id, respondent), body.answers, complete);
      if (Object.keys(problems).length) throw new HttpError(400, `Invalid answers: ${described(problems)}`);
      return store.save(params.id, respondent, keptAnswers(body.answers), complete);
    };

  api.route({
    method: 'PUT',
    url: '/api/surveys/:id/draft',
    params: IdParams,
    body: AnswersRequest,
    response: SurveyDetail,
    summary:
      "Saves the signed-in user's answers so far (required questions may stay open); each answer given must be valid",
    errors: {
      400: 'An answer that is not valid (not an option, a rating outside 1-5, ...): nothing is stored',
      ...ERRORS,
    },
    handler: saving(false),
  });

  api.route({
    method: 'POST',
    url: '/api/surveys/:id/submit',
    params: IdParams,
    body: AnswersRequest,
    response: SurveyDetail,
    summary:
      "Submits the signed-in user's answers: every required question answered, every answer valid; afterwards read-only",
    errors: { 400: 'A required answer missing or an answer that is not valid: nothing is stored', ...ERRORS },
    handler: saving(true),
  });
}
