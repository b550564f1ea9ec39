import type * as models from 'powerbi-models';
import type { BookmarkState } from './bookmarks';
import type { DemoDashboard, DemoPage, DemoReport, DemoTile, DemoVisual } from './demo-reports';
import type { EmbedKind } from './events';
import type { FilterStore } from './filters';
import type { Config } from './load-config';
import type { Reply } from './reply';

/**
 * One embedded item's session as the protocol's call handlers, the menus and the interactions read and change
 * it. FrameApp implements it; the handlers name this interface, not FrameApp, because FrameApp calls them.
 */
export interface FrameSession {
  kind: EmbedKind | null;
  uid: string;
  config: Config;
  report: DemoReport | null;
  pages: DemoPage[];
  dashboard: DemoDashboard | null;
  tile: DemoTile | null;
  visual: DemoVisual | null;
  page: DemoPage | null;
  settings: Record<string, unknown>;
  readonly filters: FilterStore;
  slicers: Map<string, models.ISlicerState>;
  readonly sorts: Map<string, models.ISortByVisualRequest>;
  theme: Record<string, unknown> | null;
  mode: 'view' | 'edit';
  dirty: boolean;
  selected: { visual: string; label: string } | null;
  filtersExpanded: boolean;
  loadedOnce: boolean;
  opener: (url: string) => void;
  downloader: (fileName: string, csv: string) => void;
  readonly printer: () => void;
  emit(name: string, body?: unknown): void;
  expiredReply(): Promise<Reply | null>;
  itemId(): string;
  setToken(token: unknown): Promise<Reply>;
  load(kind: EmbedKind, body: unknown, headers: Record<string, string>, phased: boolean): Reply;
  zoom(): number;
  shown(visual: DemoVisual, pageName?: string): DemoVisual | null;
  render(): void;
  pageModel(page: DemoPage): models.IPage;
  changePage(page: DemoPage): void;
  applyBookmark(state: BookmarkState, page: DemoPage): void;
}
