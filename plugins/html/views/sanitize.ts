import DOMPurify from 'dompurify';

const SAFE_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;

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
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ADD_ATTR: ['target'],
  });
}
