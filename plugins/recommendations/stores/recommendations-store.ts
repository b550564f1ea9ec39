import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure, LocalizedText, NotificationService } from '../../../core/plugin-api';
import {
  RecommendationEntry,
  RecommendationList,
  RecommendationPaths,
  isFutureMoment,
  type Recommendation,
  type RecommendationState,
} from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export type DecisionOutcome =
  | { kind: 'accepted'; recommendation: Recommendation }
  | { kind: 'declined'; recommendation: Recommendation }
  /** The customer's sign-off rule covers accepting: the recommendation keeps its state until it is signed off. */
  | { kind: 'sign-off'; recommendation: Recommendation }
  | { kind: 'not-in-future' }
  | { kind: 'failed'; status: number; reason: string; failure: Pick<HttpFailure, 'status' | 'reason'> };

/** The plugin's i18next namespace: the notifications it posts carry their text as keys of it. */
export const RECOMMENDATIONS_NAMESPACE = 'recommendations';

/**
 * Turns a message of this plugin into text in the user's language (the store does not know i18n). A
 * `moment` parameter is ISO 8601 text, for the reader's language to format.
 */
export type Translate = (message: LocalizedText) => string;

const message = (key: string, params: Record<string, string | number>): LocalizedText => ({
  namespace: RECOMMENDATIONS_NAMESPACE,
  key,
  params,
});

let sequence = 0;
const newNotificationId = (id: string) => `recommendation-${id}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** The active customer's Azure cost recommendations: list, filter by state, accept or decline. */
export class RecommendationsStore {
  recommendations: Recommendation[] = [];
  loadState: LoadState = 'idle';
  /** The failed load, for the way forward beneath the error message. */
  loadFailure: HttpFailure | null = null;
  /** Empty: every state. */
  stateFilter: RecommendationState[] = [];
  lastOutcome: DecisionOutcome | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationService,
    private readonly translate: Translate,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'http' | 'notifications' | 'translate' | 'now'>(
      this,
      { http: false, notifications: false, translate: false, now: false },
      { autoBind: true },
    );
  }

  get visibleRecommendations(): Recommendation[] {
    if (this.stateFilter.length === 0) return this.recommendations;
    return this.recommendations.filter((r) => this.stateFilter.includes(r.state));
  }

  setStateFilter(states: RecommendationState[]): void {
    this.stateFilter = states;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(RecommendationPaths.list, RecommendationList);
    runInAction(() => {
      this.recommendations = result.ok ? result.data : [];
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }

  /** Accepts with the moment the change is applied (must be in the future); posts a notification. */
  async accept(recommendation: Recommendation, applyAt: Date): Promise<DecisionOutcome> {
    if (!isFutureMoment(applyAt.toISOString(), this.now())) return { kind: 'not-in-future' };
    const id = newNotificationId(recommendation.id);
    const resource = recommendation.resourceName;
    this.post('add', id, message('notification.pending', { resource }), true, false);
    const result = await this.http.post(
      RecommendationPaths.accept(recommendation.id),
      { applyAt: applyAt.toISOString() },
      RecommendationEntry,
    );
    if (!result.ok) {
      this.post('update', id, message('notification.failed', { resource }), false, false);
      return {
        kind: 'failed',
        status: result.status,
        reason: result.message,
        failure: { status: result.status, reason: result.reason },
      };
    }
    if (result.status === 202) {
      this.post('update', id, message('notification.signOff', { resource }), false, true);
      return this.finish({ kind: 'sign-off', recommendation: result.data });
    }
    const moment = result.data.applyAt ?? applyAt.toISOString();
    this.post('update', id, message('notification.accepted', { resource, moment }), false, true);
    return this.finish({ kind: 'accepted', recommendation: result.data });
  }

  /** Declining changes nothing: the server records it and the state stays as it was. */
  async decline(recommendation: Recommendation): Promise<DecisionOutcome> {
    const result = await this.http.post(RecommendationPaths.decline(recommendation.id), {}, RecommendationEntry);
    if (!result.ok)
      return {
        kind: 'failed',
        status: result.status,
        reason: result.message,
        failure: { status: result.status, reason: result.reason },
      };
    return this.finish({ kind: 'declined', recommendation: result.data });
  }

  dismissOutcome(): void {
    this.lastOutcome = null;
  }

  private post(op: 'add' | 'update', id: string, text: LocalizedText, pending: boolean, succes: boolean): void {
    this.notifications[op]({ id, name: this.translate(text), pending, succes, message: text });
  }

  private finish(outcome: {
    kind: 'accepted' | 'declined' | 'sign-off';
    recommendation: Recommendation;
  }): DecisionOutcome {
    const updated = outcome.recommendation;
    this.recommendations = this.recommendations.map((r) => (r.id === updated.id ? updated : r));
    this.lastOutcome = outcome;
    return outcome;
  }
}
