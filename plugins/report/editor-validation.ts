import type { ActionData } from '../../core/plugin-api';
import { readReportData } from './services/report-editor-data';

/** The browser's check of a report action's data before it is sent (the server checks again with ReportData). */
export function validateReportData(data: ActionData): Record<string, string> {
  const report = readReportData(data);
  const problems: Record<string, string> = {};
  if (!report.embedId.trim()) problems.embedId = `report:editor.problem.embedId.${report.embedType}`;
  if (report.embedType === 'tile' && !report.dashboardId.trim())
    problems.dashboardId = 'report:editor.problem.dashboardId';
  if (report.embedType === 'visual' && !report.pageName.trim()) problems.pageName = 'report:editor.problem.pageName';
  if (report.embedType === 'visual' && !report.visualName.trim())
    problems.visualName = 'report:editor.problem.visualName';
  if (report.rls && report.rls.roles.length === 0) problems.rls = 'report:editor.problem.roles';
  const timeout = (data as { loadTimeoutSeconds?: unknown }).loadTimeoutSeconds;
  if (timeout !== undefined && timeout !== null && report.loadTimeoutSeconds === null)
    problems.loadTimeoutSeconds = 'report:editor.problem.timeout';
  if (report.loadTimeoutSeconds !== null && (report.loadTimeoutSeconds < 1 || report.loadTimeoutSeconds > 600)) {
    problems.loadTimeoutSeconds = 'report:editor.problem.timeout';
  }
  return problems;
}
