import * as z from 'zod/mini';
import { lenient, listOf, StringId } from '../../core/contract';

/**
 * The Files capability's HTTP contract, shared by its view and its server side. An upload is the file's raw
 * bytes (application/octet-stream) with its name and title in the query; the answer is the stored file,
 * pending its virus scan. Only a file whose scan came back clean can be downloaded.
 */
export const FilesPaths = {
  list: '/api/files',
  uploadRules: '/api/files/upload-rules',
  upload: (fileName: string, title: string) => `/api/files?${new URLSearchParams({ fileName, title }).toString()}`,
  download: (id: string) => `/api/files/${encodeURIComponent(id)}/content`,
  file: (id: string) => `/api/files/${encodeURIComponent(id)}`,
  usage: '/api/files/usage',
} as const;

/** The spec's "virus scan" field. */
export const SCAN_STATUSES = ['pending', 'clean', 'infected', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** The types a customer may upload: extension -> the content type the file is served with. */
export const FILE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
});
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_TITLE_LENGTH = 200;
export const MAX_FILE_NAME_LENGTH = 200;

/** The file name's extension in lower case ('' when it has none). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** A title from a file name: the name without its extension. */
export const titleFromFileName = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim().slice(0, MAX_TITLE_LENGTH);
};

export type UploadProblem = 'empty' | 'too-large' | 'type' | 'name';

// Control characters and path separators: a name is only ever shown, never used as a path, but such a name is a mistake or an attack.
const BAD_NAME = /[\u0000-\u001f\u007f/\\]/;

/** Why a file may not be uploaded under these rules (checked in the browser and again on the server), or null. */
export function uploadProblem(
  file: { name: string; size: number },
  rules: { maxBytes: number; extensions: readonly string[] },
): UploadProblem | null {
  if (!file.name.trim() || file.name.length > MAX_FILE_NAME_LENGTH || BAD_NAME.test(file.name)) return 'name';
  if (!rules.extensions.includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxBytes) return 'too-large';
  return null;
}

/** A file of the active customer, as the server publishes it. */
export const PublishedFile = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  /** The extension in lower case, e.g. "pdf" (the spec's "type"). */
  type: z.string(),
  contentType: z.string(),
  size: z.number(),
  scanStatus: z.enum(SCAN_STATUSES),
  uploadedAt: z.string(),
  /** The caller may delete it: their own upload, or any of the customer's for a customer (or provider) administrator. */
  deletable: z.boolean(),
});
export type StoredFile = z.output<typeof PublishedFile>;
export const PublishedFileList = z.array(PublishedFile);

/** A file as the browser reads it: an unknown scan status is read as pending (never as clean). */
export const FileEntry = z.object({
  id: StringId,
  title: z.string(),
  fileName: lenient(z.string(), ''),
  type: lenient(z.string(), ''),
  contentType: lenient(z.string(), ''),
  size: lenient(z.number(), 0),
  scanStatus: lenient(z.enum(SCAN_STATUSES), 'pending'),
  uploadedAt: z.string(),
  deletable: lenient(z.boolean(), false),
});
export const FileList = listOf(
  FileEntry,
  z.object({
    id: z.string(),
    title: z.string(),
    fileName: z.string(),
    type: z.string(),
    contentType: z.string(),
    size: z.number(),
    scanStatus: z.enum(SCAN_STATUSES),
    uploadedAt: z.string(),
    deletable: z.boolean(),
  }),
);

/** Bytes stored (and being stored) against a limit. */
const StorageUse = z.object({
  usedBytes: z.number().check(z.nonnegative()),
  limitBytes: z.number().check(z.positive()),
});
/** The storage quota of the active customer and of the caller, across every upload (files and attachments). */
export const StorageUsage = z.object({ customer: StorageUse, user: StorageUse });
export type StorageUsage = z.output<typeof StorageUsage>;

/** The bytes still free for the caller: the smaller of what the customer and the user have left. */
export const freeBytes = (usage: StorageUsage): number =>
  Math.max(
    0,
    Math.min(usage.customer.limitBytes - usage.customer.usedBytes, usage.user.limitBytes - usage.user.usedBytes),
  );

/** What the browser checks before it sends a file (the server checks the same again). */
export const PublishedUploadRules = z.object({ maxBytes: z.number(), extensions: z.array(z.string()) });
export const UploadRules = z.object({
  maxBytes: lenient(z.number().check(z.positive()), DEFAULT_MAX_UPLOAD_BYTES),
  extensions: lenient(z.array(z.string()), Object.keys(FILE_TYPES)),
});
export type UploadRules = z.output<typeof UploadRules>;
export const DEFAULT_UPLOAD_RULES: UploadRules = {
  maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
  extensions: Object.keys(FILE_TYPES),
};

export const UploadQuery = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(MAX_FILE_NAME_LENGTH)),
  title: z.optional(z.string().check(z.maxLength(MAX_TITLE_LENGTH))),
});
export const FileIdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
