import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../features/types';
import { catalogReport } from '../catalog';
import { authorized } from './bearer';
import { sendPowerBiError } from './errors';

const API = '/emulator/v1.0/myorg';
const MACHINE = { config: { access: 'machine' as const } };
const FORMATS: Record<string, { extension: string; type: string }> = {
  PDF: { extension: '.pdf', type: 'application/pdf' },
  PNG: { extension: '.png', type: 'image/png' },
  PPTX: { extension: '.pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};
/** Exports are kept this long (Power BI keeps the file 24 hours). */
const EXPORT_LIFETIME_MS = 24 * 3_600_000;

interface ExportJob { id: string; groupId: string; reportId: string; reportName: string; format: string; createdAt: number }

/**
 * Export to file, as Power BI runs it: POST .../reports/{id}/ExportTo starts a job (202), GET .../exports/{id}
 * polls it (the emulator's jobs succeed at once) and GET .../exports/{id}/file downloads a small placeholder
 * file of the format. Jobs live in memory, per app, for 24 hours.
 */
export function registerExportToFile(scope: FastifyInstance, config: ServerConfig): void {
  const jobs = new Map<string, ExportJob>();
  const find = (params: { groupId: string; reportId: string; exportId: string }) => {
    const job = jobs.get(params.exportId);
    return job && job.groupId === params.groupId && job.reportId === params.reportId && Date.now() - job.createdAt < EXPORT_LIFETIME_MS ? job : null;
  };
  const status = (job: ExportJob) => ({
    id: job.id, createdDateTime: new Date(job.createdAt).toISOString(), lastActionDateTime: new Date(job.createdAt).toISOString(),
    reportId: job.reportId, reportName: job.reportName, status: 'Succeeded', percentComplete: 100,
    resourceLocation: `${API}/groups/${job.groupId}/reports/${job.reportId}/exports/${job.id}/file`,
    resourceFileExtension: FORMATS[job.format]!.extension, expirationTime: new Date(job.createdAt + EXPORT_LIFETIME_MS).toISOString(),
  });

  scope.post<{ Params: { groupId: string; reportId: string } }>(`${API}/groups/:groupId/reports/:reportId/ExportTo`, MACHINE, async (request, reply) => {
    if (!authorized(config, request, reply)) return reply;
    const report = catalogReport(request.params.groupId, request.params.reportId);
    if (!report) return sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'Report was not found.');
    const format = (request.body as { format?: unknown } | null)?.format;
    if (typeof format !== 'string' || !FORMATS[format]) return sendPowerBiError(reply, 400, 'InvalidRequest', 'format must be PDF, PNG or PPTX.');
    if (jobs.size > 1000) jobs.clear();
    const job: ExportJob = { id: randomUUID(), groupId: report.workspaceId, reportId: report.id, reportName: report.name, format, createdAt: Date.now() };
    jobs.set(job.id, job);
    return reply.code(202).send({ ...status(job), status: 'NotStarted', percentComplete: 0 });
  });

  scope.get<{ Params: { groupId: string; reportId: string; exportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId/exports/:exportId`, MACHINE, async (request, reply) => {
      if (!authorized(config, request, reply)) return reply;
      const job = find(request.params);
      return job ? status(job) : sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'Export was not found.');
    },
  );

  scope.get<{ Params: { groupId: string; reportId: string; exportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId/exports/:exportId/file`, MACHINE, async (request, reply) => {
      if (!authorized(config, request, reply)) return reply;
      const job = find(request.params);
      if (!job) return sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', 'Export was not found.');
      const format = FORMATS[job.format]!;
      reply.header('Content-Disposition', `attachment; filename="${job.reportId}${format.extension}"`).type(format.type);
      return Buffer.from(`Analytics emulator export of ${job.reportName} (${job.format})\n`);
    },
  );
}
