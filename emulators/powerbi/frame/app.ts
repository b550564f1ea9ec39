import * as models from 'powerbi-models';
import type { BookmarkState } from './bookmarks';
import type { FrameSession } from './frame-session';
import {
  findDashboard,
  findReport,
  findReportByDataset,
  type DemoDashboard,
  type DemoPage,
  type DemoReport,
  type DemoTile,
  type DemoVisual,
} from './demo-reports';
import { eventUrl, raisedBy, type EmbedKind, type EventSink } from './events';
import { describeFilter, filterPoints, FilterStore, type Filter } from './filters';
import { safeLocale } from './format';
import { labelsFor } from './labels';
import { accepted, FATAL, invalidParameters, isPlainObject, problemsOf, type EmbedError, type Reply } from './reply';
import { isHidden } from './layout';
import { TokenState, type TokenProblem, type TokenVerifier } from './token';
import { savedUserState } from './report-calls';
import {
  renderCreateCanvas,
  renderDashboard,
  renderMessage,
  renderReport,
  renderSingleVisual,
  renderTile,
  type Chrome,
  type ViewCallbacks,
} from './view';
import { visualType } from './visual-model';
import { clickTile, followLink, pressButton, selectPoint, slicerValues, visualEvent } from './interactions';
import { menuItems } from './commands';
import * as reportCalls from './report-calls';
import { effectiveKind, readSlicers, sortPoints, validateLoad, type Config } from './load-config';

export type { EmbedKind, EventSink } from './events';
export type { Reply } from './reply';

export function tokenError(problem: TokenProblem): EmbedError {
  if (problem === 'expired')
    return {
      message: 'TokenExpired',
      detailedMessage: 'Access token has expired, resubmit with a new access token',
      errorCode: '403',
      level: FATAL,
    };
  return {
    message: 'PowerBINotAuthorizedException',
    detailedMessage:
      problem === 'wrong-item' ? 'The access token is not for this item' : 'The access token is not valid',
    errorCode: '403',
    level: FATAL,
  };
}

const notFound = (what: string): EmbedError => ({
  message: 'PowerBIEntityNotFound',
  detailedMessage: `${what} not found`,
  errorCode: '404',
  level: FATAL,
});

