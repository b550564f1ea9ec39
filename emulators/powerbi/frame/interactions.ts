import * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import type { DemoTile, DemoVisual, Point } from './demo-reports';
import { visualModel } from './visual-model';

/** What the service's visual events carry: the report, the active page and the visual. */
export function visualEvent(app: FrameSession, visual: DemoVisual) {
  return {
    report: app.report ? { id: app.report.id, displayName: app.report.displayName } : undefined,
    page: app.page ? app.pageModel(app.page) : undefined,
    visual: visualModel(visual),
  };
}

function toggleSlicer(app: FrameSession, visual: DemoVisual, point: Point): void {
  const key = `${app.page?.name}/${visual.name}`;
  const chosen = new Set(slicerValues(app.slicers.get(key)));
  if (chosen.has(point.label)) chosen.delete(point.label);
  else chosen.add(point.label);
  const filter = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: visual.table, column: visual.column },
    operator: 'In',
    values: [...chosen],
    filterType: models.FilterType.Basic,
  };
  app.slicers.set(key, {
    filters: chosen.size ? [filter as models.IBasicFilter] : [],
    targets: [{ table: visual.table, column: visual.column }],
  });
  app.render();
}

/** The values a slicer state has chosen. */
export function slicerValues(state: models.ISlicerState | undefined): string[] {
  return (state?.filters ?? []).flatMap((f) => ((f as { values?: unknown[] }).values ?? []).map(String));
}

/** A data point click: dataSelected and selectionChanged (visualClicked comes from the card); a slicer toggles its value. */
export function selectPoint(app: FrameSession, visual: DemoVisual, point: Point): void {
  if (visual.kind === 'slicer') return toggleSlicer(app, visual, point);
  const same = app.selected?.visual === visual.name && app.selected.label === point.label;
  app.selected = same ? null : { visual: visual.name, label: point.label };
  const target = { table: visual.table, column: visual.column };
  const dataPoints = same
    ? []
    : [
        {
          identity: [{ target, equals: point.label }],
          values: [
            {
              target: { table: visual.table, measure: visual.measure },
              value: point.value,
              formattedValue: String(point.value),
            },
          ],
        },
      ];
  app.emit('dataSelected', { ...visualEvent(app, visual), dataPoints, filters: [] });
  app.emit('selectionChanged', { ...visualEvent(app, visual), dataPoints });
  app.render();
}

export function clickTile(app: FrameSession, tile: DemoTile): void {
  app.emit('tileClicked', {
    tileId: tile.id,
    pageName: tile.pageName,
    reportEmbedUrl: `https://app.powerbi.com/reportEmbed?reportId=${tile.reportId}`,
    navigationUrl: `https://app.powerbi.com/groups/me/reports/${tile.reportId}/${tile.pageName}`,
  });
}

/**
 * A button visual pressed (view mode only: in edit mode the service selects it instead): buttonClicked
 * { id, title, type }, then its action; a page navigation button opens its page (pageChanged, rendered).
 */
export function pressButton(app: FrameSession, visual: DemoVisual): void {
  if (visual.kind !== 'button' || app.mode !== 'view' || (app.kind !== 'report' && app.kind !== 'visual')) return;
  app.emit('buttonClicked', { id: visual.name, title: visual.title, type: visual.action?.type });
  const target =
    visual.action?.type === 'PageNavigation' && app.kind === 'report'
      ? app.pages.find((p) => p.name === visual.action?.page)
      : undefined;
  if (target) app.changePage(target);
}

/**
 * A link in a table's URL column, by settings.hyperlinkClickBehavior: Navigate (the default) opens it,
 * RaiseEvent raises dataHyperlinkClicked { url, visualId, dataPoints } instead, NavigateAndRaiseEvent does both.
 */
export function followLink(app: FrameSession, visual: DemoVisual, point: Point, url: string): void {
  const behavior =
    typeof app.settings.hyperlinkClickBehavior === 'number'
      ? app.settings.hyperlinkClickBehavior
      : models.HyperlinkClickBehavior.Navigate;
  if (behavior !== models.HyperlinkClickBehavior.RaiseEvent) app.opener(url);
  if (behavior === models.HyperlinkClickBehavior.Navigate) return;
  const dataPoints = [
    {
      identity: [{ target: { table: visual.table, column: visual.column }, equals: point.label }],
      values: [{ target: { table: visual.table, column: visual.link?.column ?? '' }, value: url, formattedValue: url }],
    },
  ];
  app.emit('dataHyperlinkClicked', { url, visualId: visual.name, dataPoints });
}
