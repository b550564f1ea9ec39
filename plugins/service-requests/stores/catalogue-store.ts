import { makeAutoObservable, runInAction } from 'mobx';
import type { SignOffWaiting } from '../../../core/contract';
import { createToken, type HttpClient, type HttpFailure } from '../../../core/plugin-api';
import {
  CatalogueList,
  CataloguePaths,
  CatalogueSubmitted,
  FillableForm,
  FormRefusal,
  type Answer,
  type Answers,
  type CatalogueEntry,
} from '../contract-catalogue';
import { checkAnswers, todayOf, visibleFieldIds, type AnswerProblem } from '../contract-catalogue-rules';
import type { LoadState } from './service-requests-store';

/**
 * The customer's catalogue: the forms, the one being filled (its answers kept whatever the server answers, until
 * it is filed), the problems of both sides' checks, and the number once filed (or who signs off, when it waits).
 */
export class CatalogueStore {
  items: CatalogueEntry[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  form: FillableForm | null = null;
  /** The form being opened or filled. */
  openedId: string | null = null;
  formState: LoadState = 'idle';
  formFailure: HttpFailure | null = null;
  answers: Answers = {};
  problems: AnswerProblem[] = [];
  /** Set once the user tried to send: every problem shows, not only those of fields left. */
  tried = false;
  submitting = false;
  submitFailure: HttpFailure | null = null;
  /** The form changed on the server while it was filled in: it was loaded again, the answers kept. */
  reloadedAfterChange = false;
  filedNumber: string | null = null;
  /** The request waits for the customer's sign-off: nothing filed yet, these people decide (none: the provider). */
  waitingSignOff: SignOffWaiting | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<this, 'http' | 'now'>(this, { http: false, now: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    const result = await this.http.get(CataloguePaths.catalogue, CatalogueList);
    runInAction(() => {
      if (result.ok) this.items = result.data.items;
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }

  /** Opens a form to fill; `keepAnswers` when the same form is loaded again. */
  async open(id: string, keepAnswers = false): Promise<void> {
    this.openedId = id;
    this.formState = 'loading';
    this.formFailure = null;
    this.filedNumber = null;
    this.waitingSignOff = null;
    if (!keepAnswers) {
      this.form = null;
      this.answers = {};
      this.problems = [];
      this.tried = false;
      this.reloadedAfterChange = false;
    }
    this.submitFailure = null;
    const result = await this.http.get(CataloguePaths.form(id), FillableForm);
    runInAction(() => {
      if (result.ok) this.form = result.data;
      this.formState = result.ok ? 'loaded' : 'failed';
      this.formFailure = result.ok ? null : result;
    });
  }

  close(): void {
    this.form = null;
    this.openedId = null;
    this.formState = 'idle';
    this.filedNumber = null;
    this.waitingSignOff = null;
  }

  get visible(): Set<string> {
    return this.form ? visibleFieldIds(this.form.definition, this.answers) : new Set();
  }

  /** The browser's check, the same rules as the server's. */
  get localProblems(): AnswerProblem[] {
    if (!this.form) return [];
    return checkAnswers(this.form.definition, this.answers, {
      people: this.form.people,
      licences: this.form.licences,
      today: todayOf(this.now()),
      attachmentsEnabled: this.form.attachmentsEnabled,
    }).problems;
  }

  problemOf(field: string): AnswerProblem | undefined {
    return this.problems.find((problem) => problem.field === field);
  }

  setAnswer(field: string, value: Answer | undefined): void {
    const next = { ...this.answers };
    if (value === undefined || value === '') delete next[field];
    else next[field] = value;
    this.answers = next;
    if (this.tried) this.problems = this.localProblems;
  }

  /** Sends the shown fields' answers; the answers stay whatever happens until the request is filed. */
  async submit(): Promise<void> {
    if (!this.form || this.submitting) return;
    this.tried = true;
    this.submitFailure = null;
    this.problems = this.localProblems;
    if (this.problems.length > 0) return;
    const visible = this.visible;
    const answers = Object.fromEntries(Object.entries(this.answers).filter(([field]) => visible.has(field)));
    this.submitting = true;
    const form = this.form;
    const result = await this.http.post(
      CataloguePaths.submit(form.id),
      { version: form.version, answers },
      CatalogueSubmitted,
    );
    if (!result.ok && result.status === 409) {
      runInAction(() => {
        this.submitting = false;
        this.reloadedAfterChange = true;
      });
      return this.open(form.id, true);
    }
    runInAction(() => {
      this.submitting = false;
      if (result.ok) {
        if ('number' in result.data) this.filedNumber = result.data.number;
        else this.waitingSignOff = result.data.signOff;
        this.answers = {};
        this.tried = false;
        return;
      }
      const refusal = result.status === 400 ? FormRefusal.safeParse(result.body) : null;
      if (refusal?.success && refusal.data.problems.length > 0) {
        this.problems = refusal.data.problems.map((problem) =>
          problem.code === 'pattern'
            ? { field: problem.field, code: 'pattern' as const, reason: problem.reason }
            : ({ field: problem.field, code: problem.code, limit: problem.limit } as AnswerProblem),
        );
      } else this.submitFailure = result;
    });
  }
}

export const CatalogueStoreToken = createToken<CatalogueStore>('plugin.service-requests.catalogue');
