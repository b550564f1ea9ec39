import * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import { accepted, invalidParameters, isPlainObject, ok, problemsOf, refused, type Reply } from './reply';

function merge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(patch))
    out[key] =
      isPlainObject(out[key]) && isPlainObject(value) ? merge(out[key] as Record<string, unknown>, value) : value;
  return out;
}

/**
 * PATCH /report/settings: merged into the settings in force, then drawn again. Panes (filters visible and
 * expanded, page navigation), layoutType with customLayout (visual layouts and display states, page size),
 * zoomLevel, and the visualRenderedEvents switch all change what the frame shows or raises.
 */
export function updateSettings(app: FrameSession, body: unknown): Reply {
  if (!isPlainObject(body)) return invalidParameters('settings must be an object');
  const errors = models.validateSettings(body);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  if (body.zoomLevel !== undefined && models.validateZoomLevel(body.zoomLevel)?.length)
    return invalidParameters('zoomLevel must be between 0.25 and 4');
  app.settings = merge(app.settings, body);
  const expanded = (body.panes as { filters?: { expanded?: unknown } } | undefined)?.filters?.expanded;
  if (typeof expanded === 'boolean') app.filtersExpanded = expanded;
  if (app.loadedOnce) setTimeout(() => app.render(), 0);
  return accepted();
}

/** GET /report/zoom */
export function getZoom(app: FrameSession): Reply {
  return ok(app.zoom());
}

const DEFAULT_THEME = {
  name: 'Default',
  dataColors: ['#118DFF', '#12239E', '#E66C37', '#6B007B', '#E044A7', '#744EC2', '#D9B300', '#D64550'],
  background: '#FFFFFF',
  foreground: '#252423',
};

/** GET /report/theme: the applied theme, or the report's default one. */
export function getTheme(app: FrameSession): Reply {
  if (app.kind !== 'report' && app.kind !== 'visual')
    return refused(400, 'NotSupported', 'Themes are supported for reports only');
  return ok({ themeJson: app.theme ?? DEFAULT_THEME });
}

/** PUT /report/theme { themeJson } (applyTheme), or {} (resetTheme). */
export function applyTheme(app: FrameSession, body: unknown): Reply {
  if (app.kind !== 'report' && app.kind !== 'visual')
    return refused(400, 'NotSupported', 'Themes are supported for reports only');
  if (!isPlainObject(body)) return invalidParameters('The theme must be an object');
  if (Object.keys(body).length === 0) {
    app.theme = null;
  } else {
    const errors = models.validateCustomTheme(body);
    if (errors?.length || !isPlainObject(body.themeJson))
      return invalidParameters(problemsOf(errors) || 'themeJson must be an object');
    app.theme = body.themeJson;
  }
  setTimeout(() => app.render(), 0);
  return accepted();
}
