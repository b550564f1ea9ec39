import * as models from 'powerbi-models';
import { findDashboard, findReport, type DemoDashboard, type DemoPage, type DemoReport, type DemoTile, type DemoVisual, type Point } from './demo-reports';
import { safeLocale } from './format';
import { labelsFor } from './labels';
import { TokenState, type TokenProblem } from './token';
import { renderDashboard, renderMessage, renderReport, renderSingleVisual, renderTile, type Chrome, type ViewCallbacks } from './view';

export type EmbedKind = 'report' | 'visual' | 'dashboard' | 'tile';

export interface Reply {
  status: number;
  body?: unknown;
}

/** Posts an event to the embedding page (http-post-message in main.ts; a recorder in tests). */
export type EventSink = (url: string, body: unknown) => void;

interface EmbedError {
  message: string;
  detailedMessage: string;
  errorCode: string;
  level: number;
}

type Config = Record<string, unknown> & { id?: string; accessToken?: string; settings?: Record<string, unknown> };

const FATAL = 6;
const accepted: Reply = { status: 202, body: {} };

function tokenError(problem: TokenProblem): EmbedError {
  if (problem === 'expired') return { message: 'TokenExpired', detailedMessage: 'Access token has expired, resubmit with a new access token', errorCode: '403', level: FATAL };
  return { message: 'PowerBINotAuthorizedException', detailedMessage: problem === 'wrong-item' ? 'The access token is not for this item' : 'The access token is not valid', errorCode: '403', level: FATAL };
}

function problemsOf(errors: models.IError[] | undefined): string {
  return (errors ?? []).map((e) => e.message).join(', ');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = isPlainObject(out[key]) && isPlainObject(value) ? merge(out[key] as Record<string, unknown>, value) : value;
  return out;
}

