import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, NotificationService } from '../../../core/plugin-api';
import {
  Recommendation as RecommendationSchema, RecommendationList, RecommendationPaths, isFutureMoment,
  type Recommendation, type RecommendationState,
} from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export type DecisionOutcome =
  | { kind: 'accepted'; recommendation: Recommendation }
  | { kind: 'declined'; recommendation: Recommendation }
  | { kind: 'not-in-future' }
  | { kind: 'failed'; status: number; reason: string };

/** Notification texts, in the user's language. */
export interface AcceptTexts {
  pending(resourceName: string): string;
  accepted(resourceName: string, applyAt: string): string;
  failed(resourceName: string): string;
}

let sequence = 0;
const newNotificationId = (id: string) => `recommendation-${id}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** The active customer's Azure cost recommendations: list, filter by state, accept or decline. */
export class RecommendationsStore {
  recommendations: Recommendation[] = [];
  loadState: LoadState = 'idle';
  /** Empty: every state. */
  stateFilter: RecommendationState[] = [];
  lastOutcome: DecisionOutcome | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationService,
    private readonly texts: AcceptTexts,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'http' | 'notifications' | 'texts' | 'now'>(
      this, { http: false, notifications: false, texts: false, now: false }, { autoBind: true },
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
    const result = await this.http.get(RecommendationPaths.list, RecommendationList);
    runInAction(() => {
      this.recommendations = result.ok ? result.data : [];
      this.loadState = result.ok ? 'loaded' : 'failed';
    });
  }

  /** Accepts with the moment the change is applied (must be in the future); posts a notification. */
  async accept(recommendation: Recommendation, applyAt: Date): Promise<DecisionOutcome> {
    if (!isFutureMoment(applyAt.toISOString(), this.now())) return { kind: 'not-in-future' };
    const id = newNotificationId(recommendation.id);
    const name = recommendation.resourceName;
    this.notifications.add({ id, name: this.texts.pending(name), pending: true, succes: false });
    const result = await this.http.post(
      RecommendationPaths.accept(recommendation.id), { applyAt: applyAt.toISOString() }, RecommendationSchema,
    );
    if (!result.ok) {
      this.notifications.update({ id, name: this.texts.failed(name), pending: false, succes: false });
      return { kind: 'failed', status: result.status, reason: result.message };
    }
    this.notifications.update({ id, name: this.texts.accepted(name, result.data.applyAt ?? applyAt.toISOString()), pending: false, succes: true });
    return this.finish({ kind: 'accepted', recommendation: result.data });
  }

  /** Declining changes nothing: the server records it and the state stays as it was. */
  async decline(recommendation: Recommendation): Promise<DecisionOutcome> {
    const result = await this.http.post(RecommendationPaths.decline(recommendation.id), {}, RecommendationSchema);
    if (!result.ok) return { kind: 'failed', status: result.status, reason: result.message };
    return this.finish({ kind: 'declined', recommendation: result.data });
  }

  dismissOutcome(): void {
    this.lastOutcome = null;
  }

  private finish(outcome: { kind: 'accepted' | 'declined'; recommendation: Recommendation }): DecisionOutcome {
    const updated = outcome.recommendation;
    this.recommendations = this.recommendations.map((r) => (r.id === updated.id ? updated : r));
    this.lastOutcome = outcome;
    return outcome;
  }
}
