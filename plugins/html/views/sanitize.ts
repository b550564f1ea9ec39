import DOMPurify from 'dompurify';

const SAFE_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;

/**
 * Chrome checks a <style> element against the page's Content-Security-Policy even inside DOMPurify's inert
 * document, and logs a refusal for every one. The sanitizer drops style elements anyway, so they are cut out
 * of the text first; DOMPurify still judges everything that is left.
 */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi;

/** What the sanitizer took out of the HTML: an element (`script`) or an attribute (`onclick`). */
export interface RemovedPart {
  kind: 'element' | 'attribute';
  name: string;
}

/**
 * Raw HTML from the server made safe for the DOM: no script, style or frame elements, no event handlers,
 * no javascript: or data: URLs; links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html.replace(STYLE_ELEMENT, ''), {
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ADD_ATTR: ['target'],
  });
}

/**
 * The HTML as the view shows it, and what the sanitizer removed on the way (each element or attribute name
 * once, in document order), so an editor can tell the author why part of the text does not show.
 */
export function sanitizeHtmlReporting(html: string): { html: string; removed: RemovedPart[] } {
  const safe = sanitizeHtml(html);
  const seen = new Set<string>();
  const removed: RemovedPart[] = [];
  if (/<style\b/i.test(html)) {
    seen.add('element:style');
    removed.push({ kind: 'element', name: 'style' });
  }
  for (const entry of DOMPurify.removed as { element?: Node; attribute?: Attr | null }[]) {
    const part: RemovedPart | null = entry.attribute
      ? { kind: 'attribute', name: entry.attribute.name.toLowerCase() }
      : entry.element && entry.element.nodeType === 1
        ? { kind: 'element', name: entry.element.nodeName.toLowerCase() }
        : null;
    if (!part || seen.has(`${part.kind}:${part.name}`)) continue;
    seen.add(`${part.kind}:${part.name}`);
    removed.push(part);
  }
  return { html: safe, removed };
}
