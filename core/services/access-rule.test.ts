import { passesAccessRule } from './access-rule';

describe('access rule', () => {
  it('passes when the rule is empty or absent', () => {
    expect(passesAccessRule('', ['a'])).toBe(true);
    expect(passesAccessRule(undefined, [])).toBe(true);
  });
  it('passes when the permissions contain the rule, compared case-insensitively', () => {
    expect(passesAccessRule('Licences', ['reports', 'licences'])).toBe(true);
    expect(passesAccessRule('reports', ['REPORTS'])).toBe(true);
  });
  it('fails when the permission is missing, and always with an empty permission list', () => {
    expect(passesAccessRule('admin', ['reports'])).toBe(false);
    expect(passesAccessRule('admin', [])).toBe(false);
  });
});
