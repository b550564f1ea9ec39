import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { EventPage, EventPaths, isBackwardsRange } from '../contract';
import { apiQueryString, type EventsQuery } from './events-query';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** One page of the active customer's events, for the query the address bar holds. */
export class EventsStore {
  page: EventPage | null = null;
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  /** The date range ends before it starts: nothing is asked of the server, the reader's dates stay. */
  rangeProblem = false;
  private sequence = 0;
  private lastQuery: EventsQuery | null = null;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<this, 'http' | 'sequence' | 'lastQuery'>(
      this,
      { http: false, sequence: false, lastQuery: false },
      { autoBind: true },
    );
  }

  /** Loads the query, or the last one again ("Try again"). */
  async load(query: EventsQuery | null = this.lastQuery): Promise<void> {
    if (!query) return;
    this.lastQuery = query;
    const call = (this.sequence += 1);
    this.rangeProblem = isBackwardsRange(query.from, query.to);
    if (this.rangeProblem) {
      this.loadState = 'loaded';
      this.page = null;
      return;
    }
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(`${EventPaths.list}?${apiQueryString(query)}`, EventPage);
    // A quicker later query (the reader typed on) wins over a slow earlier one.
    if (call !== this.sequence) return;
    runInAction(() => {
      if (result.ok) {
        this.page = result.data;
        this.loadState = 'loaded';
      } else {
        this.page = null;
        this.loadState = 'failed';
        this.loadFailure = result;
      }
    });
  }
}
