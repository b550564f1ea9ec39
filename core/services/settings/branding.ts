import { autorun } from 'mobx';
import type { SettingsState } from './settings-store';

/**
 * Applies the public settings to the document: title from the application name, `theme.css` from the
 * static host and the custom stylesheet (each a <link> replaced when it changes). Returns a stop function.
 */
export function applyBranding(settings: SettingsState, doc: Document): () => void {
  return autorun(() => {
    doc.title = settings.applicationName;
    const origin = pageOrigin(doc);
    setStylesheet(doc, 'portal-theme-css', themeStylesheetUrl(settings.settings?.staticHost ?? null, origin));
    setStylesheet(doc, 'portal-custom-css', stylesheetUrl(settings.settings?.customStylesheet ?? null, origin));
  });
}

/**
 * `theme.css` of the static host: a path on this origin ("/static"), or an absolute URL. A host on another
 * origin must use https; the page's own origin may also be plain http (a development static host is). Null
 * when there is no host or it breaks the rule.
 */
export function themeStylesheetUrl(staticHost: string | null, origin: string): string | null {
  const host = staticHost?.trim();
  if (!host) return null;
  const base = resolve(host, origin);
  if (!base || (base.protocol !== 'https:' && base.protocol !== 'http:')) return null;
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return stylesheetUrl(new URL('theme.css', base).href, origin);
}

/**
 * A stylesheet address the portal may load, in the form to put in href (a path when it is on this origin),
 * or null. Allowed: https anywhere, and http or https on the page's own origin. Never javascript:, data:,
 * blob: or any other scheme, and never plain http to another origin.
 */
export function stylesheetUrl(href: string | null, origin: string): string | null {
  const trimmed = href?.trim();
  if (!trimmed) return null;
  const url = resolve(trimmed, origin);
  if (!url) return null;
  if (url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:'))
    return `${url.pathname}${url.search}`;
  return url.protocol === 'https:' ? url.href : null;
}

/** Resolves an address against the origin's root (never the current route: /action/5 is no base for a stylesheet). */
function resolve(address: string, origin: string): URL | null {
  try {
    return new URL(address, `${origin}/`);
  } catch {
    return null;
  }
}

function pageOrigin(doc: Document): string {
  return doc.location?.origin ?? new URL(doc.baseURI).origin;
}

function setStylesheet(doc: Document, id: string, href: string | null): void {
  const existing = doc.getElementById(id) as HTMLLinkElement | null;
  if (!href) {
    existing?.remove();
    return;
  }
  if (existing?.getAttribute('href') === href) return;
  const link = existing ?? doc.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = href;
  if (!existing) doc.head.appendChild(link);
}
