import {
  HttpError,
  type FileContent,
  type FileStorage,
  type FileToStore,
  type StoredFileInfo,
} from '../../../server/plugin-api';
import {
  extensionOf,
  FILE_TYPES,
  MAX_TITLE_LENGTH,
  titleFromFileName,
  uploadProblem,
  type UploadRules,
} from '../contract';
import { contentMatchesType } from './content-check';
import type { ArchivedFile, FileArchive } from './file-archive';
import type { ScanJob } from './scan-job';

export const NO_SCANNER_MESSAGE =
  'Uploads are switched off: no virus scanner is configured (CLAMD_HOST or CLAMD_SOCKET).';

const MB = 1024 * 1024;
const readableSize = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} kB`;

export interface Upload {
  customerId: string;
  userId: string;
  owner: string;
  fileName: string;
  title?: string;
  bytes: Buffer;
}

/**
 * The checks every stored file passes, whoever stores it (the upload route or another capability through
 * FileStoragePoint), then the write and the queued scan. A refusal writes nothing.
 */
export class FileService implements FileStorage {
  constructor(
    private readonly archive: FileArchive,
    private readonly job: ScanJob | null,
    readonly rules: UploadRules,
  ) {}

  tooLargeMessage(): string {
    return `The file is larger than ${readableSize(this.rules.maxBytes)}.`;
  }

  async upload(upload: Upload): Promise<ArchivedFile> {
    if (!this.job) throw new HttpError(503, NO_SCANNER_MESSAGE);
    const fileName = upload.fileName.trim();
    const problem = uploadProblem({ name: fileName, size: upload.bytes.length }, this.rules);
    if (problem === 'name')
      throw new HttpError(400, 'The file name is empty, too long or holds a path or control characters.');
    if (problem === 'type')
      throw new HttpError(
        400,
        `Files of type "${extensionOf(fileName) || '(none)'}" are not accepted; allowed: ${this.rules.extensions.join(', ')}.`,
      );
    if (problem === 'empty') throw new HttpError(400, 'The file is empty.');
    if (problem === 'too-large') throw new HttpError(413, this.tooLargeMessage());
    const extension = extensionOf(fileName);
    if (!contentMatchesType(extension, upload.bytes)) {
      throw new HttpError(400, `The file's content is not a ${extension.toUpperCase()} file.`);
    }
    const title = (upload.title?.trim() || titleFromFileName(fileName)).slice(0, MAX_TITLE_LENGTH);
    if (!title) throw new HttpError(400, 'The title is empty.');
    const stored = await this.archive.save({ ...upload, fileName, title });
    void this.job.kick();
    return stored;
  }

  async store(file: FileToStore): Promise<StoredFileInfo> {
    if (
      extensionOf(file.fileName) &&
      FILE_TYPES[extensionOf(file.fileName)] !== file.contentType &&
      file.contentType !== 'application/octet-stream'
    ) {
      throw new HttpError(400, `The content type ${file.contentType} does not match the file name ${file.fileName}.`);
    }
    return info(
      await this.upload({
        customerId: file.customerId,
        userId: file.user.userId,
        owner: file.owner,
        fileName: file.fileName,
        bytes: file.bytes,
      }),
    );
  }

  describe(fileId: string, customerId: string): StoredFileInfo | null {
    const file = this.archive.find(fileId, customerId);
    return file ? info(file) : null;
  }

  async remove(fileId: string, customerId: string, owner: string): Promise<boolean> {
    const file = this.archive.find(fileId, customerId);
    return file !== null && file.owner === owner && this.archive.remove(fileId);
  }

  async read(fileId: string, customerId: string): Promise<FileContent | null> {
    const file = this.archive.find(fileId, customerId);
    if (!file || file.scanStatus !== 'clean') return null;
    const bytes = await this.archive.cleanBytes(fileId);
    return bytes ? { info: info(file), bytes } : null;
  }
}

const info = (file: ArchivedFile): StoredFileInfo => ({
  id: file.id,
  customerId: file.customerId,
  title: file.title,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
  scanStatus: file.scanStatus,
  uploadedAt: file.uploadedAt,
});
