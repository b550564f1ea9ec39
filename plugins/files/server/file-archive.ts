import type Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type StorageQuota } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
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

const COLUMNS = `id, customer_id AS customerId, owner, title, file_name AS fileName, extension AS type, content_type AS contentType,
  size, scan_status AS scanStatus, uploaded_at AS uploadedAt, uploaded_by AS uploadedBy, storage_name AS storageName, quarantined`;

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
    private readonly db: Database.Database,
    dir: string,
    private readonly quota: StorageQuota,
    private readonly now = () => new Date(),
  ) {
    this.storeDir = path.join(dir, 'store');
    this.quarantineDir = path.join(dir, 'quarantine');
    for (const folder of [this.storeDir, this.quarantineDir]) mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  /**
   * Reserves the bytes in the quota (413 when they do not fit: nothing written), writes them, then the row with
   * the reservation confirmed; the bytes and the reservation are removed again when either write fails.
   */
  async save(file: NewFile): Promise<ArchivedFile> {
    const id = randomUUID();
    this.quota.reserve({ id, customerId: file.customerId, userId: file.userId, owner: file.owner, bytes: file.bytes.length });
    const storageName = randomBytes(16).toString('hex');
    const target = path.join(this.storeDir, storageName);
    try {
      await writeFile(target, file.bytes, { mode: 0o600, flag: 'wx' });
      return this.db.transaction(() => {
        const stored = this.insert(id, file, storageName, 'pending', this.now());
        this.quota.confirm(id);
        return stored;
      })();
    } catch (error) {
      await rm(target, { force: true });
      this.quota.release(id);
      throw error;
    }
  }

  /** The demo seed's files, with their scan already done (synchronous: the seed runs in one transaction). */
  seed(file: NewFile, scanStatus: ScanStatus, uploadedAt: Date, detail: string | null = null): ArchivedFile {
    const storageName = randomBytes(16).toString('hex');
    writeFileSync(path.join(scanStatus === 'infected' ? this.quarantineDir : this.storeDir, storageName), file.bytes, { mode: 0o600, flag: 'wx' });
    const stored = this.insert(randomUUID(), file, storageName, scanStatus, uploadedAt);
    this.quota.recordStored({ id: stored.id, customerId: file.customerId, userId: file.userId, owner: file.owner, bytes: stored.size });
    statement(this.db, 'UPDATE files SET scan_detail = ?, scanned_at = ? WHERE id = ?').run(detail, uploadedAt.toISOString(), stored.id);
    return stored;
  }

  private insert(id: string, file: NewFile, storageName: string, scanStatus: ScanStatus, uploadedAt: Date): ArchivedFile {
    const extension = extensionOf(file.fileName);
    const row: ArchivedFile = {
      id, customerId: file.customerId, owner: file.owner, title: file.title, fileName: file.fileName,
      type: extension, contentType: FILE_TYPES[extension] ?? 'application/octet-stream', size: file.bytes.length,
      scanStatus, uploadedAt: uploadedAt.toISOString(), uploadedBy: file.userId,
    };
    statement(this.db, `INSERT INTO files (id, customer_id, owner, title, file_name, extension, content_type, size, storage_name,
        scan_status, quarantined, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(row.id, row.customerId, row.owner, row.title, row.fileName, row.type, row.contentType, row.size, storageName,
        scanStatus, scanStatus === 'infected' ? 1 : 0, file.userId, row.uploadedAt);
    return row;
  }

  /**
   * Deletes the row and frees its quota in one transaction (with `andThen`, e.g. the audit row), then the bytes
   * (from the store or the quarantine). False when there is no such file.
   */
  async remove(id: string, andThen: (file: ArchivedFile) => void = () => undefined): Promise<boolean> {
    const row = this.row(id);
    if (!row) return false;
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM files WHERE id = ?').run(id);
      this.quota.release(id);
      andThen(published(row));
    })();
    await rm(path.join(row.quarantined ? this.quarantineDir : this.storeDir, row.storageName), { force: true });
    return true;
  }

  /** The customer's own uploads, newest first. */
  list(customerId: string): ArchivedFile[] {
    return (statement(this.db, `SELECT ${COLUMNS} FROM files WHERE customer_id = ? AND owner = ? ORDER BY uploaded_at DESC, id`)
      .all(customerId, OWN_FILES) as Row[]).map(published);
  }

  find(id: string, customerId: string): ArchivedFile | null {
    const row = this.row(id);
    return row && row.customerId === customerId ? published(row) : null;
  }

  /** Ids of the files waiting for a scan, oldest first. */
  pendingIds(): string[] {
    return (statement(this.db, "SELECT id FROM files WHERE scan_status = 'pending' ORDER BY uploaded_at, id").all() as { id: string }[]).map((r) => r.id);
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
    statement(this.db, "UPDATE files SET scan_status = 'infected', scan_detail = ?, quarantined = 1, scanned_at = ? WHERE id = ?")
      .run(signature.slice(0, 500), this.now().toISOString(), id);
  }

  noteAttempt(id: string): void {
    statement(this.db, 'UPDATE files SET scan_attempts = scan_attempts + 1 WHERE id = ?').run(id);
  }

  private setStatus(id: string, status: ScanStatus, detail: string | null): void {
    statement(this.db, 'UPDATE files SET scan_status = ?, scan_detail = ?, scanned_at = ? WHERE id = ? AND quarantined = 0')
      .run(status, detail, this.now().toISOString(), id);
  }

  private row(id: string): Row | null {
    return (statement(this.db, `SELECT ${COLUMNS} FROM files WHERE id = ?`).get(id) as Row | undefined) ?? null;
  }
}
