import * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import type { FilterSnapshot } from './filters';
import { accepted, invalidParameters, ok, problemsOf, refused, type Reply } from './reply';

/** POST /report/render (phased embedding): draws the prepared report. */
export function renderRequest(app: FrameSession): Reply {
  if (!app.loadedOnce) return refused(400, 'InvalidOperation', 'render is not allowed before load');
  if (app.kind === 'visual') return refused(400, 'NotSupported', 'render is not supported while embedding a visual.');
  setTimeout(() => app.render(), 0);
  return accepted();
}

/** POST /report/switchMode/:mode */
export function switchMode(app: FrameSession, mode: string): Reply {
  if (mode !== 'view' && mode !== 'edit') return invalidParameters(`Unknown mode ${mode}`);
  if (app.kind !== 'report' && app.kind !== 'create')
    return refused(400, 'NotSupported', 'Switching mode is supported for reports only');
  app.mode = mode;
  setTimeout(() => app.render(), 0);
  return accepted();
}

/** POST /report/refresh: draws again. */
export function refresh(app: FrameSession): Reply {
  if (app.loadedOnce) setTimeout(() => app.render(), 0);
  return accepted();
}

/** POST /report/print: like the service, the frame prints itself (the active page) and answers 202. */
export function print(app: FrameSession): Reply {
  if (!app.loadedOnce) return refused(400, 'InvalidOperation', 'print is not allowed before load');
  if (app.kind !== 'report' && app.kind !== 'visual')
    return refused(400, 'NotSupported', 'Print is supported for reports only');
  setTimeout(() => app.printer(), 0);
  return accepted();
}

const savedReportName = (app: FrameSession) => app.report?.displayName ?? '';

/** POST /report/save (edit or create mode): saved { reportObjectId, reportName, saveAs: false }. */
export function save(app: FrameSession): Reply {
  if (app.mode !== 'edit') return refused(400, 'InvalidOperation', 'Save is only allowed in edit mode');
  if (app.kind === 'create') return refused(400, 'InvalidOperation', 'A new report is saved with saveAs');
  app.dirty = false;
  setTimeout(
    () => app.emit('saved', { reportObjectId: app.report?.id, reportName: savedReportName(app), saveAs: false }),
    0,
  );
  return accepted();
}

let copies = 0;

/** POST /report/saveAs { name } (edit or create mode): saved { reportObjectId of the copy, reportName, saveAs: true }. */
export function saveAs(app: FrameSession, body: unknown): Reply {
  if (app.mode !== 'edit') return refused(400, 'InvalidOperation', 'Save as is only allowed in edit mode');
  const errors = models.validateSaveAsParameters(body);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  copies += 1;
  const { name } = body as models.ISaveAsParameters;
  app.dirty = false;
  setTimeout(
    () =>
      app.emit('saved', {
        reportObjectId: `${app.report?.id ?? 'report'}-copy-${copies}`,
        reportName: name,
        saveAs: true,
      }),
    0,
  );
  return accepted();
}

/** GET /report/hasUnsavedChanges */
export function hasUnsavedChanges(app: FrameSession): Reply {
  return ok(app.dirty);
}

/** Persistent filters, saved per report for the frame's session (the service keeps them per user). */
const userStates = new Map<string, FilterSnapshot>();

/** POST /report/userState (savePersistentFilters). */
export function saveUserState(app: FrameSession): Reply {
  if (!app.report || app.kind !== 'report')
    return refused(400, 'NotSupported', 'Persistent filters are supported for reports only');
  if (app.config.persistentFiltersEnabled !== true)
    return refused(
      400,
      'InvalidOperation',
      'Persistent filters are not enabled for this embed (persistentFiltersEnabled)',
    );
  userStates.set(app.report.id, app.filters.snapshot());
  return accepted();
}

/** DELETE /report/userState (resetPersistentFilters): back to the report's published filters, drawn again. */
export function resetUserState(app: FrameSession): Reply {
  if (!app.report || app.kind !== 'report')
    return refused(400, 'NotSupported', 'Persistent filters are supported for reports only');
  userStates.delete(app.report.id);
  app.filters.clear(Array.isArray(app.config.filters) ? (app.config.filters as models.IFilter[]) : []);
  setTimeout(() => app.render(), 0);
  return accepted();
}

/** GET /report/isUserStateApplied */
export function isUserStateApplied(app: FrameSession): Reply {
  return ok(Boolean(app.report && app.config.persistentFiltersEnabled === true && userStates.has(app.report.id)));
}

/** The persistent filters a load with persistentFiltersEnabled starts from, if saved before. */
export function savedUserState(reportId: string): FilterSnapshot | undefined {
  return userStates.get(reportId);
}

/** POST /report/clearSelectedVisuals/:clearPopOutState */
export function clearSelectedVisuals(app: FrameSession): Reply {
  app.selected = null;
  setTimeout(() => app.render(), 0);
  return accepted();
}

/** POST /report/closeAllOverlays: the emulator opens no overlays, so there is nothing to close. */
export function closeAllOverlays(): Reply {
  return accepted();
}

/** GET /getCorrelationId */
export function correlationId(app: FrameSession): Reply {
  return ok(`emulator-${app.uid}`);
}
