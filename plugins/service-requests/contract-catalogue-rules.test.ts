import { FORM_SCHEMA_VERSION, type FormDefinition, type FormField } from './contract-catalogue';
import { checkAnswers, formProblems, reasonOf, visibleFieldIds } from './contract-catalogue-rules';

const field = (id: string, more: Partial<FormField> = {}): FormField => ({
  id,
  kind: 'text',
  label: { en: id, nl: id },
  required: false,
  ...more,
});
const form = (...fields: FormField[]): FormDefinition => ({
  schemaVersion: FORM_SCHEMA_VERSION,
  title: { en: 'T', nl: 'T' },
  description: { en: '', nl: '' },
  category: 'other',
  fields,
  customers: null,
  needsSignOff: false,
  published: true,
});
const context = {
  people: [{ value: 'u1', label: 'Dirk' }],
  licences: [],
  today: '2026-11-29',
  attachmentsEnabled: false,
};
const codes = (problems: { field: string; code: string }[]) => problems.map((p) => `${p.field}:${p.code}`);

describe('a form design', () => {
  it('is refused with a condition on a field that does not exist, on itself, or going round in a circle', () => {
    expect(codes(formProblems(form(field('a', { showWhen: { field: 'zz' } }))))).toEqual(['a:condition-unknown-field']);
    expect(codes(formProblems(form(field('a', { showWhen: { field: 'a' } }))))).toEqual(['a:condition-self']);
    const circle = formProblems(
      form(
        field('a', { showWhen: { field: 'c' } }),
        field('b', { showWhen: { field: 'a' } }),
        field('c', { showWhen: { field: 'b' } }),
      ),
    );
    expect(circle).toEqual([{ field: 'a', code: 'condition-cycle', limit: 'a → c → b → a' }]);
    // A chain that only leads into a circle names the circle once.
    const into = formProblems(
      form(
        field('x', { showWhen: { field: 'a' } }),
        field('a', { showWhen: { field: 'b' } }),
        field('b', { showWhen: { field: 'a' } }),
      ),
    );
    expect(codes(into)).toEqual(['a:condition-cycle']);
  });

  it('is refused with a condition value the field cannot have, a choice without options, a bad pattern or range', () => {
    const yesno = field('y', { kind: 'yesno' });
    expect(codes(formProblems(form(yesno, field('a', { showWhen: { field: 'y', value: 'maybe' } }))))).toEqual([
      'a:condition-value',
    ]);
    expect(codes(formProblems(form(field('c', { kind: 'choice', options: [] }))))).toEqual(['c:no-options']);
    expect(codes(formProblems(form(field('p', { pattern: { regex: '([', message: { en: 'x', nl: 'x' } } }))))).toEqual([
      'p:bad-pattern',
    ]);
    expect(codes(formProblems(form(field('l', { minLength: 5, maxLength: 2 }))))).toEqual(['l:length-range']);
    expect(
      codes(formProblems(form(field('d', { kind: 'date', earliest: '2027-01-02', latest: '2027-01-01' })))),
    ).toEqual(['d:date-range']);
    expect(codes(formProblems(form(field('a'), field('a'))))).toEqual(['a:duplicate-field']);
  });

  it('gives each refusal in both languages', () => {
    expect(reasonOf({ field: 'a', code: 'condition-unknown-field', limit: 'zz' })).toEqual({
      en: 'The condition names the field zz, which this form does not have.',
      nl: 'De voorwaarde noemt het veld zz, dat dit formulier niet heeft.',
    });
  });
});

describe('the answers', () => {
  const laptop = form(
    field('needs', { kind: 'yesno', required: true }),
    field('model', {
      kind: 'choice',
      required: true,
      options: [{ value: 'std', label: { en: 'S', nl: 'S' } }],
      showWhen: { field: 'needs', value: 'yes' },
    }),
    field('bag', { required: true, showWhen: { field: 'model' } }),
  );

  it('shows a field while the field it depends on shows and has the value', () => {
    expect([...visibleFieldIds(laptop, {})]).toEqual(['needs']);
    expect([...visibleFieldIds(laptop, { needs: true })]).toEqual(['needs', 'model']);
    expect([...visibleFieldIds(laptop, { needs: true, model: 'std' })]).toEqual(['needs', 'model', 'bag']);
    // Hidden in turn once the field it hangs on hides, whatever it was given.
    expect([...visibleFieldIds(laptop, { needs: false, model: 'std' })]).toEqual(['needs']);
  });

  it('does not require a hidden field and drops its answer', () => {
    const checked = checkAnswers(laptop, { needs: false, model: 'std', bag: 'x' }, context);
    expect(checked).toEqual({ answers: { needs: false }, problems: [] });
    expect(codes(checkAnswers(laptop, { needs: true }, context).problems)).toEqual(['model:required']);
  });

  it('checks lengths, patterns with their own words, dates against today, choices and people', () => {
    const all = form(
      field('name', { minLength: 2, maxLength: 5 }),
      field('mail', {
        pattern: { regex: '[^@]+@[^@]+', message: { en: 'An e-mail address.', nl: 'Een e-mailadres.' } },
      }),
      field('start', { kind: 'date', earliest: 'today' }),
      field('who', { kind: 'person' }),
    );
    const { problems } = checkAnswers(
      all,
      { name: 'toolong', mail: 'nope', start: '2026-11-28', who: 'someone', extra: 'x' },
      context,
    );
    expect(problems).toEqual([
      { field: 'extra', code: 'unknown-field' },
      { field: 'name', code: 'too-long', limit: 5 },
      { field: 'mail', code: 'pattern', reason: { en: 'An e-mail address.', nl: 'Een e-mailadres.' } },
      { field: 'start', code: 'too-early', limit: '2026-11-29' },
      { field: 'who', code: 'not-an-option' },
    ]);
    expect(checkAnswers(all, { name: 'Ann', mail: 'a@b', start: '2026-11-29', who: 'u1' }, context).problems).toEqual(
      [],
    );
  });
});
