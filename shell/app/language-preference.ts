import type { Browser } from '../../core/services/platform/browser';

export const LANGUAGE_STORAGE_KEY = 'msp-portal.language';

/**
 * The browser's languages, with a language chosen on the settings page first. Without a stored choice the
 * spec's rule holds: the browser's first language decides.
 */
export function preferredLanguages(browser: Browser): readonly string[] {
  const stored = browser.storage.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'en' || stored === 'nl' ? [stored, ...browser.languages] : browser.languages;
}
