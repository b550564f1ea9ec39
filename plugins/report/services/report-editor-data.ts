import type { ActionData } from '../../../core/plugin-api';
import { EMBED_TYPES, NAVIGATION_POSITIONS, RLS_USERNAMES, type EmbedType } from '../embed-options';

type NavigationPosition = (typeof NAVIGATION_POSITIONS)[number];
type RlsUsername = (typeof RLS_USERNAMES)[number];

/** A report action's data as the editor works on it: every field present, odd values read as absent. */
export interface ReportEditorData {
  embedType: EmbedType;
  embedId: string;
  dashboardId: string;
  pageName: string;
  visualName: string;
  navigationPosition: NavigationPosition;
  rls: { roles: string[]; username: RlsUsername } | null;
  loadTimeoutSeconds: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  (options as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** Reads the stored data tolerantly, as the viewer does (an unknown embed type is a report). */
export function readReportData(data: ActionData): ReportEditorData {
  const raw = data as Record<string, unknown>;
  const rls =
    raw.rls && typeof raw.rls === 'object' && !Array.isArray(raw.rls) ? (raw.rls as Record<string, unknown>) : null;
  const timeout = raw.loadTimeoutSeconds;
  return {
    embedType: oneOf(EMBED_TYPES, raw.embedType, 'report'),
    embedId: text(raw.embedId),
    dashboardId: text(raw.dashboardId),
    pageName: text(raw.pageName),
    visualName: text(raw.visualName),
    navigationPosition: oneOf(NAVIGATION_POSITIONS, raw.navigationPosition, 'Bottom'),
    rls: rls
      ? {
          roles: Array.isArray(rls.roles) ? rls.roles.filter((role): role is string => typeof role === 'string') : [],
          username: oneOf(RLS_USERNAMES, rls.username, 'userName'),
        }
      : null,
    loadTimeoutSeconds: typeof timeout === 'number' && Number.isInteger(timeout) ? timeout : null,
  };
}

/** The fields that name the embedded item: they mean something else under another embed type. */
const ITEM_FIELDS = ['embedId', 'dashboardId', 'pageName', 'visualName'] as const;

/**
 * The whole new data object after a change: fields the user did not touch are kept (locale and Power BI
 * settings the editor does not show included); empty optional fields and defaults are left out, as the seed
 * stores them.
 */
export function withChanges(data: ActionData, patch: Partial<ReportEditorData>): ActionData {
  const next: Record<string, unknown> = { ...data, actionType: 'report' };
  if (patch.embedType !== undefined && patch.embedType !== readReportData(data).embedType) {
    for (const field of ITEM_FIELDS) delete next[field];
  }
  for (const [field, value] of Object.entries(patch)) {
    const empty = value === '' || value === null || (field === 'navigationPosition' && value === 'Bottom');
    if (empty && field !== 'embedId') delete next[field];
    else next[field] = value;
  }
  if (next.embedType !== 'report') delete next.navigationPosition;
  return next as ActionData;
}
