import { inject, injectable } from 'tsyringe';
import { makeAutoObservable, observableRef } from 'mobx';
import { ActionData, ApiPaths } from '../../contract';
import { HttpClient, callFailureKind, createToken, type CallFailureKind, type HttpFailure } from '../../plugin-api';

/** Why the latest action fetch failed: enough for the screen to say what happened and offer the way forward. */
export interface ActionFailure {
  kind: CallFailureKind;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  reason: HttpFailure['reason'];
  /** The server's message, for the log (never shown as is: it is in the server's language). */
  message: string;
}

/**
 * Action loading: requesting sets loading and clears the data; success stores the data;
 * a failed response sets the data to null and stops loading. Besides the spec's state, a failure keeps
 * its kind (expired session, no access, not found, a passing problem) so the screen can explain it.
 */
@injectable()
export class ActionStore {
  actionData: ActionData | null = null;
  actionDataLoading = false;
  /** The id of the latest request: a late answer for an earlier action is ignored, and views show data only for their id. */
  requestedId: number | null = null;
  /** Why the latest fetch failed; null while loading and after a success. */
  failure: ActionFailure | null = null;
  /** Counts requests, so that only the latest one's answer lands (also when the same id is asked twice). */
  private sequence = 0;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    // The answer is replaced whole, never changed in place: deep observation would only turn every claim of a
    // 100,000-claim answer into an observable object.
    makeAutoObservable<ActionStore, 'http' | 'sequence'>(
      this,
      { http: false, sequence: false, actionData: observableRef },
      { autoBind: true },
    );
  }

  requested(id: number): void {
    this.requestedId = id;
    this.actionDataLoading = true;
    this.actionData = null;
    this.failure = null;
  }

  succeeded(data: ActionData): void {
    this.actionData = data;
    this.actionDataLoading = false;
    this.failure = null;
  }

  /** `result`: the failed call; without it (a caller that knows no more) the failure counts as a passing one. */
  failed(result?: Pick<HttpFailure, 'status' | 'reason' | 'message'>): void {
    this.actionData = null;
    this.actionDataLoading = false;
    const failure = result ?? { status: 0, reason: 'network' as const, message: '' };
    this.failure = {
      kind: callFailureKind(failure),
      status: failure.status,
      reason: failure.reason,
      message: failure.message,
    };
  }

  /** Fetches the action; calling it again for the same id (after a failure) is the retry. */
  async fetch(id: number): Promise<void> {
    this.requested(id);
    const mine = ++this.sequence;
    const result = await this.http.get(ApiPaths.action(id), ActionData);
    if (mine !== this.sequence) return;
    if (result.ok) this.succeeded(result.data);
    else this.failed(result);
  }
}
export const ActionStoreToken = createToken<ActionStore>('core.action-store');
