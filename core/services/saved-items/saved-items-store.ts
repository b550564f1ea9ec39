import { inject, injectable } from 'tsyringe';
import { makeAutoObservable } from 'mobx';
import { FavouritePaths, SavedItems, type SavedEntry, type SavedItem } from '../../contract';
import { callFailureKind, createToken, HttpClient, type CallFailureKind } from '../../plugin-api';

/** What the last star or unstar that did not work was about: the lists stay as they were. */
export interface StarFailure {
  route: string;
  kind: CallFailureKind;
}

/**
 * The user's favourites and recently opened items for the active customer (issue 34), read once a page and kept in
 * step with the server's answer to each change. Switching customer reloads the page, so they never mix customers.
 */
@injectable()
export class SavedItemsStore {
  favourites: SavedEntry[] = [];
  recent: SavedEntry[] = [];
  /** `absent`: the backend has no favourites (404): a backend of the spec alone, without this portal's additions. */
  state: 'idle' | 'loading' | 'loaded' | 'failed' | 'session-expired' | 'absent' = 'idle';
  /** The routes whose star is being changed (their button waits). */
  changing: string[] = [];
  failure: StarFailure | null = null;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    makeAutoObservable<SavedItemsStore, 'http'>(this, { http: false }, { autoBind: true });
  }

  /** Reads the lists unless they were read already (again after a failure). */
  async load(): Promise<void> {
    if (this.state === 'loading' || this.state === 'loaded' || this.state === 'absent') return;
    this.state = 'loading';
    const result = await this.http.get(FavouritePaths.saved, SavedItems);
    if (result.ok) return this.received(result.data);
    const kind = callFailureKind(result);
    this.loadFailed(kind === 'session-expired' ? 'session-expired' : kind === 'not-found' ? 'absent' : 'failed');
  }

  isFavourite(route: string): boolean {
    return this.favourites.some((entry) => entry.route === route);
  }

  /** Stars the item, or removes its star; a refusal or failure keeps the lists and says so (failure). */
  async toggle(item: SavedItem): Promise<void> {
    const { route } = item;
    if (this.changing.includes(route)) return;
    this.changing.push(route);
    this.failure = null;
    const result = this.isFavourite(route)
      ? await this.http.delete(FavouritePaths.favourite(route), SavedItems)
      : await this.http.put(FavouritePaths.favourites, savedItemOf(item), SavedItems);
    this.changed(route, result.ok ? result.data : callFailureKind(result));
  }

  /** Records that the user opened the item; history only, so a failure shows nothing. */
  async opened(item: SavedItem): Promise<void> {
    const result = await this.http.post(FavouritePaths.recent, savedItemOf(item), SavedItems);
    if (result.ok) this.received(result.data);
  }

  dismissFailure(): void {
    this.failure = null;
  }

  private received(lists: SavedItems): void {
    this.favourites = lists.favourites;
    this.recent = lists.recent;
    this.state = 'loaded';
  }

  private loadFailed(state: 'failed' | 'session-expired' | 'absent'): void {
    this.state = state;
  }

  private changed(route: string, outcome: SavedItems | CallFailureKind): void {
    this.changing = this.changing.filter((waiting) => waiting !== route);
    if (typeof outcome === 'string') this.failure = { route, kind: outcome };
    else this.received(outcome);
  }
}

/** Only the fields the server takes (a kept entry also carries `available`). */
const savedItemOf = ({ kind, title, subtitle, route, external, newWindow }: SavedItem): SavedItem => ({
  kind,
  title,
  ...(subtitle ? { subtitle } : {}),
  route,
  ...(external ? { external, newWindow: newWindow ?? false } : {}),
});

export const SavedItemsStoreToken = createToken<SavedItemsStore>('core.saved-items-store');
