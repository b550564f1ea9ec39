import type { FrameSession } from './frame-session';
import { applyFiltersOperation, readFilterList, type Filter, type FilterScope } from './filters';
import { accepted, ok, refused, type Reply } from './reply';

function scopeProblem(app: FrameSession, scope: FilterScope): Reply | null {
  if (!app.report || (app.kind !== 'report' && app.kind !== 'visual'))
    return refused(400, 'NotSupported', 'Filters are supported for reports and visuals only');
  const page = scope.page ? app.pages.find((p) => p.name === scope.page) : null;
  if (scope.page && !page) return refused(400, 'PageNotFound', `Page ${scope.page} was not found`);
  if (scope.visual && !page?.visuals.some((v) => v.name === scope.visual))
    return refused(400, 'VisualNotFound', `Visual ${scope.visual} was not found`);
  return null;
}

function store(app: FrameSession, scope: FilterScope, filters: Filter[]): Reply {
  app.filters.set(scope, filters);
  setTimeout(() => {
    app.emit('filtersApplied', { filters });
    app.render();
  }, 0);
  return accepted();
}

/** GET .../filters at the report, a page or a visual. */
export function getFilters(app: FrameSession, scope: FilterScope): Reply {
  return scopeProblem(app, scope) ?? ok(app.filters.get(scope));
}

/** PUT .../filters (setFilters): the list replaces the level's filters. */
export function setFilters(app: FrameSession, scope: FilterScope, body: unknown): Reply {
  const problem = scopeProblem(app, scope);
  if (problem) return problem;
  const list = readFilterList(body);
  return Array.isArray(list) ? store(app, scope, list) : list;
}

/** POST .../filters (updateFilters): { filtersOperation, filters } with the service's operations. */
export function updateFilters(app: FrameSession, scope: FilterScope, body: unknown): Reply {
  const problem = scopeProblem(app, scope);
  if (problem) return problem;
  const next = applyFiltersOperation(app.filters.get(scope), body);
  return Array.isArray(next) ? store(app, scope, next) : next;
}
