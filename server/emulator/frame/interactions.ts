import * as models from 'powerbi-models';
import type { FrameApp } from './app';
import type { DemoTile, DemoVisual, Point } from './demo-reports';
import { visualModel } from './visual-model';

/** What the service's visual events carry: the report, the active page and the visual. */
export function visualEvent(app: FrameApp, visual: DemoVisual) {
  return {
    report: app.report ? { id: app.report.id, displayName: app.report.displayName } : undefined,
    page: app.page ? app.pageModel(app.page) : undefined,
    visual: visualModel(visual),
  };
}

function toggleSlicer(app: FrameApp, visual: DemoVisual, point: Point): void {
  const key = `${app.page?.name}/${visual.name}`;
  const chosen = new Set(slicerValues(app.slicers.get(key)));
  if (chosen.has(point.label)) chosen.delete(point.label);
  else chosen.add(point.label);
  const filter = { $schema: 'http://powerbi.com/product/schema#basic', target: { table: visual.table, column: visual.column }, operator: 'In', values: [...chosen], filterType: models.FilterType.Basic };
  app.slicers.set(key, { filters: chosen.size ? [filter as models.IBasicFilter] : [], targets: [{ table: visual.table, column: visual.column }] });
  app.render();
}

/** The values a slicer state has chosen. */
export function slicerValues(state: models.ISlicerState | undefined): string[] {
  return (state?.filters ?? []).flatMap((f) => ((f as { values?: unknown[] }).values ?? []).map(String));
}

/** A data point click: dataSelected and selectionChanged (visualClicked comes from the card); a slicer toggles its value. */
export function selectPoint(app: FrameApp, visual: DemoVisual, point: Point): void {
  if (visual.kind === 'slicer') return toggleSlicer(app, visual, point);
  const same = app.selected?.visual === visual.name && app.selected.label === point.label;
  app.selected = same ? null : { visual: visual.name, label: point.label };
  const target = { table: visual.table, column: visual.column };
  const dataPoints = same ? [] : [{ identity: [{ target, equals: point.label }], values: [{ target: { table: visual.table, measure: visual.measure }, value: point.value, formattedValue: String(point.value) }] }];
  app.emit('dataSelected', { ...visualEvent(app, visual), dataPoints, filters: [] });
  app.emit('selectionChanged', { ...visualEvent(app, visual), dataPoints });
  app.render();
}

export function clickTile(app: FrameApp, tile: DemoTile): void {
  app.emit('tileClicked', {
    tileId: tile.id,
    pageName: tile.pageName,
    reportEmbedUrl: `https://app.powerbi.com/reportEmbed?reportId=${tile.reportId}`,
    navigationUrl: `https://app.powerbi.com/groups/me/reports/${tile.reportId}/${tile.pageName}`,
  });
}
