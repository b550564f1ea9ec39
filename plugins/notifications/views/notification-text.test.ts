import { formatParam } from './notification-text';

describe('formatParam', () => {
  it.each([
    ['2027-02-25', 'nl', '25 feb 2027'],
    ['2027-02-25', 'en', 'Feb 25, 2027'],
    ['Power BI Pro', 'nl', 'Power BI Pro'],
    ['2027-02-30x', 'en', '2027-02-30x'],
    ['12345', 'nl', '12345'],
  ])('%s in %s gives %s', (value, language, expected) => {
    expect(formatParam(value, language)).toBe(expected);
  });

  it('keeps numbers as given (an id or a count must not gain separators)', () => {
    expect(formatParam(250000, 'nl')).toBe(250000);
  });

  it("shows a timestamp with its time in the reader's language", () => {
    const nl = String(formatParam('2027-02-25T21:30:00Z', 'nl'));
    const en = String(formatParam('2027-02-25T21:30:00Z', 'en'));
    expect(nl).toMatch(/feb 2027/);
    expect(en).toMatch(/Feb 2[56], 2027/);
    expect(nl).not.toBe(en);
  });
});
