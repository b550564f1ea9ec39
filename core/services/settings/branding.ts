import { autorun } from 'mobx';
import type { SettingsState } from './settings-store';

/**
 * Applies the public settings to the document: title from the application name, `theme.css` from the
 * static host and the custom stylesheet (each a <link> replaced when it changes). Returns a stop function.
 */
export function applyBranding(settings: SettingsState, doc: Document): () => void {
  return autorun(() => {
    doc.title = settings.applicationName;
    const staticHost = settings.settings?.staticHost;
    setStylesheet(doc, 'portal-theme-css', staticHost ? `${staticHost.replace(/\/+$/, '')}/theme.css` : null);
    setStylesheet(doc, 'portal-custom-css', settings.settings?.customStylesheet ?? null);
  });
}

function setStylesheet(doc: Document, id: string, href: string | null): void {
  const existing = doc.getElementById(id) as HTMLLinkElement | null;
  if (!href || !isSafeStylesheetUrl(href)) {
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

function isSafeStylesheetUrl(href: string): boolean {
  return /^(https:\/\/|\/(?!\/))/i.test(href);
}
