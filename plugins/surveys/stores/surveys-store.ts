import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { SurveyList, SurveyPaths, type SurveySummary } from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The active customer's surveys, each with whether the reader completed it. */
export class SurveysStore {
  surveys: SurveySummary[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<this, 'http'>(this, { http: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(SurveyPaths.list, SurveyList);
    runInAction(() => {
      this.surveys = result.ok ? result.data : [];
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }
}
