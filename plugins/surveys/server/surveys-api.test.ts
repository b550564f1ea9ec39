import { DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { SurveyPaths } from '../contract';

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(() => portal.close());

const SAT = 'srv-contoso-sat-2026';
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, userId: string = DemoUsers.anna) =>
  portal.app.inject({
    method,
    url,
    headers: await userHeaders(portal.app, userId),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const responses = () =>
  portal.app.portal.db
    .prepare('SELECT survey_id, user_id, status, answers FROM survey_responses ORDER BY survey_id, user_id')
    .all();
const complete = {
  overall: 4,
  servicedesk: 5,
  contact: 'portal',
  recommend: 'yes',
  improve: 'Faster answers in the evening.',
};

describe('GET /api/surveys', () => {
  it("lists the active customer's surveys with the reader's own completion", async () => {
    const res = await call('GET', SurveyPaths.list);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: SAT,
        code: 'SAT-2026',
        title: { en: 'Yearly satisfaction survey 2026', nl: 'Jaarlijks tevredenheidsonderzoek 2026' },
        completed: false,
        hasDraft: false,
        completedAt: null,
      },
      {
        id: 'srv-contoso-onboarding',
        code: 'ONB-01',
        title: expect.any(Object),
        completed: true,
        hasDraft: false,
        completedAt: expect.any(String),
      },
      {
        id: 'srv-contoso-security',
        code: 'SEC-Q4',
        title: expect.any(Object),
        completed: false,
        hasDraft: false,
        completedAt: null,
      },
    ]);
    // Per user: Dirk, also of Contoso, has not completed the onboarding questionnaire.
    expect((await call('GET', SurveyPaths.list, undefined, DemoUsers.dirk)).json()[1]).toMatchObject({
      completed: false,
    });
    expect((await call('GET', SurveyPaths.list, undefined, DemoUsers.bram)).json()).toEqual([]);
  });

  it('answers 401 signed out, 403 to a user who is not authorized, 404 where the customer does not enable the plugin', async () => {
    expect((await portal.app.inject({ url: SurveyPaths.list })).statusCode).toBe(401);
    expect((await call('GET', SurveyPaths.list, undefined, DemoUsers.carla)).statusCode).toBe(403);
    setCustomerPlugins(portal.app, 'contoso', ['claims']);
    expect((await call('GET', SurveyPaths.list)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('keeps a draft, continues it, and submits it; afterwards it is read-only (409) and shows the answers', async () => {
    const draft = await call('PUT', SurveyPaths.draft(SAT), { answers: { overall: 4, improve: '' } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'draft', answers: { overall: 4 }, completedAt: null });
    expect((await call('GET', SurveyPaths.item(SAT))).json()).toMatchObject({
      status: 'draft',
      answers: { overall: 4 },
    });
    expect((await call('GET', SurveyPaths.list)).json()[0]).toMatchObject({ hasDraft: true, completed: false });

    const submitted = await call('POST', SurveyPaths.submit(SAT), { answers: complete });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'completed', answers: complete, completedAt: expect.any(String) });

    const before = responses();
    for (const [method, url] of [
      ['PUT', SurveyPaths.draft(SAT)],
      ['POST', SurveyPaths.submit(SAT)],
    ] as const) {
      const refused = await call(method, url, { answers: { ...complete, overall: 1 } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        statusCode: 409,
        message: 'This survey has been submitted and can no longer be changed.',
      });
    }
    expect(responses()).toEqual(before);
    // Dirk's answers are his own.
    expect((await call('GET', SurveyPaths.item(SAT), undefined, DemoUsers.dirk)).json()).toMatchObject({
      status: 'new',
      answers: {},
    });
  });

  it.each([
    ['a required answer missing', 'POST', { ...complete, overall: null }, 'overall: required'],
    ['a choice that is not an option', 'POST', { ...complete, contact: 'fax' }, 'contact: notAnOption'],
    ['a rating of 6', 'POST', { ...complete, overall: 6 }, 'overall: outOfRange'],
    ['a rating of 0 in a draft', 'PUT', { overall: 0 }, 'overall: outOfRange'],
    ['a rating of 4.5', 'PUT', { overall: 4.5 }, 'overall: notWhole'],
    ['a rating sent as text', 'PUT', { overall: '4' }, 'overall: wrongType'],
    ['a text of 2001 characters', 'PUT', { improve: 'x'.repeat(2001) }, 'improve: tooLong'],
    ['an unknown question', 'PUT', { colour: 'blue' }, 'colour: unknownQuestion'],
  ])('answers 400 for %s and stores nothing', async (_label, method, answers, message) => {
    const before = count(portal.app, 'survey_responses');
    const url = method === 'PUT' ? SurveyPaths.draft(SAT) : SurveyPaths.submit(SAT);
    const res = await call(method as 'PUT' | 'POST', url, { answers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining(message),
    });
    expect(count(portal.app, 'survey_responses')).toBe(before);
  });

  it('answers 400 for a body that is not answers, and 403 without the CSRF header, storing nothing', async () => {
    const before = count(portal.app, 'survey_responses');
    expect((await call('PUT', SurveyPaths.draft(SAT), { answers: { overall: [4] } })).statusCode).toBe(400);
    expect((await call('PUT', SurveyPaths.draft(SAT), { overall: 4 })).statusCode).toBe(400);
    const noCsrf = await portal.app.inject({
      method: 'PUT',
      url: SurveyPaths.draft(SAT),
      headers: await userHeaders(portal.app, DemoUsers.anna, false),
      payload: { answers: {} },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(count(portal.app, 'survey_responses')).toBe(before);
  });

  it("answers 404 for another customer's survey or an unknown one, reading or writing", async () => {
    const before = count(portal.app, 'survey_responses');
    for (const id of ['srv-fabrikam-sat-2026', 'nope']) {
      expect((await call('GET', SurveyPaths.item(id))).statusCode).toBe(404);
      expect((await call('PUT', SurveyPaths.draft(id), { answers: {} })).statusCode).toBe(404);
      expect((await call('POST', SurveyPaths.submit(id), { answers: complete })).statusCode).toBe(404);
    }
    expect(count(portal.app, 'survey_responses')).toBe(before);
  });
});
