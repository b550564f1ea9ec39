import { HttpError, type RequestUser, type ServerPluginApi } from '../../../server/plugin-api';
import {
  FileIdParams, FilesPaths, PublishedFile, PublishedFileList, PublishedUploadRules, UploadQuery, type StoredFile,
} from '../contract';
import { OWN_FILES, type ArchivedFile, type FileArchive } from './file-archive';
import type { FileService } from './file-service';

const NOT_SERVED: Readonly<Record<Exclude<StoredFile['scanStatus'], 'clean'>, string>> = {
  pending: 'The file is still being scanned for viruses; it can be downloaded once the scan finds it clean.',
  infected: 'The virus scan found malware in this file; it is quarantined and never served.',
  failed: 'The virus scan of this file failed; it cannot be downloaded. Upload it again or contact your provider.',
};

const customerOf = (user: RequestUser | null): string | null => user?.activeCustomerId ?? null;

const published = ({ customerId: _c, owner: _o, ...file }: ArchivedFile): StoredFile => file;

/** A file name for Content-Disposition: an ASCII stand-in plus the exact name in RFC 5987 form. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The active customer's files: list, upload rules, upload (raw bytes) and download of a clean file. */
export function fileRoutes(api: ServerPluginApi, archive: FileArchive, service: FileService): void {
  api.route({
    method: 'GET',
    url: FilesPaths.list,
    summary: "The active customer's uploaded files, newest first, with their virus scan status",
    response: PublishedFileList,
    handler: ({ user }) => {
      const customerId = customerOf(user);
      return customerId === null ? [] : archive.list(customerId).map(published);
    },
  });

  api.route({
    method: 'GET',
    url: FilesPaths.uploadRules,
    summary: 'The largest upload in bytes and the accepted file extensions',
    response: PublishedUploadRules,
    handler: () => service.rules,
  });

  api.route({
    method: 'POST',
    url: FilesPaths.list,
    summary: 'Uploads a file (the raw bytes as application/octet-stream); answers the stored file, pending its virus scan',
    query: UploadQuery,
    binaryBody: { maxBytes: service.rules.maxBytes, tooLargeMessage: service.tooLargeMessage() },
    response: PublishedFile,
    status: 201,
    errors: {
      400: 'An empty file, a refused type or name, or content that is not of the named type; nothing written',
      404: 'The caller has no active customer',
      413: 'Larger than the upload limit; nothing written',
      415: 'Not sent as application/octet-stream',
      503: 'No virus scanner configured: uploads are refused',
    },
    handler: async ({ user, query, request }) => {
      const customerId = customerOf(user);
      if (customerId === null || !user) throw new HttpError(404, 'There is no active customer to upload files for.');
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await service.upload({
        customerId, userId: user.userId, owner: OWN_FILES, fileName: query.fileName, title: query.title, bytes,
      });
      return published(stored);
    },
  });

  api.route({
    method: 'GET',
    url: '/api/files/:id/content',
    summary: 'Downloads a file of the active customer once its virus scan found it clean',
    params: FileIdParams,
    responseType: 'application/octet-stream',
    compress: false,
    errors: { 404: 'Not a file of the active customer', 409: 'Not scanned clean (pending, failed or infected): never served' },
    handler: async ({ user, params, reply }) => {
      const customerId = customerOf(user);
      const file = customerId === null ? null : archive.find(params.id, customerId);
      if (!file || file.owner !== OWN_FILES) throw new HttpError(404, 'There is no such file.');
      if (file.scanStatus !== 'clean') throw new HttpError(409, NOT_SERVED[file.scanStatus]);
      const bytes = await archive.cleanBytes(file.id);
      if (!bytes) throw new HttpError(404, "The file's content is missing.");
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentHeader(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  });
}
