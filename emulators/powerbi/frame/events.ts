/** Posts an event to the embedding page (http-post-message in main.ts; a recorder in tests). */
export type EventSink = (url: string, body: unknown) => void;

export type EmbedKind = 'report' | 'visual' | 'dashboard' | 'tile' | 'create';

/**
 * Where the client listens for an embed's events: reports (also visuals and create), dashboards, and tiles
 * (singular, as the client routes them).
 */
export function eventUrl(kind: EmbedKind | null, uid: string, name: string): string {
  if (kind === 'dashboard') return `/dashboards/${uid}/events/${name}`;
  if (kind === 'tile') return `/tile/${uid}/events/${name}`;
  return `/reports/${uid}/events/${name}`;
}

/**
 * Events a create-mode embed never raises: it shows an empty authoring canvas, with no pages to change,
 * no data to select and no buttons, commands, links or swipes; the client's Create embed allows only the
 * common events (loaded, error, saved, saveAsTriggered, info...).
 */
const NOT_IN_CREATE_MODE = new Set([
  'rendered',
  'renderingStarted',
  'dataSelected',
  'pageChanged',
  'buttonClicked',
  'commandTriggered',
  'visualClicked',
  'selectionChanged',
  'visualRendered',
  'filtersApplied',
  'bookmarkApplied',
  'dataHyperlinkClicked',
  'swipeStart',
  'swipeEnd',
  'blur',
  'exportDataCompleted',
]);

/**
 * Events dashboards and tiles never raise: those the client's Report class lists (Dashboard and Tile do not), and
 * buttonClicked and saveAsTriggered, which the client allows on every embed but only reports have buttons and Save as.
 */
const REPORT_ONLY = new Set([
  'renderingStarted',
  'visualRendered',
  'visualClicked',
  'selectionChanged',
  'filtersApplied',
  'pageChanged',
  'bookmarkApplied',
  'dataSelected',
  'commandTriggered',
  'swipeStart',
  'swipeEnd',
  'dataHyperlinkClicked',
  'blur',
  'exportDataCompleted',
  'buttonClicked',
  'saveAsTriggered',
]);

export function raisedBy(kind: EmbedKind | null, name: string): boolean {
  if (kind === 'create') return !NOT_IN_CREATE_MODE.has(name);
  if (kind === 'dashboard' || kind === 'tile') return !REPORT_ONLY.has(name);
  return true;
}
