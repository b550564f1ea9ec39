import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CrossCustomerData, CustomerTable, StorageQuota } from '../../../server/plugin-api';
import { extensionOf, FILE_TYPES, type ScanStatus, type StoredFile } from '../contract';

/** The owner of the customer's own uploads; files other capabilities store carry their id and stay out of the list. */
export const OWN_FILES = 'files';

export interface NewFile {
  customerId: string;
  userId: string;
  owner: string;
  title: string;
  fileName: string;
  bytes: Buffer;
}

export interface ArchivedFile extends Omit<StoredFile, 'deletable'> {
  customerId: string;
  owner: string;
  /** The user who uploaded it (or whose reply carried it). */
  uploadedBy: string;
}

interface Row extends ArchivedFile {
  storageName: string;
  quarantined: number;
}

interface StoredRow {
  id: string;
  customer_id: string;
  owner: string;
  title: string;
  file_name: string;
  extension: string;
  content_type: string;
  size: number;
  scan_status: ScanStatus;
  uploaded_at: string;
  uploaded_by: string;
  storage_name: string;
  quarantined: number;
}

const rowOf = (row: StoredRow): Row => ({
  id: row.id,
  customerId: row.customer_id,
  owner: row.owner,
  title: row.title,
  fileName: row.file_name,
  type: row.extension,
  contentType: row.content_type,
  size: Number(row.size),
  scanStatus: row.scan_status,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
  storageName: row.storage_name,
  quarantined: Number(row.quarantined),
});

const published = ({ storageName: _s, quarantined: _q, ...file }: Row): ArchivedFile => file;

/**
 * The files table and the folders behind it. Bytes live under `<dir>/store/<random name>` (never the user's
 * file name), an infected file is moved to `<dir>/quarantine/`; the folders are readable by this process only.
 * Every file's bytes count against the storage quota of its customer and its uploader: reserved before they are
 * written, so nothing above the quota ever reaches the disk, and freed when the file is removed.
 */
export class FileArchive {
  readonly storeDir: string;
  readonly quarantineDir: string;

