import * as z from 'zod/mini';
import {
  HttpError,
  numericId,
  type RequestUser,
  type ServerPluginApi,
  type StoredAction,
} from '../../../../server/plugin-api';
import { ExportJob, ExportRequest, type ExportFormat } from '../../contract';
import { embedTypeOf, text } from '../embed-url';
import { reportEmbedding } from '../powerbi/embedding';
import { effectiveIdentity } from '../powerbi/identity';
import type { ExportStatus, ExportToRequest, PowerBiRestClient } from '../powerbi/rest-client';
import { activeWorkspaceOf } from '../powerbi/workspaces';
import { answerPowerBiFailure } from '../powerbi-failure';
import { reportAction } from '../routes';
import { downloadName, FORMAT_FILES } from './export-file-name';
import { exportsStartedSince, findExport, saveExport, type StoredExport } from './export-store';

const ActionParams = z.object({ actionId: numericId });
const JobParams = z.object({ actionId: numericId, exportId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) });

/** A user starts at most this many exports a minute (Power BI runs few exports at once per capacity). */
export const EXPORTS_PER_MINUTE = 5;

const STATUSES: Record<string, ExportJob['status']> = {
  NotStarted: 'NotStarted',
  Running: 'Running',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
};

function jobAnswer(job: StoredExport, status: ExportStatus): ExportJob {
  // Power BI's 'Undefined' (or anything new) is no progress the user can wait for.
  return {
    id: job.id,
    format: job.format,
    status: STATUSES[status.status] ?? 'Failed',
    percentComplete: status.percentComplete,
  };
}

/** The locale of the export's texts: the caller's first accepted language when it is a plain tag. */
function exportLocale(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(first) ? first : undefined;
}

/**
 * Export to PDF or PowerPoint through Power BI's export-to-file: the portal starts the job for the caller's
 * report in the active customer's workspace (with the caller's current state and, for row-level security,
 * the same effective identity as the embed token), then the browser polls it and downloads the file through
 * the portal. Jobs are the caller's own: another user, customer or action gets 404.
 */
export function exportRoutes(api: ServerPluginApi): void {
  const embedding = () => reportEmbedding(api.config);
  const all = api.crossCustomerData();

  const clientFor = (
    action: StoredAction,
    caller: RequestUser,
  ): { client: PowerBiRestClient; groupId: string; profileId: string | null; reportId: string } => {
    const unavailable = () => new HttpError(404, `Action ${action.id} is not available.`);
    const access = activeWorkspaceOf(api, caller);
    const reportId = text(action.data.embedId);
    const named = text(action.data.groupId);
    if (!access || !reportId || (named && named !== access.workspace.workspaceId)) throw unavailable();
    return {
      client: embedding().clientFor(access),
      groupId: access.workspace.workspaceId,
      profileId: access.workspace.profileId,
      reportId,
    };
  };

  const ownJob = (actionId: string, exportId: string, user: RequestUser | null) => {
    const { action, user: caller } = reportAction(api, actionId, user);
    const job = findExport(api.data(caller), { userId: caller.userId, actionId: action.id }, exportId, new Date());
    if (!job) throw new HttpError(404, 'This export does not exist or has expired.');
    // The job is polled as the app that started it: the customer's own app, or the shared one (as the job's profile).
    const access = activeWorkspaceOf(api, caller);
    const client = access?.workspace.principal
      ? embedding().clientFor(access)
      : embedding().restClient().forProfile(job.profileId);
    return { action, job, client };
  };

  api.route({
    method: 'POST',
    url: '/api/report/exports/:actionId',
    summary: 'Starts an export of a report to PDF or PowerPoint',
    params: ActionParams,
    body: ExportRequest,
    response: ExportJob,
    status: 202,
    errors: {
      400: 'The item is not a report (dashboards and tiles cannot be exported)',
      404: 'Not a report action of the active customer',
      429: `More than ${EXPORTS_PER_MINUTE} exports started in a minute`,
      502: 'Power BI refused the export',
      503: 'Power BI is not configured, not reachable or not available now',
    },
    handler: async ({ params, user, body, reply, request }) => {
      const { action, user: caller } = reportAction(api, params.actionId, user);
      const kind = embedTypeOf(action.data);
      if (kind !== 'report' && kind !== 'visual') throw new HttpError(400, 'Only reports can be exported.');
      const now = new Date();
      if (exportsStartedSince(all, caller.userId, new Date(now.getTime() - 60_000)) >= EXPORTS_PER_MINUTE) {
        reply.header('Retry-After', '60');
        throw new HttpError(
          429,
          `You can start at most ${EXPORTS_PER_MINUTE} exports a minute. Try again in a minute.`,
        );
      }
      reply.header('Cache-Control', 'no-store');
      try {
        const { client, groupId, profileId, reportId } = clientFor(action, caller);
        const report = await client.report(groupId, reportId);
        const identity = effectiveIdentity(action.data, caller, action.customerId, [report.datasetId]);
        const pageName = text(action.data.pageName);
        const visualName = text(action.data.visualName);
        const locale = exportLocale(request.headers['accept-language']);
        const configuration: NonNullable<ExportToRequest['powerBIReportConfiguration']> = {
          ...(body.state ? { defaultBookmark: { state: body.state } } : {}),
          ...(kind === 'visual' && pageName && visualName ? { pages: [{ pageName, visualName }] } : {}),
          ...(identity ? { identities: [identity] } : {}),
          ...(locale ? { settings: { locale } } : {}),
        };
        const started = await client.startExport(groupId, report.id, {
          format: body.format,
          powerBIReportConfiguration: configuration,
        });
        const job = saveExport(
          all,
          {
            userId: caller.userId,
            customerId: action.customerId,
            actionId: action.id,
            groupId,
            reportId: report.id,
            profileId,
            powerBiExportId: started.id,
            format: body.format,
          },
          now,
        );
        return jobAnswer(job, started);
      } catch (error) {
        return answerPowerBiFailure(error, request, reply, 'report export refused', action.id);
      }
    },
  });

  api.route({
    method: 'GET',
    url: '/api/report/exports/:actionId/:exportId',
    summary: "The state of one of the caller's exports",
    params: JobParams,
    response: ExportJob,
    errors: { 404: "Not one of the caller's exports of this report, or expired" },
    handler: async ({ params, user, reply, request }) => {
      const { action, job, client } = ownJob(params.actionId, params.exportId, user);
      reply.header('Cache-Control', 'no-store');
      try {
        return jobAnswer(job, await client.exportStatus(job.groupId, job.reportId, job.powerBiExportId));
      } catch (error) {
        return answerPowerBiFailure(error, request, reply, 'report export status refused', action.id);
      }
    },
  });

  api.route({
    method: 'GET',
    url: '/api/report/exports/:actionId/:exportId/file',
    summary: "Downloads the file of one of the caller's finished exports",
    params: JobParams,
    errors: { 404: "Not one of the caller's exports of this report, expired, or not finished" },
    handler: async ({ params, user, reply, request }) => {
      const { action, job, client } = ownJob(params.actionId, params.exportId, user);
      try {
        const file = await client.exportFile(job.groupId, job.reportId, job.powerBiExportId);
        const format: ExportFormat = job.format;
        const name = downloadName(text(action.title) ?? job.reportId, format);
        return reply
          .header('Cache-Control', 'private, no-store')
          .header(
            'Content-Disposition',
            `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.full)}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .type(FORMAT_FILES[format].type)
          .send(file.bytes);
      } catch (error) {
        return answerPowerBiFailure(error, request, reply, 'report export download refused', action.id);
      }
    },
  });
}
