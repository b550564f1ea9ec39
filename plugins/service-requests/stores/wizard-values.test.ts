import { EMPTY_VALUES, fieldProblems, registerProblem, toRequest } from './wizard-values';

const valid = {
  ...EMPTY_VALUES,
  category: 'incident',
  name: 'Printer offline',
  description: 'The printer shows offline since today.',
  callerName: 'Anna de Vries',
  callerEmail: 'anna@example.com',
  callerPhone: '',
};

describe('the register step validation (the server checks the same rules)', () => {
  it('passes a complete request; the phone number is optional', () => {
    expect(registerProblem(valid)).toBeNull();
    expect(fieldProblems(valid)).toEqual({});
  });

  it.each([
    ['no category', { category: '' }, 'wizard.problems.category'],
    ['a blank title', { name: '  ' }, 'wizard.problems.name.required'],
    ['a title of 2 characters', { name: 'ab' }, 'wizard.problems.name.too-short'],
    ['a title of 121 characters', { name: 'x'.repeat(121) }, 'wizard.problems.name.too-long'],
    ['a short description', { description: 'broken' }, 'wizard.problems.description.too-short'],
    ['no name', { callerName: '' }, 'wizard.problems.callerName.required'],
    ['a bad e-mail address', { callerEmail: 'anna@example' }, 'wizard.problems.callerEmail.invalid'],
    ['letters as a phone number', { callerPhone: 'call me' }, 'wizard.problems.callerPhone.invalid'],
  ])('names %s', (_label, patch, key) => {
    expect(registerProblem({ ...valid, ...patch })).toBe(key);
  });

  it('sends the values trimmed, never changed otherwise', () => {
    expect(toRequest({ ...valid, name: '  Printer offline ', callerPhone: ' +31 20 555 0142 ' })).toEqual({
      category: 'incident',
      name: 'Printer offline',
      description: valid.description,
      caller: { name: 'Anna de Vries', email: 'anna@example.com', phone: '+31 20 555 0142' },
    });
  });
});
