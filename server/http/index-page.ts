import { readFileSync, statSync } from 'node:fs';
import { escapeHtml, type PageLanguage } from './html';
import { SERVER_PAGE_TEXTS } from './page-texts';

/**
 * The SPA's index.html in the reader's language: the built file is English (`<html lang="en">`, the boot
 * text, the noscript line); a Dutch reader gets the same file with those three swapped, so the first thing
 * on screen is already in the language the portal will speak. Read once per build (the file's mtime).
 */
export class IndexPage {
  private cached: { mtimeMs: number; html: Record<PageLanguage, string> } | null = null;

  constructor(private readonly file: string) {}

  html(lang: PageLanguage): string {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) {
      const english = readFileSync(this.file, 'utf8');
      this.cached = { mtimeMs, html: { en: english, nl: localize(english, 'nl') } };
    }
    return this.cached.html[lang];
  }
}

export function localize(english: string, lang: PageLanguage): string {
  if (lang === 'en') return english;
  const from = SERVER_PAGE_TEXTS.en;
  const to = SERVER_PAGE_TEXTS[lang];
  return english
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace(`>${escapeHtml(from.bootLoading)}<`, `>${escapeHtml(to.bootLoading)}<`)
    .replace(`>${escapeHtml(from.noScript)}<`, `>${escapeHtml(to.noScript)}<`);
}

/**
 * The page with its style nonce for the SPA (shell/app/style-nonce.ts reads it): in a `nonce` attribute, which
 * browsers hide from the DOM's attributes (and from CSS selectors), so injected markup cannot read it out.
 */
export function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const charset = '<meta charset="utf-8">';
  return html.includes(charset)
    ? html.replace(charset, `${charset}\n    ${meta}`)
    : html.replace('<head>', `<head>\n    ${meta}`);
}

/**
 * Preloads of the calls the SPA makes first, so they travel while its script downloads instead of after it:
 * the browser still makes each call itself and takes the preloaded answer (same URL, `fetch`, same-origin
 * credentials, as core/services/http/fetch-http-client.ts asks). Paths only, from the server's own list.
 */
export function withDataPreloads(html: string, paths: readonly string[]): string {
  if (paths.length === 0) return html;
  const links = paths
    .map((path) => `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="anonymous">`)
    .join('\n    ');
  const charset = '<meta charset="utf-8">';
  return html.includes(charset)
    ? html.replace(charset, `${charset}\n    ${links}`)
    : html.replace('<head>', `<head>\n    ${links}`);
}
