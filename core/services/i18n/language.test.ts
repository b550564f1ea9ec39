import { detectLanguage } from './language';

describe('language rule', () => {
  it.each([
    [['nl'], 'nl', 'nl-NL'],
    [['nl-NL', 'en'], 'nl', 'nl-NL'],
    [['nl-BE'], 'nl', 'nl-NL'],
    [['en-GB', 'nl'], 'en', 'en-US'],
    [['de-DE'], 'en', 'en-US'],
    [['nld'], 'en', 'en-US'],
    [[], 'en', 'en-US'],
  ])('%j gives %s / %s', (languages, language, locale) => {
    expect(detectLanguage(languages)).toEqual({ language, locale });
  });
});
