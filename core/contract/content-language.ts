/** The portal's two languages: of its interface, and of the texts the provider enters (menu, cards, notices). */
export type ContentLanguage = 'en' | 'nl';

/**
 * The spec's language rule applied to an Accept-Language header: the browser's first language decides, Dutch
 * (nl, nl-NL, nl-BE, ...) gives Dutch, anything else English. "First" is the entry the browser prefers most:
 * the highest q value, the earliest among equals (browsers list them in order of preference); an entry with
 * q=0 is one the browser refuses and `*` names no language. The portal's http client sends the language its
 * interface chose (`Accept-Language: nl`), so the content it fetches is in that language too.
 */
export function languageOfAcceptLanguage(acceptLanguage: string | string[] | undefined): ContentLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(',').slice(0, 50)) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'nl' || best.tag.startsWith('nl-')) ? 'nl' : 'en';
}

/** A text the provider enters in English and Dutch; at least one of the two is given (empty or null: not given). */
export interface TextInTwoLanguages {
  en: string | null | undefined;
  nl: string | null | undefined;
}

/**
 * The text in `language`, or the other language's when that one is not given, or `fallback` (a text stored
 * before texts had a language) when neither is.
 */
export function textIn(language: ContentLanguage, texts: TextInTwoLanguages, fallback = ''): string {
  const chosen = texts[language]?.trim();
  if (chosen) return chosen;
  return texts[language === 'nl' ? 'en' : 'nl']?.trim() || fallback;
}

/** Whether at least one language has a text (the administration's rule for such texts). */
export const hasTextInEitherLanguage = (texts: TextInTwoLanguages): boolean =>
  Boolean(texts.en?.trim() || texts.nl?.trim());
