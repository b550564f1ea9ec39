import * as models from 'powerbi-models';
import type { DemoVisual, Point } from './demo-reports';
import { invalidParameters, isPlainObject, problemsOf, type Reply } from './reply';

export type Filter = models.IFilter;

/** Where a filter list lives: the report, a page, or a visual on a page. */
export interface FilterScope {
  page?: string;
  visual?: string;
}

/** The filters at every level of one embed. */
export class FilterStore {
  report: Filter[] = [];
  readonly pages = new Map<string, Filter[]>();
  readonly visuals = new Map<string, Filter[]>();

  get(scope: FilterScope): Filter[] {
    if (scope.visual) return this.visuals.get(`${scope.page}/${scope.visual}`) ?? [];
    if (scope.page) return this.pages.get(scope.page) ?? [];
    return this.report;
  }

  set(scope: FilterScope, filters: Filter[]): void {
    if (scope.visual) this.visuals.set(`${scope.page}/${scope.visual}`, filters);
    else if (scope.page) this.pages.set(scope.page, filters);
    else this.report = filters;
  }

  clear(report: Filter[] = []): void {
    this.report = report;
    this.pages.clear();
    this.visuals.clear();
  }

  snapshot(): FilterSnapshot {
    return { report: this.report, pages: Object.fromEntries(this.pages), visuals: Object.fromEntries(this.visuals) };
  }

  restore(snapshot: FilterSnapshot): void {
    this.report = snapshot.report;
    this.pages.clear();
    this.visuals.clear();
    for (const [key, list] of Object.entries(snapshot.pages)) this.pages.set(key, list);
    for (const [key, list] of Object.entries(snapshot.visuals)) this.visuals.set(key, list);
  }

  /** Every filter that applies to a visual on a page (report, page and visual level). */
  forVisual(page: string, visual: string): Filter[] {
    return [...this.report, ...(this.pages.get(page) ?? []), ...(this.visuals.get(`${page}/${visual}`) ?? [])];
  }
}

export interface FilterSnapshot {
  report: Filter[];
  pages: Record<string, Filter[]>;
  visuals: Record<string, Filter[]>;
}

/** The list of filters a call carries: validated with powerbi-models, or the service's 400. */
export function readFilterList(value: unknown): Filter[] | Reply {
  if (!Array.isArray(value)) return invalidParameters('filters must be a list');
  const errors = value.map((filter) => models.validateFilter(filter)).find((found) => found?.length);
  if (errors) return { status: 400, body: errors };
  return value as Filter[];
}

/** Two filters on the same field are the same filter for Add and Replace. */
export function targetKey(filter: Filter): string {
  const target = (filter as { target?: unknown }).target;
  if (!isPlainObject(target)) return JSON.stringify(target ?? null);
  return JSON.stringify(
    Object.keys(target)
      .sort()
      .map((key) => [key, target[key]]),
  );
}

function mergeByTarget(current: Filter[], incoming: Filter[]): Filter[] {
  const out = [...current];
  for (const filter of incoming) {
    const at = out.findIndex((existing) => targetKey(existing) === targetKey(filter));
    if (at >= 0) out[at] = filter;
    else out.push(filter);
  }
  return out;
}

/**
 * updateFilters(operation, filters): RemoveAll empties the level, ReplaceAll puts the given list in its place,
 * Add and Replace merge by target (a filter on a field that already has one takes its place; others are added).
 */
export function applyFiltersOperation(current: Filter[], request: unknown): Filter[] | Reply {
  const errors = models.validateUpdateFiltersRequest(request);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  const { filtersOperation, filters } = request as models.IUpdateFiltersRequest;
  const incoming = (filters ?? []) as Filter[];
  switch (filtersOperation) {
    case models.FiltersOperations.RemoveAll:
      return [];
    case models.FiltersOperations.ReplaceAll:
      return incoming;
    case models.FiltersOperations.Add:
    case models.FiltersOperations.Replace:
      return mergeByTarget(current, incoming);
    default:
      return invalidParameters(`Unknown filters operation ${String(filtersOperation)}`);
  }
}

/** The points a visual shows under basic `In` filters on its own field (other filters do not touch demo data). */
export function filterPoints(visual: DemoVisual, filters: Filter[]): Point[] {
  let points = visual.points;
  for (const filter of filters) {
    const basic = filter as Partial<models.IBasicFilter>;
    const target = basic.target as { table?: string; column?: string } | undefined;
    if (target?.table !== visual.table || target.column !== visual.column || !Array.isArray(basic.values)) continue;
    if (basic.operator === 'In' && basic.values.length) points = points.filter((p) => basic.values!.includes(p.label));
    if (basic.operator === 'NotIn') points = points.filter((p) => !basic.values!.includes(p.label));
  }
  return points;
}

export function describeFilter(filter: Filter): string {
  const target = (filter as { target?: { table?: string; column?: string; measure?: string } }).target;
  const values = (filter as { values?: unknown }).values;
  const list = Array.isArray(values) ? values.join(', ') : '';
  return `${target?.table ?? ''}.${target?.column ?? target?.measure ?? ''}${list ? ` = ${list}` : ''}`;
}
