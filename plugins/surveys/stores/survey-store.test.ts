import { fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { SurveyStore } from './survey-store';

const survey = {
  id: 'sat',
  code: 'SAT',
  title: { en: 'S', nl: 'S' },
  description: null,
  status: 'draft',
  answers: { overall: 3 },
  completedAt: null,
  questions: [{ id: 'overall', type: 'rating', label: { en: 'Overall', nl: 'Algemeen' }, required: true }],
};

describe('SurveyStore', () => {
  it('starts from the saved draft and clears a corrected answer’s message', async () => {
    const store = new SurveyStore(fakeHttp(() => ok(survey)).http, 'sat');
    await store.load();
    expect(store.answers).toEqual({ overall: 3 });
    store.setAnswer('overall', null);
    expect(await store.submit()).toBe(false);
    expect(store.problems).toEqual({ overall: 'required' });
    store.setAnswer('overall', 5);
    expect(store.problems).toEqual({});
  });

  it('refuses a rating outside 1-5 without a call, and keeps the answers when the server fails', async () => {
    let answer = ok(survey) as ReturnType<typeof fail> | ReturnType<typeof ok>;
    const { http, calls } = fakeHttp(() => answer);
    const store = new SurveyStore(http, 'sat');
    await store.load();
    store.setAnswer('overall', 9);
    expect(await store.saveDraft()).toBe(false);
    expect(store.problems).toEqual({ overall: 'outOfRange' });
    expect(store.answers.overall).toBe(9);
    expect(calls).toHaveLength(1);
    store.setAnswer('overall', 4);
    answer = fail(500);
    expect(await store.submit()).toBe(false);
    expect(store.refusal).toEqual({ kind: 'failed', submitting: true, failure: { status: 500, reason: 'http' } });
    expect(store.answers.overall).toBe(4);
  });
});
