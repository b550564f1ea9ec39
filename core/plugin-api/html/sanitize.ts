import DOMPurify from 'dompurify';

const SAFE_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;

const ADDRESS_ATTRIBUTES = ['href', 'src', 'xlink:href'];
/** An address relative to the page's path ("x", "../x", "?q"): not absolute, not from the root, not a fragment. */
const PATH_RELATIVE = /^(?![a-z][a-z0-9+.-]*:|[/\\#])/i;

/**
 * A card shows on the home page (/) and at /action/{id}: a path-relative address would mean /x on one and
 * /action/x on the other (an image there asked the SPA's route /action/x). It is read from the portal's root
 * on every page, as on the home page.
 */
function fromPortalRoot(value: string): string {
  const url = new URL(value, 'https://portal.invalid/');
  return url.pathname + url.search + url.hash;
}

/**
 * Chrome checks a <style> element against the page's Content-Security-Policy even inside DOMPurify's inert
 * document, and logs a refusal for every one. The sanitizer drops style elements anyway, so they are cut out
 * of the text first; DOMPurify still judges everything that is left.
 */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi;

/** A start tag: its name, then attributes whose quoted values may hold any character, up to its `>`. */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** One attribute of a start tag (after its name), read where the last one ended. */
const ATTRIBUTE = /([\s/]*)([^\s"'>/=][^\s/>=]*)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/y;

/**
 * Chrome also checks every event-handler attribute (onerror, onclick...) against the Content-Security-Policy
 * as DOMPurify's parser creates it, inert document or not, and logs a refusal (and sends a violation report)
 * for each: a card with one such attribute raised refusals although nothing ran. DOMPurify removes them all,
 * so they are taken out of the start tags first, attribute by attribute (a quoted value is never cut), and
 * the sanitized result is the same. Returns the text and the names taken out.
 */
function withoutEventHandlers(html: string): { html: string; names: string[] } {
  const names: string[] = [];
  const text = html.replace(START_TAG, (tag) => {
    const name = /^<[^\s/>]*/.exec(tag)![0];
    let kept = name;
    let at = name.length;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(tag);
      if (!attribute || attribute[0] === '') break;
      at = ATTRIBUTE.lastIndex;
      if (/^on/i.test(attribute[2]!)) names.push(attribute[2]!.toLowerCase());
      else kept += attribute[0];
    }
    return kept + tag.slice(at);
  });
  return { html: text, names };
}

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
  return purify(withoutEventHandlers(html.replace(STYLE_ELEMENT, '')).html);
}

function purify(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
      for (const name of ADDRESS_ATTRIBUTES) {
        const value = node.getAttribute(name)?.trim();
        if (value && PATH_RELATIVE.test(value)) node.setAttribute(name, fromPortalRoot(value));
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
    ],
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
  const handlers = withoutEventHandlers(html.replace(STYLE_ELEMENT, ''));
  const safe = purify(handlers.html);
  const seen = new Set<string>();
  const removed: RemovedPart[] = [];
  const note = (part: RemovedPart) => {
    if (seen.has(`${part.kind}:${part.name}`)) return;
    seen.add(`${part.kind}:${part.name}`);
    removed.push(part);
  };
  if (/<style\b/i.test(html)) note({ kind: 'element', name: 'style' });
  for (const name of handlers.names) note({ kind: 'attribute', name });
  for (const entry of DOMPurify.removed as { element?: Node; attribute?: Attr | null }[]) {
    const part: RemovedPart | null = entry.attribute
      ? { kind: 'attribute', name: entry.attribute.name.toLowerCase() }
      : entry.element && entry.element.nodeType === 1
        ? { kind: 'element', name: entry.element.nodeName.toLowerCase() }
        : null;
    if (part) note(part);
  }
  return { html: safe, removed };
}
