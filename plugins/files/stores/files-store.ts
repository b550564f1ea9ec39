import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import {
  DEFAULT_UPLOAD_RULES, FileEntry, FileList, FilesPaths, titleFromFileName, uploadProblem, UploadRules, type UploadProblem,
} from '../contract';
import type { Uploader } from './xhr-upload';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type ListedFile = ReturnType<typeof FileEntry.parse>;

/** Why an upload did not happen: a check here (the server is not asked) or the server's answer. */
export type UploadFailure =
  | { kind: 'check'; problem: UploadProblem }
  | { kind: 'server'; status: number; reason: 'http' | 'network' | 'malformed' };

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
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(private readonly http: HttpClient, private readonly uploader: Uploader, private readonly pollMs = POLL_MS) {
    makeAutoObservable<this, 'http' | 'uploader' | 'pollTimer' | 'disposed' | 'pollMs'>(
      this, { http: false, uploader: false, pollTimer: false, disposed: false, pollMs: false }, { autoBind: true },
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
    const [result, rules] = await Promise.all([this.http.get(FilesPaths.list, FileList), this.http.get(FilesPaths.uploadRules, UploadRules)]);
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

  async send(file: File, title: string): Promise<void> {
    const problem = this.check(file);
    if (problem) {
      this.upload = { kind: 'failed', failure: { kind: 'check', problem } };
      return;
    }
    this.upload = { kind: 'uploading', progress: 0 };
    const answer = await this.uploader(
      FilesPaths.upload(file.name, title.trim() || titleFromFileName(file.name)), file,
      (progress) => runInAction(() => { if (this.upload.kind === 'uploading') this.upload = { kind: 'uploading', progress }; }),
    );
    const parsed = answer.ok ? FileEntry.safeParse(answer.body) : null;
    runInAction(() => {
      if (!answer.ok) this.upload = { kind: 'failed', failure: { kind: 'server', status: answer.status, reason: answer.reason } };
      else if (!parsed?.success) this.upload = { kind: 'failed', failure: { kind: 'server', status: answer.status, reason: 'malformed' } };
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
    if (result.ok) runInAction(() => { this.files = result.data; });
    this.schedulePoll();
  }
}
