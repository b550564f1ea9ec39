import {
  defineServerPlugin,
  FileStoragePoint,
  HttpError,
  type FileScanStatus,
  type FileStorage,
  type StoredFileInfo,
} from '../../../server/plugin-api';

/** A FileStorage in memory for the tests: every file starts pending; `scan` sets its state. */
export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, { info: StoredFileInfo; bytes: Buffer; owner: string }>();
  refuseNext: string | null = null;

  async store(file: Parameters<FileStorage['store']>[0]) {
    if (this.refuseNext) {
      const reason = this.refuseNext;
      this.refuseNext = null;
      throw new HttpError(415, reason);
    }
    const info: StoredFileInfo = {
      id: `file-${this.files.size + 1}`,
      customerId: file.customerId,
      title: file.fileName,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      scanStatus: 'pending',
      uploadedAt: new Date().toISOString(),
    };
    this.files.set(info.id, { info, bytes: file.bytes, owner: file.owner });
    return info;
  }

  describe(fileId: string, customerId: string) {
    const found = this.files.get(fileId);
    return found && found.info.customerId === customerId ? found.info : null;
  }

  async read(fileId: string, customerId: string) {
    const found = this.files.get(fileId);
    return found && found.info.customerId === customerId && found.info.scanStatus === 'clean' ? found : null;
  }

  async remove(fileId: string, customerId: string, owner: string) {
    const found = this.files.get(fileId);
    if (!found || found.info.customerId !== customerId || found.owner !== owner) return false;
    return this.files.delete(fileId);
  }

  scan(fileId: string, status: FileScanStatus) {
    this.files.get(fileId)!.info.scanStatus = status;
  }
}

/** A server plugin offering `storage` as the FileStoragePoint, as the files capability does. */
export const testFilesPlugin = (storage: FileStorage) =>
  defineServerPlugin({
    id: 'zz-files',
    routes(api) {
      api.implement(FileStoragePoint, storage);
    },
  });