/** The frame side of one embed: state, the answers to the client's calls, rendering and events. */
export class FrameApp {
  kind: EmbedKind | null = null;
  uid: string;
  config: Config = {};
  report: DemoReport | null = null;
  dashboard: DemoDashboard | null = null;
  tile: DemoTile | null = null;
  visual: DemoVisual | null = null;
  page: DemoPage | null = null;
  settings: Record<string, unknown> = {};
  filters: unknown[] = [];
  pageFilters = new Map<string, unknown[]>();
  visualFilters = new Map<string, unknown[]>();
  mode: 'view' | 'edit' = 'view';
  private selected: { visual: string; label: string } | null = null;
  private filtersExpanded = false;
  private readonly token = new TokenState();
  private loadedOnce = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly sink: EventSink,
    private readonly query: URLSearchParams,
    private readonly now: () => number = () => Date.now(),
    /** The frame's print dialog (the service's frame calls its own window.print()). */
    private readonly printer: () => void = () => window.print(),
  ) {
    this.uid = query.get('uid') ?? '';
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

  private eventBase(): string {
    if (this.kind === 'dashboard') return `/dashboards/${this.uid}`;
    if (this.kind === 'tile') return `/tile/${this.uid}`;
    return `/reports/${this.uid}`;
  }

  emit(name: string, body: unknown = {}): void {
    this.sink(`${this.eventBase()}/events/${name}`, body);
  }

  private fail(error: EmbedError, body: unknown = error): Reply {
    this.setState('error');
    renderMessage(this.root, error.detailedMessage, 'emu-message emu-message--error');
    setTimeout(() => this.emit('error', error), 0);
    return { status: 202, body };
  }

  /** A call after the token ran out: refused with 403 and a TokenExpired error event. */
  expiredReply(): Reply | null {
    if (!this.kind || !this.token.expired(this.now())) return null;
    const error = tokenError('expired');
    setTimeout(() => this.emit('error', error), 0);
    return { status: 403, body: error };
  }

  private guardInteraction(): boolean {
    if (!this.token.expired(this.now())) return true;
    this.emit('error', tokenError('expired'));
    return false;
  }

  // ----- loads

  load(kind: EmbedKind, body: unknown, headers: Record<string, string>, phased: boolean): Reply {
    if (!isPlainObject(body)) return { status: 400, body: { message: 'Invalid parameters', detailedMessage: 'The load configuration is missing' } };
    const config = body as Config;
    const layoutType = (config.settings as { layoutType?: number } | undefined)?.layoutType;
    const effective: EmbedKind = kind === 'report' && (config.type === 'visual' || (layoutType === models.LayoutType.Custom && typeof config.visualName === 'string')) ? 'visual' : kind;
    this.kind = effective;
    this.uid = headers.uid || (typeof config.uniqueId === 'string' ? config.uniqueId : '') || this.uid;
    this.config = config;
    this.settings = isPlainObject(config.settings) ? config.settings : {};
    this.filtersExpanded = Boolean((this.settings.panes as { filters?: { expanded?: boolean } } | undefined)?.filters?.expanded);
    // A load (also the client's reload()) starts from the configuration's filters: the user's are gone.
    this.filters = Array.isArray(config.filters) ? config.filters : [];
    this.pageFilters.clear();
    this.visualFilters.clear();
    this.selected = null;
    this.visual = null;
    this.tile = null;

    const validation = effective === 'dashboard' ? models.validateDashboardLoad(config)
      : effective === 'tile' ? models.validateTileLoad(config)
        : models.validateReportLoad({ ...config, type: 'report' });
    if (validation?.length) {
      const error = { message: 'Invalid parameters', detailedMessage: problemsOf(validation), errorCode: '400', level: FATAL };
      this.fail(error);
      return { status: 400, body: validation };
    }

    const found = this.resolveItem(config, effective);
    if (found) return this.fail(found);
    const problem = this.token.accept(config.accessToken, config.id ?? null, this.now());
    if (problem) return this.fail(tokenError(problem));

    this.loadedOnce = true;
    this.setState('loaded');
    setTimeout(() => {
      this.emit('loaded', {});
      if (effective === 'tile') this.emit('tileLoaded', { tileId: this.tile?.id });
      if (!phased) this.render();
    }, 0);
    return accepted;
  }

  private resolveItem(config: Config, kind: EmbedKind): EmbedError | null {
    const notFound = (what: string): EmbedError => ({ message: 'PowerBIEntityNotFound', detailedMessage: `${what} not found`, errorCode: '404', level: FATAL });
    if (kind === 'dashboard') {
      this.dashboard = findDashboard(String(config.id ?? ''));
      return this.dashboard ? null : notFound('Dashboard');
    }
    if (kind === 'tile') {
      this.dashboard = findDashboard(String(config.dashboardId ?? ''));
      this.tile = this.dashboard?.tiles.find((t) => t.id === config.id) ?? null;
      return this.tile ? null : notFound('Tile');
    }
    this.report = findReport(String(config.id ?? ''));
    if (!this.report) return notFound('Report');
    const wanted = typeof config.pageName === 'string' ? config.pageName : null;
    this.page = (wanted && this.report.pages.find((p) => p.name === wanted)) || this.report.pages[0]!;
    if (kind === 'visual') {
      this.visual = this.page.visuals.find((v) => v.name === config.visualName) ?? null;
      if (!this.visual) return { message: 'visualNotFound', detailedMessage: 'Visual not found', errorCode: '404', level: FATAL };
    }
    return null;
  }

  renderRequest(): Reply {
    if (!this.loadedOnce) return { status: 400, body: { message: 'render is not allowed before load' } };
    if (this.kind === 'visual') return { status: 400, body: { message: 'render is not supported while embedding a visual.' } };
    setTimeout(() => this.render(), 0);
    return accepted;
  }

  // ----- rendering

  private chrome(): Chrome {
    const panes = (this.settings.panes ?? {}) as { filters?: { visible?: boolean }; pageNavigation?: { visible?: boolean; position?: number } };
    return {
      navigationVisible: this.settings.navContentPaneEnabled !== false && panes.pageNavigation?.visible !== false,
      navigationLeft: panes.pageNavigation?.position === models.PageNavigationPosition.Left,
      filterPaneVisible: this.settings.filterPaneEnabled !== false && panes.filters?.visible !== false,
      filterPaneExpanded: this.filtersExpanded,
      filters: [...this.filters, ...(this.page ? this.pageFilters.get(this.page.name) ?? [] : [])].map((f) => describeFilter(f)),
    };
  }

  private callbacks(): ViewCallbacks {
    return {
      locale: this.locale,
      labels: labelsFor(this.language),
      selected: this.selected,
      onSelectPage: (page) => { if (this.guardInteraction()) this.changePage(page); },
      onSelectPoint: (visual, point) => { if (this.guardInteraction()) this.selectPoint(visual, point); },
      onToggleFilters: () => { this.filtersExpanded = !this.filtersExpanded; this.draw(); },
      onTileClick: (tile) => { if (this.guardInteraction()) this.clickTile(tile); },
    };
  }

  private draw(): void {
    if (this.kind === 'dashboard' && this.dashboard) renderDashboard(this.root, this.dashboard, this.callbacks());
    else if (this.kind === 'tile' && this.tile) renderTile(this.root, this.tile, this.callbacks());
    else if (this.kind === 'visual' && this.visual) renderSingleVisual(this.root, this.visual, this.callbacks());
    else if (this.report && this.page) renderReport(this.root, this.report, this.page, this.chrome(), this.callbacks());
    document.documentElement.lang = this.language ?? 'en';
  }

  render(): void {
    this.draw();
    this.setState('rendered');
    setTimeout(() => this.emit('rendered', {}), 0);
  }

  private pageModel(page: DemoPage) {
    return { name: page.name, displayName: page.displayName, isActive: page === this.page, visibility: 0 };
  }

  changePage(page: DemoPage): void {
    if (!this.report || page === this.page) return;
    const oldPage = this.page ? this.pageModel(this.page) : undefined;
    this.page = page;
    this.selected = null;
    this.emit('pageChanged', { newPage: this.pageModel(page), oldPage });
    this.render();
  }

  private selectPoint(visual: DemoVisual, point: Point): void {
    const same = this.selected?.visual === visual.name && this.selected.label === point.label;
    this.selected = same ? null : { visual: visual.name, label: point.label };
    const target = { table: visual.table, column: visual.column };
    this.emit('dataSelected', {
      report: this.report ? { id: this.report.id, displayName: this.report.displayName } : undefined,
      page: this.page ? this.pageModel(this.page) : undefined,
      visual: { name: visual.name, title: visual.title, type: visual.kind === 'bar' ? 'clusteredColumnChart' : visual.kind === 'line' ? 'lineChart' : visual.kind === 'donut' ? 'donutChart' : visual.kind === 'kpi' ? 'card' : 'tableEx' },
      dataPoints: same ? [] : [{ identity: [{ target, equals: point.label }], values: [{ target: { table: visual.table, measure: visual.measure }, value: point.value, formattedValue: String(point.value) }] }],
      filters: [],
    });
    this.render();
  }

  private clickTile(tile: DemoTile): void {
    this.emit('tileClicked', {
      tileId: tile.id,
      pageName: tile.pageName,
      reportEmbedUrl: `https://app.powerbi.com/reportEmbed?reportId=${tile.reportId}`,
      navigationUrl: `https://app.powerbi.com/groups/me/reports/${tile.reportId}/${tile.pageName}`,
    });
  }

  // ----- calls

  setToken(token: unknown): Reply {
    const problem = this.token.accept(token, typeof this.config.id === 'string' ? this.config.id : null, this.now());
    if (problem) {
      const error = tokenError(problem);
      setTimeout(() => this.emit('error', error), 0);
      return { status: 403, body: error };
    }
    return { status: 200, body: {} };
  }

  pages(): Reply {
    if (this.kind === 'visual') return { status: 400, body: { message: 'Get pages is not supported while embedding a visual.' } };
    if (!this.report) return { status: 404, body: { message: 'No report is loaded' } };
    return { status: 200, body: this.report.pages.map((p) => ({ ...this.pageModel(p), defaultDisplayOption: 0 })) };
  }

  setActivePage(body: unknown): Reply {
    if (this.kind === 'visual') return { status: 400, body: { message: 'Set page is not supported while embedding a visual.' } };
    const name = isPlainObject(body) ? body.name : undefined;
    const page = this.report?.pages.find((p) => p.name === name);
    if (!page) return { status: 400, body: { message: 'PageNotFound', detailedMessage: `Page ${String(name)} was not found` } };
    setTimeout(() => this.changePage(page), 0);
    return accepted;
  }

  visuals(pageName: string): Reply {
    const page = this.report?.pages.find((p) => p.name === pageName);
    if (!page) return { status: 400, body: { message: 'PageNotFound' } };
    return { status: 200, body: page.visuals.map((v) => ({ name: v.name, title: v.title, type: v.kind, layout: { x: v.grid[0] * 100, y: v.grid[1] * 240, width: v.grid[2] * 100, height: v.grid[3] * 240, displayState: { mode: 0 } } })) };
  }

  getFilters(scope: { page?: string; visual?: string } = {}): Reply {
    if (scope.visual) return { status: 200, body: this.visualFilters.get(`${scope.page}/${scope.visual}`) ?? [] };
    if (scope.page) return { status: 200, body: this.pageFilters.get(scope.page) ?? [] };
    return { status: 200, body: this.filters };
  }

  setFilters(body: unknown, scope: { page?: string; visual?: string } = {}): Reply {
    const list = Array.isArray(body) ? body : isPlainObject(body) && Array.isArray(body.filters) ? body.filters : null;
    if (!list) return { status: 400, body: { message: 'Invalid parameters', detailedMessage: 'filters must be a list' } };
    const invalid = list.map((f) => models.validateFilter(f)).find((errors) => errors?.length);
    if (invalid) return { status: 400, body: invalid };
    if (scope.visual) this.visualFilters.set(`${scope.page}/${scope.visual}`, list);
    else if (scope.page) this.pageFilters.set(scope.page, list);
    else this.filters = list;
    setTimeout(() => { this.emit('filtersApplied', { filters: list }); this.render(); }, 0);
    return accepted;
  }

  updateSettings(body: unknown): Reply {
    if (!isPlainObject(body)) return { status: 400, body: { message: 'Invalid parameters' } };
    const errors = models.validateSettings(body);
    if (errors?.length) return { status: 400, body: errors };
    this.settings = merge(this.settings, body);
    if (this.loadedOnce) setTimeout(() => this.render(), 0);
    return accepted;
  }

  switchMode(mode: string): Reply {
    if (mode !== 'view' && mode !== 'edit') return { status: 400, body: { message: 'Invalid parameters', detailedMessage: `Unknown mode ${mode}` } };
    this.mode = mode;
    return accepted;
  }

  refresh(): Reply {
    if (this.loadedOnce) setTimeout(() => this.render(), 0);
    return accepted;
  }

  /** POST /report/print: like the service, the frame prints itself (the active page) and answers 202. */
  print(): Reply {
    if (!this.loadedOnce) return { status: 400, body: { message: 'print is not allowed before load' } };
    if (this.kind !== 'report' && this.kind !== 'visual') return { status: 400, body: { message: 'Print is supported for reports only' } };
    setTimeout(() => this.printer(), 0);
    return accepted;
  }
}

function describeFilter(filter: unknown): string {
  if (!isPlainObject(filter)) return String(filter);
  const target = filter.target as { table?: string; column?: string } | undefined;
  const values = Array.isArray(filter.values) ? filter.values.join(', ') : '';
  return `${target?.table ?? ''}.${target?.column ?? ''}${values ? ` = ${values}` : ''}`;
}
