import {
  HttpError,
  StorageQuotaExceeded,
  type RequestUser,
  type ServerPluginApi,
  type StorageQuota,
} from '../../../server/plugin-api';
import {
  FileIdParams,
  FilesPaths,
  PublishedFile,
  PublishedFileList,
  PublishedUploadRules,
  StorageUsage,
  UploadQuery,
  type StoredFile,
} from '../contract';
import { OWN_FILES, type ArchivedFile, type FileArchive } from './file-archive';
import type { FileService } from './file-service';

const NOT_SERVED: Readonly<Record<Exclude<StoredFile['scanStatus'], 'clean'>, string>> = {
  pending: 'The file is still being scanned for viruses; it can be downloaded once the scan finds it clean.',
  infected: 'The virus scan found malware in this file; it is quarantined and never served.',
  failed: 'The virus scan of this file failed; it cannot be downloaded. Upload it again or contact your provider.',
};

const customerOf = (user: RequestUser | null): string | null => user?.activeCustomerId ?? null;

/** Who may delete a file: its uploader, and a customer administrator (or a provider administrator) any of the customer's. */
const mayDelete = (user: RequestUser, file: ArchivedFile): boolean =>
  file.uploadedBy === user.userId || user.customerRole === 'customer-admin' || user.isProviderAdmin;

function published(user: RequestUser, file: ArchivedFile): StoredFile {
  const { customerId: _c, owner: _o, uploadedBy: _u, ...shown } = file;
  return { ...shown, deletable: mayDelete(user, file) };
}

/** The caller and the active customer, or 404 when there is none (a user with no customer). */
function callerIn(user: RequestUser | null): { user: RequestUser; customerId: string } {
  const customerId = customerOf(user);
  if (customerId === null || !user) throw new HttpError(404, 'There is no active customer with files.');
  return { user, customerId };
}

/** A file name for Content-Disposition: an ASCII stand-in plus the exact name in RFC 5987 form. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The active customer's files: list, upload rules, storage usage, upload (raw bytes), download of a clean file
 * and deletion.
 */
export function fileRoutes(
  api: ServerPluginApi,
  archive: FileArchive,
  service: FileService,
  quota: StorageQuota,
): void {
  api.route({
    method: 'GET',
    url: FilesPaths.list,
    summary: "The active customer's uploaded files, newest first, with their virus scan status",
    response: PublishedFileList,
    handler: ({ user }) => {
      const customerId = customerOf(user);
      return customerId === null || !user ? [] : archive.list(customerId).map((file) => published(user, file));
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
    method: 'GET',
    url: FilesPaths.usage,
    summary:
      'Bytes stored for the active customer and by the caller (files and attachments), against the storage quota',
    response: StorageUsage,
    errors: { 404: 'The caller has no active customer' },
    handler: ({ user }) => {
      const caller = callerIn(user);
      return quota.usage(caller.customerId, caller.user.userId);
    },
  });

  api.route({
    method: 'POST',
    url: FilesPaths.list,
    summary:
      'Uploads a file (the raw bytes as application/octet-stream); answers the stored file, pending its virus scan',
    query: UploadQuery,
    binaryBody: { maxBytes: service.rules.maxBytes, tooLargeMessage: service.tooLargeMessage() },
    response: PublishedFile,
    status: 201,
    errors: {
      400: 'An empty file, a refused type or name, or content that is not of the named type; nothing written',
      404: 'The caller has no active customer',
      413: "Larger than the upload limit, or more than the customer's or the caller's storage quota has left; nothing written",
      415: 'Not sent as application/octet-stream',
      503: 'No virus scanner configured: uploads are refused',
    },
    // A declared length the quota cannot take is refused before the body is read; the reservation checks again.
    guard: (request) => {
      const user = api.currentUser(request);
      const declared = Number(request.headers['content-length']);
      const customerId = customerOf(user);
      if (!user || customerId === null || !Number.isFinite(declared)) return;
      const usage = quota.usage(customerId, user.userId);
      for (const scope of ['customer', 'user'] as const) {
        if (usage[scope].usedBytes + declared > usage[scope].limitBytes)
          throw new StorageQuotaExceeded(scope, usage[scope], declared);
      }
    },
    handler: async ({ user, query, request }) => {
      const caller = callerIn(user);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await service.upload({
        customerId: caller.customerId,
        userId: caller.user.userId,
        owner: OWN_FILES,
        fileName: query.fileName,
        title: query.title,
        bytes,
      });
      return published(caller.user, stored);
    },
  });

  api.route({
    method: 'GET',
    url: '/api/files/:id/content',
    summary: 'Downloads a file of the active customer once its virus scan found it clean',
    params: FileIdParams,
    responseType: 'application/octet-stream',
    compress: false,
    errors: {
      404: 'Not a file of the active customer',
      409: 'Not scanned clean (pending, failed or infected): never served',
    },
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

  api.route({
    method: 'DELETE',
    url: '/api/files/:id',
    summary:
      "Deletes a file: the caller's own upload, or any of the active customer's for its administrator; frees its storage",
    params: FileIdParams,
    status: 204,
    errors: {
      403: "Another user's file, and the caller is no customer administrator",
      404: 'Not a file of the active customer',
    },
    handler: async ({ user, params, reply }) => {
      const caller = callerIn(user);
      const file = archive.find(params.id, caller.customerId);
      if (!file || file.owner !== OWN_FILES) throw new HttpError(404, 'There is no such file.');
      if (!mayDelete(caller.user, file))
        throw new HttpError(
          403,
          'Only the person who uploaded this file, or an administrator of your organisation, can delete it.',
        );
      const actor = { userId: caller.user.runAsBy ?? caller.user.userId, name: caller.user.userName };
      await archive.remove(file.id, (removed) =>
        api.auditCustomer(removed.customerId, actor, {
          action: 'delete',
          targetType: 'file',
          targetId: removed.id,
          before: {
            title: removed.title,
            fileName: removed.fileName,
            size: removed.size,
            uploadedBy: removed.uploadedBy,
          },
          after: null,
        }),
      );
      return reply.code(204).send();
    },
  });
}
