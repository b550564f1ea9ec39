import { inject, injectable } from 'tsyringe';
import { makeAutoObservable, observableRef } from 'mobx';
import { ApiPaths, firstMenuItem, homepageItemOf, parseMenuItems, type MenuItem } from '../../contract';
import * as z from 'zod/mini';
import { HttpClient } from '../../plugin-api';
import { createToken } from '../../plugin-api';

/**
 * Menu state: a list of items, empty at start, replaced when items are received. The items are held by
 * reference (observableRef, MobX 6's observable.ref): the parsed tree is only ever replaced whole, and making
 * each of thousands of items observable cost time and memory for nothing.
 */
@injectable()
export class MenuStore {
  items: MenuItem[] = [];
  /** Not in the spec: true between request and answer, so the side menu can show progress. */
  isLoading = false;
  /** Not in the spec: set once any answer (ok or not) came back. */
  hasAnswered = false;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    makeAutoObservable<MenuStore, 'http'>(this, { http: false, items: observableRef }, { autoBind: true });
  }

  requested(): void {
    this.isLoading = true;
  }

  received(items: MenuItem[]): void {
    this.items = items;
    this.isLoading = false;
    this.hasAnswered = true;
  }

  /** A non-ok or malformed answer changes nothing (spec: "Menu fetch non-OK: nothing"). */
  failed(): void {
    this.isLoading = false;
    this.hasAnswered = true;
  }

  async fetch(): Promise<void> {
    this.requested();
    const result = await this.http.get(ApiPaths.menuItems, z.unknown());
    const items = result.ok ? parseMenuItems(result.data) : null;
    if (items) this.received(items);
    else this.failed();
  }

  /** The action type the menu gives an action id (depth first), or null when no item opens it. */
  actionTypeOf(actionId: number): string | null {
    return (
      firstMenuItem(this.items, (item) => item.actionId === actionId && item.actionType !== 'menu')?.actionType ?? null
    );
  }

  /** The first item (depth first) flagged isHomepage. */
  get homepageItem(): MenuItem | null {
    return homepageItemOf(this.items);
  }
}
export const MenuStoreToken = createToken<MenuStore>('core.menu-store');
