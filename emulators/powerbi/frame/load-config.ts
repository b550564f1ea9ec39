import * as models from 'powerbi-models';
import type { DemoPage, Point } from './demo-reports';
import type { EmbedKind } from './events';

export type Config = Record<string, unknown> & {
  id?: string;
  accessToken?: string;
  settings?: Record<string, unknown>;
};

/** powerbi-models' validator for the embed type's configuration. */
export function validateLoad(kind: EmbedKind, config: Config): models.IError[] | undefined {
  if (kind === 'dashboard') return models.validateDashboardLoad(config);
  if (kind === 'tile') return models.validateTileLoad(config);
  if (kind === 'create') return models.validateCreateReport(config);
  return models.validateReportLoad({ ...config, type: 'report' });
}

/** A report config that shows one visual (type visual, or a custom layout naming the visual) embeds a visual. */
export function effectiveKind(kind: EmbedKind, config: Config, settings: Record<string, unknown>): EmbedKind {
  const layoutType = (settings as { layoutType?: number }).layoutType;
  return kind === 'report' &&
    (config.type === 'visual' || (layoutType === models.LayoutType.Custom && typeof config.visualName === 'string'))
    ? 'visual'
    : kind;
}

/** The load config's slicers (selector by visual name), keyed by the page that holds each visual. */
export function readSlicers(value: unknown, pages: DemoPage[]): [string, models.ISlicerState][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((slicer: { selector?: { visualName?: string }; state?: models.ISlicerState }) => {
    const name = slicer?.selector?.visualName;
    const page = pages.find((p) => p.visuals.some((v) => v.name === name && v.kind === 'slicer'));
    return page && slicer.state ? [[`${page.name}/${name}`, slicer.state] as [string, models.ISlicerState]] : [];
  });
}

export function sortPoints(points: Point[], sort: models.ISortByVisualRequest | undefined): Point[] {
  if (!sort) return points;
  const byMeasure = 'measure' in sort.orderBy;
  const sign = sort.direction === models.SortDirection.Descending ? -1 : 1;
  return [...points].sort((a, b) => sign * (byMeasure ? a.value - b.value : a.label.localeCompare(b.label)));
}
