import type { Formatter } from '../../../core/plugin-api';

/** The reader's half of a text the server keeps in both languages. */
export const inLanguage = (text: { en: string; nl: string }, format: Pick<Formatter, 'locale'>) =>
  format.locale.startsWith('nl') ? text.nl : text.en;