  constructor(
    private readonly data: CrossCustomerData,
    dir: string,
    private readonly quota: StorageQuota,
    private readonly now = () => new Date(),
  ) {
    this.storeDir = path.join(dir, 'store');
    this.quarantineDir = path.join(dir, 'quarantine');
    for (const folder of [this.storeDir, this.quarantineDir]) mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  /** Every customer's files (the scan job and a file found by id); the customer's own through `forCustomer`. */
  private get files(): CustomerTable {
    return this.data.table('files');
  }

  /**
   * Reserves the bytes in the quota (413 when they do not fit: nothing written), writes them, then the row with
   * the reservation confirmed; the bytes and the reservation are removed again when either write fails.
   */
  async save(file: NewFile): Promise<ArchivedFile> {
    const id = randomUUID();
    this.quota.reserve({
      id,
      customerId: file.customerId,
      userId: file.userId,
      owner: file.owner,
      bytes: file.bytes.length,
    });
    const storageName = randomBytes(16).toString('hex');
    const target = path.join(this.storeDir, storageName);
    try {
      await writeFile(target, file.bytes, { mode: 0o600, flag: 'wx' });
      return this.data.transaction(() => {
        const stored = this.insert(id, file, storageName, 'pending', this.now());
        this.quota.confirm(id);
        return stored;
      });
    } catch (error) {
      await rm(target, { force: true });
      this.quota.release(id);
      throw error;
    }
  }

  /** The demo seed's files, with their scan already done (synchronous: the seed runs in one transaction). */
  seed(file: NewFile, scanStatus: ScanStatus, uploadedAt: Date, detail: string | null = null): ArchivedFile {
    const storageName = randomBytes(16).toString('hex');
    writeFileSync(path.join(scanStatus === 'infected' ? this.quarantineDir : this.storeDir, storageName), file.bytes, {
      mode: 0o600,
      flag: 'wx',
    });
    const stored = this.insert(randomUUID(), file, storageName, scanStatus, uploadedAt);
    this.quota.recordStored({
      id: stored.id,
      customerId: file.customerId,
      userId: file.userId,
      owner: file.owner,
      bytes: stored.size,
    });
    this.files.update({ scan_detail: detail, scanned_at: uploadedAt.toISOString() }, { id: stored.id });
    return stored;
  }

  private insert(
    id: string,
    file: NewFile,
    storageName: string,
    scanStatus: ScanStatus,
    uploadedAt: Date,
  ): ArchivedFile {
    const extension = extensionOf(file.fileName);
    const row: ArchivedFile = {
      id,
      customerId: file.customerId,
      owner: file.owner,
      title: file.title,
      fileName: file.fileName,
      type: extension,
      contentType: FILE_TYPES[extension] ?? 'application/octet-stream',
      size: file.bytes.length,
      scanStatus,
      uploadedAt: uploadedAt.toISOString(),
      uploadedBy: file.userId,
    };
    this.data
      .forCustomer(file.customerId)
      .table('files')
      .insert({
        id: row.id,
        owner: row.owner,
        title: row.title,
        file_name: row.fileName,
        extension: row.type,
        content_type: row.contentType,
        size: row.size,
        storage_name: storageName,
        scan_status: scanStatus,
        quarantined: scanStatus === 'infected' ? 1 : 0,
        uploaded_by: file.userId,
        uploaded_at: row.uploadedAt,
      });
    return row;
  }

  /**
   * Deletes the row and frees its quota in one transaction (with `andThen`, e.g. the audit row), then the bytes
   * (from the store or the quarantine). False when there is no such file.
   */
  async remove(id: string, andThen: (file: ArchivedFile) => void = () => undefined): Promise<boolean> {
    const row = this.row(id);
    if (!row) return false;
    this.data.transaction(() => {
      this.files.remove({ id });
      this.quota.release(id);
      andThen(published(row));
    });
    await rm(path.join(row.quarantined ? this.quarantineDir : this.storeDir, row.storageName), { force: true });
    return true;
  }

  /** The customer's own uploads, newest first. */
  list(customerId: string): ArchivedFile[] {
    return this.data
      .forCustomer(customerId)
      .table('files')
      .find<StoredRow>({ owner: OWN_FILES }, { orderBy: ['uploaded_at DESC', 'id'] })
      .map((row) => published(rowOf(row)));
  }

  find(id: string, customerId: string): ArchivedFile | null {
    const row = this.row(id);
    return row && row.customerId === customerId ? published(row) : null;
  }

  /** Ids of the files waiting for a scan, oldest first. */
  pendingIds(): string[] {
    return this.files
      .find<{ id: string }>({ scan_status: 'pending' }, { columns: ['id'], orderBy: ['uploaded_at', 'id'] })
      .map((r) => r.id);
  }

  /** The bytes of a file as stored, whatever its scan status (for the scanner), or null when they are gone. */
  async bytesForScan(id: string): Promise<Buffer | null> {
    const row = this.row(id);
    if (!row || row.quarantined) return null;
    return readFile(path.join(this.storeDir, row.storageName)).catch(() => null);
  }

  /** The bytes of a clean file; null for any other status, and when they are missing on disk. */
  async cleanBytes(id: string): Promise<Buffer | null> {
    const row = this.row(id);
    if (!row || row.scanStatus !== 'clean' || row.quarantined) return null;
    return readFile(path.join(this.storeDir, row.storageName)).catch(() => null);
  }

  markClean(id: string): void {
    this.setStatus(id, 'clean', null);
  }

  markFailed(id: string, reason: string): void {
    this.setStatus(id, 'failed', reason.slice(0, 500));
  }

  /** Moves the bytes to the quarantine folder, then flags the row; it is never served again. */
  async quarantine(id: string, signature: string): Promise<void> {
    const row = this.row(id);
    if (!row || row.quarantined) return;
    await rename(path.join(this.storeDir, row.storageName), path.join(this.quarantineDir, row.storageName));
    this.files.update(
      {
        scan_status: 'infected',
        scan_detail: signature.slice(0, 500),
        quarantined: 1,
        scanned_at: this.now().toISOString(),
      },
      { id },
    );
  }

  noteAttempt(id: string): void {
    this.data.transaction(() => {
      const attempts = this.files.first<{ scan_attempts: number }>(
        { id },
        { columns: ['scan_attempts'] },
      )?.scan_attempts;
      if (attempts !== undefined) this.files.update({ scan_attempts: Number(attempts) + 1 }, { id });
    });
  }

  private setStatus(id: string, status: ScanStatus, detail: string | null): void {
    this.files.update(
      { scan_status: status, scan_detail: detail, scanned_at: this.now().toISOString() },
      { id, quarantined: 0 },
    );
  }

  private row(id: string): Row | null {
    const row = this.files.first<StoredRow>({ id });
    return row ? rowOf(row) : null;
  }
}
