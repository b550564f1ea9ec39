/**
 * The shared kit's HTML sanitizer (DOMPurify with the portal's allow-list). Imported from here, only by views
 * that load lazily, never from the plugin API's index: DOMPurify then stays off the first screen's script.
 */
export { sanitizeHtml, sanitizeHtmlReporting } from './sanitize';
export type { RemovedPart } from './sanitize';
