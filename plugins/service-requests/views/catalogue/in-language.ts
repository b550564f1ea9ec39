import type { Bilingual } from '../../contract-catalogue';

/** A designer's text in the screen's language. */
export const inLanguage = (text: Bilingual, language: string) =>
  language.toLowerCase().startsWith('nl') ? text.nl : text.en;
