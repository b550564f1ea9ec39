import type * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import type { DemoVisual } from './demo-reports';
import { hasLayout, visualLayout } from './layout';
import { accepted, invalidParameters, isPlainObject, notInViewMode, ok, refused, type Reply } from './reply';
import { visualModel } from './visual-model';

const pageNotFound = (name: unknown): Reply => refused(400, 'PageNotFound', `Page ${String(name)} was not found`);
const noPagesForVisual = (what: string): Reply =>
  refused(400, 'NotSupported', `${what} is not supported while embedding a visual.`);

/** GET /report/pages */
export function listPages(app: FrameSession): Reply {
  if (app.kind === 'visual') return noPagesForVisual('Get pages');
  if (!app.report) return refused(404, 'PowerBIEntityNotFound', 'No report is loaded');
  return ok(app.pages.map((p) => app.pageModel(p)));
}

/** PUT /report/pages/active { name }: pageChanged and rendered follow. */
export function setActivePage(app: FrameSession, body: unknown): Reply {
  if (app.kind === 'visual') return noPagesForVisual('Set page');
  const name = isPlainObject(body) ? body.name : undefined;
  const page = app.pages.find((p) => p.name === name);
  if (!page) return pageNotFound(name);
  setTimeout(() => app.changePage(page), 0);
  return accepted();
}

/** GET /report/pages/:page/visuals, with each visual's layout under the current settings. */
export function listVisuals(app: FrameSession, pageName: string): Reply {
  const page = app.pages.find((p) => p.name === pageName);
  if (!page) return pageNotFound(pageName);
  return ok(page.visuals.map((v) => visualModel(v, visualLayout(app.settings, page.name, v))));
}

/** GET /report/pages/:page/layoutTypes/:type (Page.hasLayout). */
export function pageHasLayout(app: FrameSession, pageName: string, layoutType: string): Reply {
  if (!app.pages.some((p) => p.name === pageName)) return pageNotFound(pageName);
  return ok(hasLayout(layoutType));
}

/** POST /report/addPage { displayName? } (edit mode): a new empty page, made active. */
export function addPage(app: FrameSession, body: unknown): Reply {
  if (app.mode !== 'edit') return notInViewMode('Adding a page');
  const requested = isPlainObject(body) ? body.displayName : undefined;
  if (requested !== undefined && typeof requested !== 'string')
    return invalidParameters('displayName must be a string');
  let n = app.pages.length + 1;
  while (app.pages.some((p) => p.name === `ReportSection${n}`)) n += 1;
  const page = { name: `ReportSection${n}`, displayName: requested || `Page ${n}`, visuals: [] };
  app.pages.push(page);
  app.dirty = true;
  setTimeout(() => app.changePage(page), 0);
  return ok({ ...app.pageModel(page), isActive: true });
}

/** PUT /report/pages/:page/name { name, displayName } (edit mode). */
export function renamePage(app: FrameSession, pageName: string, body: unknown): Reply {
  if (app.mode !== 'edit') return notInViewMode('Renaming a page');
  const at = app.pages.findIndex((p) => p.name === pageName);
  if (at < 0) return pageNotFound(pageName);
  const displayName = isPlainObject(body) ? body.displayName : undefined;
  if (typeof displayName !== 'string' || !displayName.trim()) return invalidParameters('displayName is required');
  const renamed = { ...app.pages[at]!, displayName };
  if (app.page === app.pages[at]) app.page = renamed;
  app.pages[at] = renamed;
  app.dirty = true;
  setTimeout(() => app.render(), 0);
  return accepted();
}

/** DELETE /report/pages/:page (edit mode): the last page stays; deleting the active page moves to the first. */
export function deletePage(app: FrameSession, pageName: string): Reply {
  if (app.mode !== 'edit') return notInViewMode('Deleting a page');
  const page = app.pages.find((p) => p.name === pageName);
  if (!page) return pageNotFound(pageName);
  if (app.pages.length === 1) return refused(400, 'InvalidOperation', 'A report keeps at least one page');
  app.pages = app.pages.filter((p) => p !== page);
  app.dirty = true;
  if (app.page === page) setTimeout(() => app.changePage(app.pages[0]!), 0);
  else setTimeout(() => app.render(), 0);
  return accepted();
}

/** One sentence per visual with data: its highest point, from the data as shown (filtered, sorted). */
function summaryOf(app: FrameSession, pageName: string, visuals: DemoVisual[]): string {
  return visuals
    .flatMap((visual) => {
      const points = app.shown(visual, pageName)?.points ?? [];
      if (visual.kind === 'slicer' || points.length === 0) return [];
      const top = points.reduce((best, point) => (point.value > best.value ? point : best));
      return [
        points.length === 1
          ? `${visual.title} is ${top.value}.`
          : `${visual.title} is highest for ${top.label} (${top.value}).`,
      ];
    })
    .join(' ');
}

/** GET .../smartNarrativeInsights of a page or a visual: { summaryText } over the data the visuals show. */
export function smartNarrative(app: FrameSession, pageName: string, visualName?: string): Reply {
  const page = app.pages.find((p) => p.name === pageName);
  if (!page) return pageNotFound(pageName);
  const visuals = visualName ? page.visuals.filter((v) => v.name === visualName) : page.visuals;
  if (visualName && visuals.length === 0) return refused(400, 'VisualNotFound', `Visual ${visualName} was not found`);
  const insights: models.ISmartNarratives = { summaryText: summaryOf(app, page.name, visuals) };
  return ok(insights);
}
