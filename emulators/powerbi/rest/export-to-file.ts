import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmulatorConfig } from '../state';
import { catalogReport } from '../catalog';
import { authorized } from './bearer';
import { pdfDocument, pptxDocument } from './export-documents';
import { sendPowerBiError } from './errors';
import { BoundedMap } from '../../kit/bounded-map';

const API = '/emulator/v1.0/myorg';
const FORMATS: Record<string, { extension: string; type: string }> = {
  PDF: { extension: '.pdf', type: 'application/pdf' },
  PPTX: { extension: '.pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};
/** Exports are kept this long (Power BI keeps the file 24 hours). */
const EXPORT_LIFETIME_MS = 24 * 3_600_000;
/** An emulated export waits this long to start and runs this long, so a viewer's progress shows. */
const EXPORT_QUEUE_MS = 500;
const EXPORT_RUN_MS = 2_500;

/** The job's state after `elapsedMs`: NotStarted, then Running with a rising percentage, then Succeeded. */
export function exportProgress(elapsedMs: number): {
  status: 'NotStarted' | 'Running' | 'Succeeded';
  percentComplete: number;
} {
  if (elapsedMs < EXPORT_QUEUE_MS) return { status: 'NotStarted', percentComplete: 0 };
  const done = (elapsedMs - EXPORT_QUEUE_MS) / EXPORT_RUN_MS;
  return done >= 1
    ? { status: 'Succeeded', percentComplete: 100 }
    : { status: 'Running', percentComplete: Math.floor(done * 100) };
}

interface ExportJob {
  id: string;
  groupId: string;
  reportId: string;
  reportName: string;
  format: string;
  createdAt: number;
  /** What the export was asked to apply, written into the file. */
  details: string[];
}

/** The lines the exported file shows: the export's time, and the state, pages and identities it applied. */
function exportDetails(configuration: unknown, now: number): string[] {
  const config = (configuration && typeof configuration === 'object' ? configuration : {}) as {
    defaultBookmark?: { state?: unknown };
    pages?: { pageName?: unknown; visualName?: unknown }[];
    identities?: { customData?: unknown; username?: unknown }[];
  };
  const lines = [`Exported by the analytics emulator at ${new Date(now).toISOString()}`];
  lines.push(
    typeof config.defaultBookmark?.state === 'string'
      ? "With the viewer's current page, filters and slicers"
      : "With the report's saved state",
  );
  for (const page of Array.isArray(config.pages) ? config.pages : [])
    lines.push(`Page ${String(page.pageName)}${page.visualName ? `, visual ${String(page.visualName)}` : ''}`);
  for (const identity of Array.isArray(config.identities) ? config.identities : []) {
    lines.push(`Row-level security: user ${String(identity.username)}, customer ${String(identity.customData)}`);
  }
  return lines;
}

/**
 * Export to file, as Power BI runs it: POST .../reports/{id}/ExportTo starts a job (202), GET .../exports/{id}
 * polls it (an emulated job queues half a second and runs two and a half) and GET .../exports/{id}/file downloads
 * a small document of the format naming the report, its pages and the state it was exported with. Jobs live in memory, per app, for 24 hours.
 */
export function registerExportToFile(scope: FastifyInstance, config: EmulatorConfig): void {
  const jobs = new BoundedMap<string, ExportJob>(1000);
  const find = (params: { groupId: string; reportId: string; exportId: string }) => {
    const job = jobs.get(params.exportId);
    return job &&
      job.groupId === params.groupId &&
      job.reportId === params.reportId &&
      Date.now() - job.createdAt < EXPORT_LIFETIME_MS
      ? job
      : null;
  };
  const status = (job: ExportJob) => {
    const progress = exportProgress(Date.now() - job.createdAt);
    return {
      id: job.id,
      createdDateTime: new Date(job.createdAt).toISOString(),
      lastActionDateTime: new Date(job.createdAt).toISOString(),
      reportId: job.reportId,
      reportName: job.reportName,
      ...progress,
      ...(progress.status === 'Succeeded'
        ? { resourceLocation: `${API}/groups/${job.groupId}/reports/${job.reportId}/exports/${job.id}/file` }
        : {}),
      resourceFileExtension: FORMATS[job.format]!.extension,
      expirationTime: new Date(job.createdAt + EXPORT_LIFETIME_MS).toISOString(),
    };
  };

  scope.post<{ Params: { groupId: string; reportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId/ExportTo`,
    async (request, reply) => {
      if (!authorized(config, request, reply)) return reply;
      const report = catalogReport(request.params.groupId, request.params.reportId);
      if (!report) return sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'Report was not found.');
      const { format, powerBIReportConfiguration } = (request.body ?? {}) as {
        format?: unknown;
        powerBIReportConfiguration?: unknown;
      };
      if (typeof format !== 'string' || !FORMATS[format])
        return sendPowerBiError(
          reply,
          400,
          'InvalidRequest',
          'format must be PDF or PPTX (the emulator makes no images).',
        );
      const createdAt = Date.now();
      const job: ExportJob = {
        id: randomUUID(),
        groupId: report.workspaceId,
        reportId: report.id,
        reportName: report.name,
        format,
        createdAt,
        details: exportDetails(powerBIReportConfiguration, createdAt),
      };
      jobs.set(job.id, job);
      return reply.code(202).send(status(job));
    },
  );

  scope.get<{ Params: { groupId: string; reportId: string; exportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId/exports/:exportId`,
    async (request, reply) => {
      if (!authorized(config, request, reply)) return reply;
      const job = find(request.params);
      return job ? status(job) : sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'Export was not found.');
    },
  );

  scope.get<{ Params: { groupId: string; reportId: string; exportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId/exports/:exportId/file`,
    async (request, reply) => {
      if (!authorized(config, request, reply)) return reply;
      const job = find(request.params);
      if (!job) return sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'Export was not found.');
      if (exportProgress(Date.now() - job.createdAt).status !== 'Succeeded')
        return sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'The export has not finished.');
      const format = FORMATS[job.format]!;
      reply
        .header('Content-Disposition', `attachment; filename="${job.reportId}${format.extension}"`)
        .type(format.type);
      return job.format === 'PPTX'
        ? pptxDocument(job.reportName, job.details)
        : pdfDocument(job.reportName, job.details);
    },
  );
}
