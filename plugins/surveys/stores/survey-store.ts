import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import {
  SurveyDetailEntry,
  SurveyPaths,
  answerProblems,
  keptAnswers,
  type AnswerProblem,
  type AnswerValue,
  type SurveyDetail,
} from '../contract';
import type { LoadState } from './surveys-store';

export type SaveOutcome = 'saved' | 'submitted';
/** Why a save did not happen: the answers need attention, the survey was submitted elsewhere, or the call failed. */
export type SaveRefusal =
  | { kind: 'invalid' }
  | { kind: 'completed' }
  | { kind: 'failed'; submitting: boolean; failure: Pick<HttpFailure, 'status' | 'reason'> };

/** One survey being answered: the reader's answers stay here, whatever the server says, until saved. */
export class SurveyStore {
  survey: SurveyDetail | null = null;
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  answers: Record<string, AnswerValue | null> = {};
  problems: Record<string, AnswerProblem> = {};
  saving: 'draft' | 'submit' | null = null;
  outcome: SaveOutcome | null = null;
  refusal: SaveRefusal | null = null;

  constructor(
    private readonly http: HttpClient,
    readonly surveyId: string,
  ) {
    makeAutoObservable<this, 'http'>(this, { http: false, surveyId: false }, { autoBind: true });
  }

  get readOnly(): boolean {
    return this.survey?.status === 'completed' || this.survey?.closed === true;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(SurveyPaths.item(this.surveyId), SurveyDetailEntry);
    runInAction(() => {
      if (result.ok) {
        this.survey = result.data;
        this.answers = { ...result.data.answers };
        this.loadState = 'loaded';
      } else {
        this.loadState = 'failed';
        this.loadFailure = result;
      }
    });
  }

  setAnswer(questionId: string, value: AnswerValue | null): void {
    this.answers = { ...this.answers, [questionId]: value };
    this.outcome = null;
    // A corrected answer loses its message; the others keep theirs until the next attempt.
    if (this.problems[questionId]) {
      const { [questionId]: _fixed, ...rest } = this.problems;
      this.problems = rest;
    }
  }

  /** "Save and continue later": what is answered so far; open questions may stay open. */
  saveDraft(): Promise<boolean> {
    return this.save(false);
  }

  /** "Submit": every required question answered; afterwards the survey is read-only. */
  submit(): Promise<boolean> {
    return this.save(true);
  }

  private async save(complete: boolean): Promise<boolean> {
    const survey = this.survey;
    if (!survey || this.readOnly || this.saving) return false;
    this.outcome = null;
    this.refusal = null;
    this.problems = answerProblems(survey.questions, this.answers, complete);
    if (Object.keys(this.problems).length) {
      this.refusal = { kind: 'invalid' };
      return false;
    }
    this.saving = complete ? 'submit' : 'draft';
    const body = { answers: keptAnswers(this.answers) };
    const result = complete
      ? await this.http.post(SurveyPaths.submit(survey.id), body, SurveyDetailEntry)
      : await this.http.put(SurveyPaths.draft(survey.id), body, SurveyDetailEntry);
    runInAction(() => {
      this.saving = null;
      if (result.ok) {
        this.survey = result.data;
        this.outcome = complete ? 'submitted' : 'saved';
      } else if (result.reason === 'http' && result.status === 409) {
        this.refusal = { kind: 'completed' };
        void this.reloadSubmitted();
      } else {
        this.refusal = {
          kind: 'failed',
          submitting: complete,
          failure: { status: result.status, reason: result.reason },
        };
      }
    });
    return result.ok;
  }

  /** Submitted in another tab: show what was submitted there (the answers typed here are not what counts). */
  private async reloadSubmitted(): Promise<void> {
    const result = await this.http.get(SurveyPaths.item(this.surveyId), SurveyDetailEntry);
    if (result.ok)
      runInAction(() => {
        this.survey = result.data;
        this.answers = { ...result.data.answers };
      });
  }
}
