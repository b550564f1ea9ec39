import { SurveyDetailEntry, SurveyList, answerProblems, keptAnswers, type Question } from './contract';

const questions: Question[] = [
  { id: 'overall', type: 'rating', label: { en: 'Overall', nl: 'Algemeen' }, required: true },
  {
    id: 'contact',
    type: 'choice',
    label: { en: 'Contact', nl: 'Contact' },
    required: true,
    options: [{ value: 'phone', label: { en: 'Phone', nl: 'Telefoon' } }],
  },
  { id: 'improve', type: 'text', label: { en: 'Improve', nl: 'Verbeteren' }, required: false },
];

describe('answer validation (browser and server)', () => {
  it('lets a draft leave required questions open but never accepts a wrong answer, and never corrects one', () => {
    expect(answerProblems(questions, { overall: null, improve: '  ' }, false)).toEqual({});
    expect(answerProblems(questions, {}, true)).toEqual({ overall: 'required', contact: 'required' });
    expect(answerProblems(questions, { overall: 7, contact: 'fax', improve: 3 }, false)).toEqual({
      overall: 'outOfRange',
      contact: 'notAnOption',
      improve: 'wrongType',
    });
    expect(answerProblems(questions, { overall: 2.5, contact: 'phone', extra: 'x' }, true)).toEqual({
      overall: 'notWhole',
      extra: 'unknownQuestion',
    });
    expect(answerProblems(questions, { overall: 5, contact: 'phone', improve: 'x'.repeat(2001) }, true)).toEqual({
      improve: 'tooLong',
    });
    expect(keptAnswers({ overall: 5, improve: '', contact: null })).toEqual({ overall: 5 });
  });

  it('reads another backend tolerantly: ids as numbers, plain-string titles, missing flags', () => {
    expect(SurveyList.parse([{ id: 7, code: 'X', title: 'Plain' }, { title: 'no id' }])).toEqual([
      { id: '7', code: 'X', title: { en: 'Plain', nl: 'Plain' }, completed: false, hasDraft: false, completedAt: null },
    ]);
    expect(
      SurveyDetailEntry.parse({ id: 3, title: 'T', questions: [{ id: 1, type: 'rating', label: 'Q' }] }),
    ).toMatchObject({
      id: '3',
      status: 'new',
      answers: {},
      description: null,
      questions: [{ id: '1', type: 'rating', required: false, label: { en: 'Q', nl: 'Q' } }],
    });
  });
});