/** Saves a CSV file through a temporary link (the browser's download). */
function downloadFile(fileName: string, csv: string): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** The frame side of one embed: its state, loading, rendering, interactions and events. The calls live in *-calls.ts. */
export class FrameApp implements FrameSession {
  kind: EmbedKind | null = null;
  uid: string;
  config: Config = {};
  report: DemoReport | null = null;
  /** The report's pages as this session has them (addPage, renamePage and deletePage change them). */
  pages: DemoPage[] = [];
  dashboard: DemoDashboard | null = null;
  tile: DemoTile | null = null;
  visual: DemoVisual | null = null;
  page: DemoPage | null = null;
  settings: Record<string, unknown> = {};
  readonly filters = new FilterStore();
  /** Slicer states by `page/visual`. */
  slicers = new Map<string, models.ISlicerState>();
  /** Sort orders by `page/visual`. */
  readonly sorts = new Map<string, models.ISortByVisualRequest>();
  theme: Record<string, unknown> | null = null;
  mode: 'view' | 'edit' = 'view';
  /** Changes made in edit mode and not saved yet. */
  dirty = false;
  selected: { visual: string; label: string } | null = null;
  filtersExpanded = false;
  loadedOnce = false;
  /** Drawn at least once since the last load (blur is raised only then). */
  renderedOnce = false;
  /** Opens a link of a table's URL column (a new browsing context without access to the frame). */
  opener: (url: string) => void = (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  };
  /** Saves a file the user exported from a visual's menu. */
  downloader: (fileName: string, csv: string) => void = downloadFile;
  private readonly token: TokenState;
  private loadGeneration = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly sink: EventSink,
    private readonly query: URLSearchParams,
    verifier: TokenVerifier,
    now: () => number = () => Date.now(),
    /** The frame's print dialog (the service's frame calls its own window.print()). */
    readonly printer: () => void = () => window.print(),
  ) {
    this.uid = query.get('uid') ?? '';
    this.token = new TokenState(verifier, now);
    renderMessage(root, labelsFor(query.get('language') ?? undefined).waiting, 'emu-message emu-message--waiting');
    this.setState('waiting');
  }

  private get language(): string | undefined {
    const locale = this.settings.localeSettings as { language?: string } | undefined;
    return locale?.language ?? this.query.get('language') ?? undefined;
  }

  private get locale(): string {
    const locale = this.settings.localeSettings as { formatLocale?: string; language?: string } | undefined;
    return safeLocale(locale?.formatLocale ?? this.query.get('formatLocale') ?? locale?.language ?? undefined);
  }

  private setState(state: string): void {
    document.documentElement.dataset.state = state;
    if (this.page) document.documentElement.dataset.page = this.page.name;
  }

  emit(name: string, body: unknown = {}): void {
    if (raisedBy(this.kind, name)) this.sink(eventUrl(this.kind, this.uid, name), body);
  }

  private showError(error: EmbedError): void {
    this.setState('error');
    renderMessage(this.root, error.detailedMessage, 'emu-message emu-message--error');
    this.emit('error', error);
  }

  // ----- tokens

  /** A call after the token ran out: 403 and a TokenExpired error event. Waits for a token check under way. */
  async expiredReply(): Promise<Reply | null> {
    await this.token.settled();
    if (!this.kind || !this.token.expired()) return null;
    const error = tokenError('expired');
    setTimeout(() => this.emit('error', error), 0);
    return { status: 403, body: error };
  }

  private guardInteraction(): boolean {
    if (!this.token.expired()) return true;
    this.emit('error', tokenError('expired'));
    return false;
  }

  /** The item a token must open: the report, dashboard or tile; in create mode the dataset. */
  itemId(): string {
    if (this.kind === 'create') return String(this.config.datasetId ?? '');
    return String(this.config.id ?? '');
  }

  /** setAccessToken: answered after the backend checked the token (powerbi-router waits for the promise). */
  async setToken(token: unknown): Promise<Reply> {
    const problem = await this.token.accept(token, this.itemId());
    if (!problem) return { status: 200, body: {} };
    const error = tokenError(problem);
    setTimeout(() => this.emit('error', error), 0);
    return { status: 403, body: error };
  }

  // ----- loads

  /** Answers the load at once (202, or 400 for an invalid config); the token is checked afterwards, as the service does. */
  load(kind: EmbedKind, body: unknown, headers: Record<string, string>, phased: boolean): Reply {
    if (!isPlainObject(body)) return invalidParameters('The load configuration is missing');
    const config = body as Config;
    const settings = isPlainObject(config.settings) ? config.settings : {};
    const effective = effectiveKind(kind, config, settings);
    this.kind = effective;
    this.uid = headers.uid || (typeof config.uniqueId === 'string' ? config.uniqueId : '') || this.uid;
    this.config = config;
    this.settings = settings;
    this.mode = effective === 'create' || config.viewMode === models.ViewMode.Edit ? 'edit' : 'view';
    this.filtersExpanded = Boolean(
      (settings.panes as { filters?: { expanded?: boolean } } | undefined)?.filters?.expanded,
    );
    // A load (also the client's reload()) starts from the configuration's filters: the user's are gone.
    this.filters.clear(Array.isArray(config.filters) ? (config.filters as Filter[]) : []);
    this.slicers = new Map();
    this.sorts.clear();
    this.theme = isPlainObject(config.theme) && isPlainObject(config.theme.themeJson) ? config.theme.themeJson : null;
    this.selected = null;
    this.visual = null;
    this.tile = null;
    this.dirty = false;
    this.renderedOnce = false;

    const validation = validateLoad(effective, config);
    if (validation?.length) {
      setTimeout(
        () =>
          this.showError({
            message: 'Invalid parameters',
            detailedMessage: problemsOf(validation),
            errorCode: '400',
            level: FATAL,
          }),
        0,
      );
      return { status: 400, body: validation };
    }
    const missing = this.resolveItem(config, effective);
    if (!missing) this.slicers = new Map(readSlicers(config.slicers, this.pages));
    const persisted =
      config.persistentFiltersEnabled === true && this.report && effective === 'report'
        ? savedUserState(this.report.id)
        : undefined;
    if (persisted) this.filters.restore(persisted);
    const generation = ++this.loadGeneration;
    if (missing) {
      setTimeout(() => this.showError(missing), 0);
      return accepted();
    }
    void this.token.accept(config.accessToken, this.itemId()).then((problem) => {
      if (generation !== this.loadGeneration) return;
      if (problem) return this.showError(tokenError(problem));
      this.loadedOnce = true;
      this.setState('loaded');
      this.emit('loaded', {});
      if (effective === 'tile') this.emit('tileLoaded', { tileId: this.tile?.id });
      if (effective === 'create') this.draw();
      else if (!phased) this.render();
    });
    return accepted();
  }

  private resolveItem(config: Config, kind: EmbedKind): EmbedError | null {
    if (kind === 'dashboard') {
      this.dashboard = findDashboard(String(config.id ?? ''));
      return this.dashboard ? null : notFound('Dashboard');
    }
    if (kind === 'tile') {
      this.dashboard = findDashboard(String(config.dashboardId ?? ''));
      this.tile = this.dashboard?.tiles.find((t) => t.id === config.id) ?? null;
      return this.tile ? null : notFound('Tile');
    }
    this.report =
      kind === 'create' ? findReportByDataset(String(config.datasetId ?? '')) : findReport(String(config.id ?? ''));
    if (!this.report) return notFound(kind === 'create' ? 'Dataset' : 'Report');
    this.pages = this.report.pages.map((page) => ({ ...page, visuals: [...page.visuals] }));
    const wanted = typeof config.pageName === 'string' ? config.pageName : null;
    this.page = (wanted && this.pages.find((p) => p.name === wanted)) || this.pages[0]!;
    if (kind === 'visual') {
      this.visual = this.page.visuals.find((v) => v.name === config.visualName) ?? null;
      if (!this.visual)
        return { message: 'visualNotFound', detailedMessage: 'Visual not found', errorCode: '404', level: FATAL };
    }
    return null;
  }

  // ----- rendering

  private chrome(): Chrome {
    const panes = (this.settings.panes ?? {}) as {
      filters?: { visible?: boolean };
      pageNavigation?: { visible?: boolean; position?: number };
    };
    const page = this.page?.name ?? '';
    const colours = this.theme ?? {};
    return {
      navigationVisible: this.settings.navContentPaneEnabled !== false && panes.pageNavigation?.visible !== false,
      navigationLeft: panes.pageNavigation?.position === models.PageNavigationPosition.Left,
      filterPaneVisible: this.settings.filterPaneEnabled !== false && panes.filters?.visible !== false,
      filterPaneExpanded: this.filtersExpanded,
      filters: [...this.filters.report, ...this.filters.get({ page })].map((f) => describeFilter(f)),
      zoom: this.zoom(),
      background: typeof colours.background === 'string' ? colours.background : undefined,
      foreground: typeof colours.foreground === 'string' ? colours.foreground : undefined,
      editing: this.mode === 'edit',
    };
  }

  zoom(): number {
    return typeof this.settings.zoomLevel === 'number' ? this.settings.zoomLevel : 1;
  }

  /** A visual as it shows now: filtered by every level and the page's slicers, sorted, or null when hidden. */
  shown(visual: DemoVisual, pageName = this.page?.name ?? ''): DemoVisual | null {
    if (isHidden(this.settings, pageName, visual)) return null;
    const slicerFilters = [...this.slicers.entries()]
      .filter(([key]) => key.startsWith(`${pageName}/`) && !key.endsWith(`/${visual.name}`))
      .flatMap(([, state]) => state.filters as Filter[]);
    const points = filterPoints(
      visual,
      visual.kind === 'slicer' ? [] : [...this.filters.forVisual(pageName, visual.name), ...slicerFilters],
    );
    return { ...visual, points: sortPoints(points, this.sorts.get(`${pageName}/${visual.name}`)) };
  }

  private callbacks(): ViewCallbacks {
    return {
      locale: this.locale,
      labels: labelsFor(this.language),
      selected: this.selected,
      prepare: (visual) => this.shown(visual),
      chosen: (visual) => slicerValues(this.slicers.get(`${this.page?.name}/${visual.name}`)),
      onSelectPage: (page) => {
        if (this.guardInteraction()) this.changePage(page);
      },
      onSelectPoint: (visual, point) => {
        if (this.guardInteraction()) selectPoint(this, visual, point);
      },
      onVisualClick: (visual) => {
        if (!this.token.expired()) this.emit('visualClicked', visualEvent(this, visual));
      },
      onToggleFilters: () => {
        this.filtersExpanded = !this.filtersExpanded;
        this.draw();
      },
      menuItems: (visual, menu) =>
        this.token.expired() ? [] : menuItems(this, visual, menu, labelsFor(this.language).exportData),
      onButton: (visual) => {
        if (this.guardInteraction()) pressButton(this, visual);
      },
      onLink: (visual, point, url) => {
        if (this.guardInteraction()) followLink(this, visual, point, url);
      },
      onSwipe: (phase, startPosition, currentPosition) => {
        if (this.kind === 'report' && !this.token.expired())
          this.emit(phase === 'start' ? 'swipeStart' : 'swipeEnd', { currentPosition, startPosition });
      },
      onSave: () => {
        if (this.guardInteraction()) this.saveFromFrame();
      },
      onSaveAs: (name) => {
        if (this.guardInteraction()) this.saveAsFromFrame(name);
      },
      customSaveAs: this.settings.useCustomSaveAsDialog === true,
      editing: this.mode === 'edit',
    };
  }

  /** The action bar's Save: as the client's save() (saved { saveAs: false }). */
  private saveFromFrame(): void {
    reportCalls.save(this);
  }

  /**
   * The action bar's Save as: with settings.useCustomSaveAsDialog it raises saveAsTriggered and saves nothing
   * (the embedding page shows its own dialog, then calls saveAs()); otherwise it saves under the name typed in
   * the frame's dialog, as the client's saveAs() does.
   */
  private saveAsFromFrame(name: string | null): void {
    if (this.settings.useCustomSaveAsDialog === true) this.emit('saveAsTriggered', {});
    else if (name) reportCalls.saveAs(this, { name });
  }

  /** Raises blur when the frame loses the focus (window blur), once per loss, for a report that has rendered. */
  watchFocus(win: Window = window): void {
    win.addEventListener('blur', () => {
      if (this.renderedOnce && (this.kind === 'report' || this.kind === 'visual')) this.emit('blur', {});
    });
  }

  draw(): void {
    const tiles = {
      locale: this.locale,
      onTileClick: (tile: DemoTile) => {
        if (this.guardInteraction()) clickTile(this, tile);
      },
    };
    if (this.kind === 'dashboard' && this.dashboard) renderDashboard(this.root, this.dashboard, tiles);
    else if (this.kind === 'tile' && this.tile) renderTile(this.root, this.tile, tiles);
    else if (this.kind === 'create' && this.report) renderCreateCanvas(this.root, this.report);
    else if (this.kind === 'visual' && this.visual) renderSingleVisual(this.root, this.visual, this.callbacks());
    else if (this.report && this.page) renderReport(this.root, this.report, this.page, this.chrome(), this.callbacks());
    document.documentElement.lang = this.language ?? 'en';
  }

  /** Draws again and raises renderingStarted, visualRendered (when the settings ask for it) and rendered, once each. */
  render(): void {
    this.emit('renderingStarted', {});
    this.draw();
    this.renderedOnce = true;
    this.setState('rendered');
    setTimeout(() => {
      if (
        this.settings.visualRenderedEvents === true &&
        this.page &&
        this.kind !== 'dashboard' &&
        this.kind !== 'tile'
      ) {
        const visuals =
          this.kind === 'visual' && this.visual ? [this.visual] : this.page.visuals.filter((v) => this.shown(v));
        for (const visual of visuals)
          this.emit('visualRendered', { name: visual.name, title: visual.title, type: visualType(visual) });
      }
      this.emit('rendered', {});
    }, 0);
  }

  pageModel(page: DemoPage): models.IPage {
    return {
      name: page.name,
      displayName: page.displayName,
      isActive: page === this.page,
      visibility: models.SectionVisibility.AlwaysVisible,
      defaultDisplayOption: models.DisplayOption.FitToPage,
    };
  }

  changePage(page: DemoPage): void {
    if (!this.report || page === this.page) return;
    const oldPage = this.page ? this.pageModel(this.page) : undefined;
    this.page = page;
    this.selected = null;
    this.emit('pageChanged', { newPage: this.pageModel(page), oldPage });
    this.render();
  }

  /** Puts a bookmark's state in force: page, filters, slicers and selection; pageChanged only when the page changes. */
  applyBookmark(state: BookmarkState, page: DemoPage): void {
    const pageChanged = page !== this.page;
    const oldPage = this.page ? this.pageModel(this.page) : undefined;
    this.filters.restore(state.filters);
    this.slicers = new Map(Object.entries(state.slicers));
    this.page = page;
    this.selected = state.selected;
    this.emit('bookmarkApplied', { bookmarkName: state.name });
    if (pageChanged) this.emit('pageChanged', { newPage: this.pageModel(page), oldPage });
    this.render();
  }
}
