/** The CSP directives that decide whether a page may show a frame from another address. */
const FRAME_DIRECTIVES = /^(frame-src|child-src|default-src)\b/;

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * Whether a CSP violation the page reported is the refusal of this embed's frame: an enforced frame
 * directive, for the frame inside `element` (the event's target) or for the address that frame loads.
 */
export function isFrameBlocked(
  event: Pick<
    SecurityPolicyViolationEvent,
    'effectiveDirective' | 'violatedDirective' | 'blockedURI' | 'disposition' | 'target'
  >,
  element: HTMLElement,
): boolean {
  if (event.disposition && event.disposition !== 'enforce') return false;
  const directive = event.effectiveDirective || event.violatedDirective || '';
  if (!FRAME_DIRECTIVES.test(directive)) return false;
  const target = event.target as Node | null;
  if (
    target &&
    typeof (target as Node).nodeType === 'number' &&
    target !== element.ownerDocument &&
    element.contains(target)
  )
    return true;
  const frame = element.querySelector('iframe');
  return Boolean(frame?.src && event.blockedURI && sameOrigin(event.blockedURI, frame.src));
}
