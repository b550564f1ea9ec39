import type { Localized } from '../contract';

/** A survey's text in the reader's language. */
export const pick = (text: Localized, language: string) => (language.startsWith('nl') ? text.nl : text.en);
