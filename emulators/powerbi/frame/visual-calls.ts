import * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import type { DemoPage, DemoVisual } from './demo-reports';
import {
  accepted,
  invalidParameters,
  isPlainObject,
  notInViewMode,
  ok,
  problemsOf,
  refused,
  type Reply,
} from './reply';

interface Found {
  page: DemoPage;
  visual: DemoVisual;
  key: string;
}

function findVisual(app: FrameSession, pageName: string, visualName: string): Found | Reply {
  const page = app.pages.find((p) => p.name === pageName);
  if (!page) return refused(400, 'PageNotFound', `Page ${pageName} was not found`);
  const visual = page.visuals.find((v) => v.name === visualName);
  if (!visual) return refused(400, 'VisualNotFound', `Visual ${visualName} was not found`);
  return { page, visual, key: `${page.name}/${visual.name}` };
}

const isFound = (value: Found | Reply): value is Found => 'visual' in value;

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** POST .../exportData { rows?, exportDataType? }: the visual's data as shown (filtered, sorted) in CSV. */
export function exportData(app: FrameSession, pageName: string, visualName: string, body: unknown): Reply {
  const found = findVisual(app, pageName, visualName);
  if (!isFound(found)) return found;
  if (found.visual.kind === 'button') return refused(400, 'NotSupported', `Visual ${visualName} has no data to export`);
  const request = body ?? {};
  const errors = models.validateExportDataRequest(request);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  const { rows } = request as models.IExportDataRequest;
  const shown = app.shown(found.visual, found.page.name) ?? found.visual;
  const points = typeof rows === 'number' ? shown.points.slice(0, rows) : shown.points;
  const lines = [[found.visual.column, found.visual.measure], ...points.map((p) => [p.label, String(p.value)])];
  const result: models.IExportDataResult = {
    data: `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`,
  };
  return ok(result);
}

/** GET .../slicer: the slicer's state; any other visual is not a slicer. */
export function getSlicerState(app: FrameSession, pageName: string, visualName: string): Reply {
  const found = findVisual(app, pageName, visualName);
  if (!isFound(found)) return found;
  if (found.visual.kind !== 'slicer') return refused(400, 'NotSupported', `Visual ${visualName} is not a slicer`);
  return ok(
    app.slicers.get(found.key) ?? {
      filters: [],
      targets: [{ table: found.visual.table, column: found.visual.column }],
    },
  );
}

/** PUT .../slicer { filters, targets? }: the slicer's selection, which filters the other visuals of its page. */
export function setSlicerState(app: FrameSession, pageName: string, visualName: string, body: unknown): Reply {
  const found = findVisual(app, pageName, visualName);
  if (!isFound(found)) return found;
  if (found.visual.kind !== 'slicer') return refused(400, 'NotSupported', `Visual ${visualName} is not a slicer`);
  const errors = models.validateSlicerState(body);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  // The validator lets a state without its filters list through; the service needs it.
  if (!isPlainObject(body) || !Array.isArray(body.filters)) return invalidParameters('filters is required');
  const state = body as unknown as models.ISlicerState;
  app.slicers.set(found.key, {
    filters: state.filters,
    targets: state.targets ?? [{ table: found.visual.table, column: found.visual.column }],
  });
  setTimeout(() => app.render(), 0);
  return accepted();
}

/** PUT .../sortBy { orderBy, direction }: sorts by the visual's own column or measure. */
export function sortBy(app: FrameSession, pageName: string, visualName: string, body: unknown): Reply {
  const found = findVisual(app, pageName, visualName);
  if (!isFound(found)) return found;
  const request = body as Partial<models.ISortByVisualRequest> | undefined;
  const target = request?.orderBy as { table?: string; column?: string; measure?: string } | undefined;
  const direction = request?.direction;
  if (!target || (direction !== models.SortDirection.Ascending && direction !== models.SortDirection.Descending)) {
    return invalidParameters('sortBy needs orderBy and a direction (1 ascending, 2 descending)');
  }
  const { visual } = found;
  const own = target.table === visual.table && (target.column === visual.column || target.measure === visual.measure);
  if (!own) return refused(400, 'InvalidSortTarget', `Visual ${visualName} cannot be sorted by this field`);
  app.sorts.set(found.key, request as models.ISortByVisualRequest);
  setTimeout(() => app.render(), 0);
  return accepted();
}

let clones = 0;

/** POST .../clone { layout?, filters? } (edit mode): a copy of the visual on the same page. */
export function cloneVisual(app: FrameSession, pageName: string, visualName: string, body: unknown): Reply {
  const found = findVisual(app, pageName, visualName);
  if (!isFound(found)) return found;
  if (app.mode !== 'edit') return notInViewMode('Cloning a visual');
  if (body !== undefined && body !== null && !isPlainObject(body))
    return invalidParameters('The clone request must be an object');
  clones += 1;
  const visualNameOfCopy = `${visualName}_copy${clones}`;
  found.page.visuals.push({ ...found.visual, name: visualNameOfCopy });
  app.dirty = true;
  setTimeout(() => app.render(), 0);
  return ok({ visualName: visualNameOfCopy });
}
