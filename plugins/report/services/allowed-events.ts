/**
 * The events each embed type may raise: a handler is attached only for these, so a handler for an event
 * the type never raises is not left registered with the client.
 */
const ALL = ['loaded', 'saved', 'rendered', 'saveAsTriggered', 'error', 'dataSelected', 'buttonClicked'] as const;
const REPORT = [
  'filtersApplied',
  'pageChanged',
  'commandTriggered',
  'swipeStart',
  'swipeEnd',
  'bookmarkApplied',
  'dataHyperlinkClicked',
  'visualRendered',
  'visualClicked',
  'selectionChanged',
] as const;

const BY_TYPE: Record<string, readonly string[]> = {
  report: [...ALL, ...REPORT],
  visual: [...ALL, ...REPORT],
  dashboard: [...ALL, 'tileClicked'],
  tile: [...ALL, 'tileClicked', 'tileLoaded'],
  qna: [...ALL, 'visualRendered'],
};

export function allowedEvents(embedType: string): readonly string[] {
  return BY_TYPE[embedType.toLowerCase()] ?? ALL;
}

export function isEventAllowed(embedType: string, eventName: string): boolean {
  return allowedEvents(embedType).includes(eventName);
}
