import * as models from 'powerbi-models';
import type { DemoVisual } from './demo-reports';
import { isPlainObject } from './reply';

/** Grid cells of the demo pages in the service's units (pixels of a 1280 x 720 page). */
const CELL_WIDTH = 1280 / 12;
const CELL_HEIGHT = 240;

/** A visual's place on its page, as the demo grid puts it. */
export function defaultLayout(visual: DemoVisual): models.IVisualLayout {
  const [column, row, width, height] = visual.grid;
  return {
    x: column * CELL_WIDTH,
    y: row * CELL_HEIGHT,
    z: 0,
    width: width * CELL_WIDTH,
    height: height * CELL_HEIGHT,
    displayState: { mode: models.VisualContainerDisplayMode.Visible },
  };
}

/**
 * A visual's layout under the settings: with layoutType Custom, customLayout.pagesLayout[page] overrides it
 * (visualsLayout per visual, else the page's defaultLayout), which is how moveVisual, resizeVisual and
 * setVisualDisplayState reach the frame (they are updateSettings calls).
 */
export function visualLayout(
  settings: Record<string, unknown>,
  pageName: string,
  visual: DemoVisual,
): models.IVisualLayout {
  const base = defaultLayout(visual);
  if (settings.layoutType !== models.LayoutType.Custom) return base;
  const custom = settings.customLayout as { pagesLayout?: Record<string, unknown> } | undefined;
  const page = custom?.pagesLayout?.[pageName];
  if (!isPlainObject(page)) return base;
  const visuals = isPlainObject(page.visualsLayout) ? page.visualsLayout : {};
  const own = visuals[visual.name];
  const override = (
    isPlainObject(own) ? own : isPlainObject(page.defaultLayout) ? page.defaultLayout : {}
  ) as models.IVisualLayout;
  return { ...base, ...override, displayState: { ...base.displayState!, ...(override.displayState ?? {}) } };
}

export function isHidden(settings: Record<string, unknown>, pageName: string, visual: DemoVisual): boolean {
  return visualLayout(settings, pageName, visual).displayState?.mode === models.VisualContainerDisplayMode.Hidden;
}

/** Page.hasLayout(type), the type as the client puts it in the URL (its enum name, e.g. `MobilePortrait`): the demo pages have the master layout only. */
export function hasLayout(layoutType: string): boolean {
  return layoutType === models.LayoutType[models.LayoutType.Master] || layoutType === String(models.LayoutType.Master);
}
