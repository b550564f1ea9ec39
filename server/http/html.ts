import { languageOfAcceptLanguage, type ContentLanguage } from '../../core/contract';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The languages the server renders its own pages in (the portal's UI languages). */
export type PageLanguage = ContentLanguage;

/** The portal's language rule for a page the server renders (and for the content of an API answer): see languageOfAcceptLanguage. */
export const pageLanguage = languageOfAcceptLanguage;

/** A complete server-rendered page: no script, one stylesheet. Every argument except `body` is escaped here. */
export function htmlPage(options: { title: string; stylesheet: string; body: string; lang?: PageLanguage }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">
</head>
<body>
${options.body}
</body>
</html>
`;
}

/**
 * A page the server shows when something failed in a browser's page navigation (not an API call): the title,
 * one explanation and the way forward, all in the reader's language (the caller passes texts in `lang`).
 */
export function errorPage(options: {
  lang: PageLanguage;
  stylesheet: string;
  title: string;
  text: string;
  link: { href: string; label: string };
}): string {
  return htmlPage({
    lang: options.lang,
    title: options.title,
    stylesheet: options.stylesheet,
    body: `<main class="login login-error">
<h1>${escapeHtml(options.title)}</h1>
<p class="intro">${escapeHtml(options.text)}</p>
<p><a class="button-link" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>
</main>`,
  });
}
