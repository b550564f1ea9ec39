export type UiLanguage = 'en' | 'nl';

export interface LanguageChoice {
  language: UiLanguage;
  locale: 'en-US' | 'nl-NL';
}

/** The browser's first language decides: Dutch (nl*) gives nl / nl-NL, anything else en / en-US. */
export function detectLanguage(languages: readonly string[]): LanguageChoice {
  const first = (languages[0] ?? '').toLowerCase();
  return first === 'nl' || first.startsWith('nl-')
    ? { language: 'nl', locale: 'nl-NL' }
    : { language: 'en', locale: 'en-US' };
}
