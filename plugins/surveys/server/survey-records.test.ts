import { RecordPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { SurveyPaths } from '../contract';

jest.setTimeout(60_000);

/** Provider administrators author surveys in the Records page, open them to the customer's users and close them. */
let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(() => portal.close());

const surveys = RecordPaths.list('surveys', 'surveys', DemoCustomers.contoso);
const questions = JSON.stringify([
  { id: 'speed', type: 'rating', label: { en: 'How fast?', nl: 'Hoe snel?' }, required: true },
  {
    id: 'again',
    type: 'choice',
    label: { en: 'Again?', nl: 'Nog eens?' },
    options: [
      { value: 'yes', label: { en: 'Yes', nl: 'Ja' } },
      { value: 'no', label: { en: 'No', nl: 'Nee' } },
    ],
  },
]);
const survey = { providerId: 'MIG-2026', titleEn: 'Migration', titleNl: 'Migratie', state: 'draft', questions };
const as = async (userId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  portal.app.inject({ method, url, headers: await userHeaders(portal.app, userId), payload });
const annaSees = async () =>
  (await as(DemoUsers.anna, 'GET', SurveyPaths.list)).json<{ code: string }[]>().map((item) => item.code);
const idOf = () =>
  portal.app.portal.db.prepare('SELECT id FROM surveys WHERE code = ?').pluck().get('MIG-2026') as string;

describe('surveys as records', () => {
  it('lists the demo surveys by code with their titles in both languages, open', async () => {
    const listed = (await as(DemoUsers.petra, 'GET', surveys)).json<{ items: Record<string, unknown>[] }>();
    expect(listed.items.map((item) => item.providerId)).toEqual(['SAT-2026', 'ONB-01', 'SEC-Q4']);
    expect(listed.items[0]).toEqual(
      expect.objectContaining({ titleEn: 'Yearly satisfaction survey 2026', state: 'open' }),
    );
  });

  it('keeps a draft from the customer, opens it for answers and closes it again', async () => {
    expect((await as(DemoUsers.petra, 'POST', surveys, survey)).statusCode).toBe(201);
    expect(await annaSees()).not.toContain('MIG-2026');
    expect((await as(DemoUsers.anna, 'GET', SurveyPaths.item(idOf()))).statusCode).toBe(404);

    const one = RecordPaths.one('surveys', 'surveys', DemoCustomers.contoso, 'MIG-2026');
    expect((await as(DemoUsers.petra, 'PUT', one, { ...survey, state: 'open' })).statusCode).toBe(200);
    expect(await annaSees()).toContain('MIG-2026');
    const detail = (await as(DemoUsers.anna, 'GET', SurveyPaths.item(idOf()))).json();
    expect(detail).toEqual(expect.objectContaining({ title: { en: 'Migration', nl: 'Migratie' }, closed: false }));
    expect(detail.questions.map((question: { id: string }) => question.id)).toEqual(['speed', 'again']);
    expect((await as(DemoUsers.anna, 'PUT', SurveyPaths.draft(idOf()), { answers: { speed: 4 } })).statusCode).toBe(
      200,
    );

    expect((await as(DemoUsers.petra, 'PUT', one, { ...survey, state: 'closed' })).statusCode).toBe(200);
    const closed = await as(DemoUsers.anna, 'POST', SurveyPaths.submit(idOf()), { answers: { speed: 5 } });
    expect(closed.statusCode).toBe(409);
    expect((await as(DemoUsers.anna, 'GET', SurveyPaths.item(idOf()))).json()).toEqual(
      expect.objectContaining({ closed: true, answers: { speed: 4 } }),
    );
  });

  it('refuses questions that are not valid JSON, lack a language, repeat an id or put options wrong', async () => {
    const bad = [
      '[{',
      JSON.stringify([{ id: 'a', type: 'text', label: { en: 'A' } }]),
      JSON.stringify([
        { id: 'a', type: 'text', label: { en: 'A', nl: 'A' } },
        { id: 'a', type: 'text', label: { en: 'B', nl: 'B' } },
      ]),
      JSON.stringify([{ id: 'a', type: 'choice', label: { en: 'A', nl: 'A' } }]),
      '[]',
    ];
    for (const text of bad) {
      const response = await as(DemoUsers.petra, 'POST', surveys, { ...survey, questions: text });
      expect([text, response.statusCode]).toEqual([text, 400]);
      expect(response.json().refused).toEqual([
        { line: 1, field: 'questions', reason: { en: expect.any(String), nl: expect.any(String) } },
      ]);
    }
    const imported = await as(
      DemoUsers.petra,
      'POST',
      RecordPaths.importFile('surveys', 'surveys', DemoCustomers.contoso),
      { format: 'json', content: JSON.stringify([survey, { ...survey, providerId: 'X-2', questions: '[' }]) },
    );
    expect(imported.statusCode).toBe(422);
    expect(imported.json().refused).toEqual([expect.objectContaining({ line: 2, field: 'questions' })]);
    expect((await as(DemoUsers.petra, 'GET', surveys)).json().items).toHaveLength(3);
  });
});
