import { inject, injectable } from 'tsyringe';
import { makeAutoObservable } from 'mobx';
import { ActionData, ApiPaths } from '../../contract';
import { HttpClient, createToken } from '../../plugin-api';

/**
 * Action loading: requesting sets loading and clears the data; success stores the data;
 * a failed response sets the data to null and stops loading.
 */
@injectable()
export class ActionStore {
  actionData: ActionData | null = null;
  actionDataLoading = false;
  /** The id of the latest request: a late answer for an earlier action is ignored, and views show data only for their id. */
  requestedId: number | null = null;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    makeAutoObservable<ActionStore, 'http'>(this, { http: false }, { autoBind: true });
  }

  requested(id: number): void {
    this.requestedId = id;
    this.actionDataLoading = true;
    this.actionData = null;
  }

  succeeded(data: ActionData): void {
    this.actionData = data;
    this.actionDataLoading = false;
  }

  failed(): void {
    this.actionData = null;
    this.actionDataLoading = false;
  }

  async fetch(id: number): Promise<void> {
    this.requested(id);
    const result = await this.http.get(ApiPaths.action(id), ActionData);
    if (this.requestedId !== id) return;
    if (result.ok) this.succeeded(result.data);
    else this.failed();
  }
}
export const ActionStoreToken = createToken<ActionStore>('core.action-store');
