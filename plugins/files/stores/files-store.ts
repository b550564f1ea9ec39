import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import {
  DEFAULT_UPLOAD_RULES,
  FileEntry,
  FileList,
  FilesPaths,
  freeBytes,
  StorageUsage,
  titleFromFileName,
  uploadProblem,
  UploadRules,
  type UploadProblem,
} from '../contract';
import type { Uploader } from './xhr-upload';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type ListedFile = ReturnType<typeof FileEntry.parse>;

/** Why an upload did not happen: a check here (the server is not asked), the storage quota, or the server's answer. */
export type UploadFailure =
  | { kind: 'check'; problem: UploadProblem }
  | { kind: 'quota'; scope: 'customer' | 'user'; size: number }
  | { kind: 'server'; status: number; reason: 'http' | 'network' | 'malformed' };

/** A deletion asked for and its outcome; the file stays listed until the server confirms it is gone. */
export type DeleteState =
  | { kind: 'idle' }
  | { kind: 'deleting'; id: string }
  | { kind: 'failed'; id: string; title: string; failure: HttpFailure };

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; file: ListedFile }
  | { kind: 'failed'; failure: UploadFailure };

/** While a file waits for its scan the list is asked again this often. */
export const POLL_MS = 2000;

/** The active customer's files, the upload in progress and the scans it waits for. */
export class FilesStore {
  files: ListedFile[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  rules: UploadRules = DEFAULT_UPLOAD_RULES;
  search = '';
  upload: UploadState = { kind: 'idle' };
  /** The storage quota's usage; null until known (the server checks the quota in any case). */
  usage: StorageUsage | null = null;
  deletion: DeleteState = { kind: 'idle' };
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(
    private readonly http: HttpClient,
    private readonly uploader: Uploader,
    private readonly pollMs = POLL_MS,
  ) {
    makeAutoObservable<this, 'http' | 'uploader' | 'pollTimer' | 'disposed' | 'pollMs'>(
      this,
      { http: false, uploader: false, pollTimer: false, disposed: false, pollMs: false },
      { autoBind: true },
    );
  }

  /** Newest first; the search matches the title. */
  get visibleFiles(): ListedFile[] {
    const needle = this.search.trim().toLowerCase();
    const sorted = [...this.files].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    if (!needle) return sorted;
    return sorted.filter((f) => f.title.toLowerCase().includes(needle));
  }

  get waitingForScan(): boolean {
    return this.files.some((f) => f.scanStatus === 'pending');
  }

  setSearch(value: string): void {
    this.search = value;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const [result, rules] = await Promise.all([
      this.http.get(FilesPaths.list, FileList),
      this.http.get(FilesPaths.uploadRules, UploadRules),
      this.loadUsage(),
    ]);
    runInAction(() => {
      // Without the rules the browser checks with the defaults; the server checks its own in any case.
      if (rules.ok) this.rules = rules.data;
      if (result.ok) {
        this.files = result.data;
        this.loadState = 'loaded';
      } else {
        this.files = [];
        this.loadState = 'failed';
        this.loadFailure = result;
      }
    });
    this.schedulePoll();
  }

  /** The check the server makes too, so a refused file is never sent; null when the file may go. */
  check(file: { name: string; size: number }): UploadProblem | null {
    return uploadProblem(file, this.rules);
  }

  /** Which quota a file of this size would exceed, as far as the browser knows; null when it fits. */
  quotaExceededBy(size: number): 'customer' | 'user' | null {
    if (!this.usage || size <= freeBytes(this.usage)) return null;
    const { customer } = this.usage;
    return customer.usedBytes + size > customer.limitBytes ? 'customer' : 'user';
  }

  async send(file: File, title: string): Promise<void> {
    const problem = this.check(file);
    if (problem) {
      this.upload = { kind: 'failed', failure: { kind: 'check', problem } };
      return;
    }
    const overQuota = this.quotaExceededBy(file.size);
    if (overQuota) {
      this.upload = { kind: 'failed', failure: { kind: 'quota', scope: overQuota, size: file.size } };
      return;
    }
    this.upload = { kind: 'uploading', progress: 0 };
    const answer = await this.uploader(
      FilesPaths.upload(file.name, title.trim() || titleFromFileName(file.name)),
      file,
      (progress) =>
        runInAction(() => {
          if (this.upload.kind === 'uploading') this.upload = { kind: 'uploading', progress };
        }),
    );
    const parsed = answer.ok ? FileEntry.safeParse(answer.body) : null;
    // A 413 is the size limit or the quota (another upload may have taken the room): the usage read again tells which.
    if (answer.ok || answer.status === 413) await this.loadUsage();
    const overQuotaNow = !answer.ok && answer.status === 413 ? this.quotaExceededBy(file.size) : null;
    runInAction(() => {
      if (overQuotaNow)
        this.upload = { kind: 'failed', failure: { kind: 'quota', scope: overQuotaNow, size: file.size } };
      else if (!answer.ok)
        this.upload = { kind: 'failed', failure: { kind: 'server', status: answer.status, reason: answer.reason } };
      else if (!parsed?.success)
        this.upload = { kind: 'failed', failure: { kind: 'server', status: answer.status, reason: 'malformed' } };
      else {
        this.upload = { kind: 'done', file: parsed.data };
        this.files = [parsed.data, ...this.files.filter((f) => f.id !== parsed.data.id)];
      }
    });
    if (answer.ok) this.schedulePoll();
  }

  resetUpload(): void {
    this.upload = { kind: 'idle' };
  }

  /** Deletes a file (the server checks who may); on success it leaves the list and its bytes leave the usage. */
  async remove(file: ListedFile): Promise<boolean> {
    this.deletion = { kind: 'deleting', id: file.id };
    const result = await this.http.delete(FilesPaths.file(file.id));
    // Gone already (404): the list was stale; it leaves the list all the same.
    const gone = result.ok || result.status === 404;
    if (gone) await this.loadUsage();
    runInAction(() => {
      if (gone) {
        this.files = this.files.filter((f) => f.id !== file.id);
        this.deletion = { kind: 'idle' };
      } else {
        this.deletion = { kind: 'failed', id: file.id, title: file.title, failure: result };
      }
    });
    return gone;
  }

  resetDeletion(): void {
    this.deletion = { kind: 'idle' };
  }

  private async loadUsage(): Promise<void> {
    const usage = await this.http.get(FilesPaths.usage, StorageUsage);
    runInAction(() => {
      this.usage = usage.ok ? usage.data : null;
    });
  }

  dispose(): void {
    this.disposed = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Asks again while a file waits for its scan; a failed refresh keeps the list and tries again. */
  private schedulePoll(): void {
    if (this.disposed || this.pollTimer || !this.waitingForScan) return;
    this.pollTimer = setTimeout(() => void this.poll(), this.pollMs);
  }

  private async poll(): Promise<void> {
    this.pollTimer = null;
    const result = await this.http.get(FilesPaths.list, FileList);
    if (this.disposed) return;
    if (result.ok)
      runInAction(() => {
        this.files = result.data;
      });
    this.schedulePoll();
  }
}
