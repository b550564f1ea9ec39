import type { ActionData } from '../../core/plugin-api';
import { HTML_MAX_LENGTH } from './contract';

/** The browser's check of an html action's data before it is sent (the server checks again with HtmlData). */
export function validateHtmlData(data: ActionData): Record<string, string> {
  const html = (data as { html?: unknown }).html;
  if (typeof html !== 'string') return { html: 'html:editor.htmlMissing' };
  if (html.length > HTML_MAX_LENGTH) return { html: 'html:editor.htmlTooLong' };
  const htmlNl = (data as { htmlNl?: unknown }).htmlNl;
  if (typeof htmlNl === 'string' && htmlNl.length > HTML_MAX_LENGTH) return { htmlNl: 'html:editor.htmlTooLong' };
  return {};
}
