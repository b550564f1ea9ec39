import { renderChart, type ChartOptions } from './charts';
import type { DemoDashboard, DemoPage, DemoReport, DemoTile, DemoVisual, Point } from './demo-reports';
import type { Labels } from './labels';

export interface Chrome {
  navigationVisible: boolean;
  navigationLeft: boolean;
  filterPaneVisible: boolean;
  filterPaneExpanded: boolean;
  filters: string[];
  /** The report's zoom level (settings.zoomLevel, 1 = 100%). */
  zoom: number;
  /** The applied theme's colours, when it names them. */
  background?: string;
  foreground?: string;
}

export interface ViewCallbacks {
  locale: string;
  labels: Labels;
  selected: { visual: string; label: string } | null;
  /** The visual as shown now (filtered, sorted), or null when the layout hides it. */
  prepare(visual: DemoVisual): DemoVisual | null;
  /** The values a slicer has chosen. */
  chosen(visual: DemoVisual): string[];
  onSelectPage(page: DemoPage): void;
  onSelectPoint(visual: DemoVisual, point: Point): void;
  onVisualClick(visual: DemoVisual): void;
  onToggleFilters(): void;
}

function div(className: string, text?: string): HTMLDivElement {
  const node = document.createElement('div');
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function chartOptions(visual: DemoVisual, callbacks: ViewCallbacks): ChartOptions {
  return {
    locale: callbacks.locale,
    selected: callbacks.selected?.visual === visual.name ? callbacks.selected.label : null,
    chosen: callbacks.chosen(visual),
    onSelect: (point) => callbacks.onSelectPoint(visual, point),
  };
}

function visualCard(visual: DemoVisual, callbacks: ViewCallbacks): HTMLElement {
  const card = document.createElement('section');
  card.className = `emu-visual emu-visual--${visual.kind}`;
  card.dataset.visual = visual.name;
  const [column, row, width, height] = visual.grid;
  card.style.gridColumn = `${column + 1} / span ${width}`;
  card.style.gridRow = `${row + 1} / span ${height}`;
  const title = document.createElement('h2');
  title.className = 'emu-visual__title';
  title.textContent = visual.title;
  card.setAttribute('aria-label', visual.title);
  const body = div('emu-visual__body');
  body.appendChild(renderChart(visual, chartOptions(visual, callbacks)));
  card.append(title, body);
  // One listener per card, in the capture phase: a click on a data point counts once, before its selection.
  card.addEventListener('click', () => callbacks.onVisualClick(visual), true);
  return card;
}

function pageTabs(report: DemoReport, active: DemoPage, chrome: Chrome, callbacks: ViewCallbacks): HTMLElement {
  const nav = document.createElement('nav');
  nav.className = `emu-tabs ${chrome.navigationLeft ? 'emu-tabs--left' : 'emu-tabs--bottom'}`;
  nav.setAttribute('aria-label', callbacks.labels.pages);
  const list = document.createElement('div');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-orientation', chrome.navigationLeft ? 'vertical' : 'horizontal');
  for (const page of report.pages) {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = 'emu-tab';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(page.name === active.name));
    tab.dataset.page = page.name;
    tab.textContent = page.displayName;
    tab.addEventListener('click', () => callbacks.onSelectPage(page));
    list.appendChild(tab);
  }
  nav.appendChild(list);
  return nav;
}

function filterPane(chrome: Chrome, callbacks: ViewCallbacks): HTMLElement {
  const aside = document.createElement('aside');
  aside.className = `emu-filters ${chrome.filterPaneExpanded ? 'emu-filters--expanded' : 'emu-filters--collapsed'}`;
  aside.setAttribute('aria-label', callbacks.labels.filters);
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'emu-filters__toggle';
  toggle.setAttribute('aria-expanded', String(chrome.filterPaneExpanded));
  toggle.title = chrome.filterPaneExpanded ? callbacks.labels.collapse : callbacks.labels.expand;
  toggle.textContent = callbacks.labels.filters;
  toggle.addEventListener('click', () => callbacks.onToggleFilters());
  aside.appendChild(toggle);
  if (chrome.filterPaneExpanded) {
    aside.appendChild(div('emu-filters__hint', callbacks.labels.filtersHint));
    const items = chrome.filters.length ? chrome.filters : [callbacks.labels.noFilters];
    for (const item of items) aside.appendChild(div('emu-filters__item', item));
  }
  return aside;
}

export function renderReport(root: HTMLElement, report: DemoReport, page: DemoPage, chrome: Chrome, callbacks: ViewCallbacks): void {
  const shell = div(`emu-report ${chrome.navigationLeft ? 'emu-report--nav-left' : 'emu-report--nav-bottom'}`);
  const main = div('emu-main');
  const canvas = div('emu-canvas');
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', `${report.displayName}: ${page.displayName}`);
  canvas.dataset.page = page.name;
  if (chrome.zoom !== 1) canvas.style.zoom = String(chrome.zoom);
  if (chrome.background) canvas.style.background = chrome.background;
  if (chrome.foreground) canvas.style.color = chrome.foreground;
  for (const visual of page.visuals) {
    const shown = callbacks.prepare(visual);
    if (shown) canvas.appendChild(visualCard(shown, callbacks));
  }
  main.appendChild(canvas);
  if (chrome.filterPaneVisible) main.appendChild(filterPane(chrome, callbacks));
  if (chrome.navigationVisible && chrome.navigationLeft) shell.appendChild(pageTabs(report, page, chrome, callbacks));
  shell.appendChild(main);
  if (chrome.navigationVisible && !chrome.navigationLeft) shell.appendChild(pageTabs(report, page, chrome, callbacks));
  root.replaceChildren(shell);
}

export function renderSingleVisual(root: HTMLElement, visual: DemoVisual, callbacks: ViewCallbacks): void {
  const card = visualCard({ ...(callbacks.prepare(visual) ?? visual), grid: [0, 0, 12, 1] }, callbacks);
  card.classList.add('emu-visual--single');
  root.replaceChildren(card);
}

export interface TileCallbacks {
  locale: string;
  onTileClick(tile: DemoTile): void;
}

function tileCard(tile: DemoTile, callbacks: TileCallbacks): HTMLElement {
  const card = document.createElement('section');
  card.className = `emu-visual emu-tile emu-visual--${tile.visual.kind}`;
  card.dataset.tile = tile.id;
  card.tabIndex = 0;
  card.setAttribute('role', 'button');
  card.setAttribute('aria-label', tile.title);
  const title = document.createElement('h2');
  title.className = 'emu-visual__title';
  title.textContent = tile.title;
  const body = div('emu-visual__body');
  // The chart's own points select nothing on a tile: their clicks bubble to the card, which raises tileClicked once.
  body.appendChild(renderChart(tile.visual, { locale: callbacks.locale, selected: null, onSelect: () => undefined }));
  card.append(title, body);
  card.addEventListener('click', () => callbacks.onTileClick(tile));
  card.addEventListener('keydown', (event) => { if (event.key === 'Enter') callbacks.onTileClick(tile); });
  return card;
}

export function renderDashboard(root: HTMLElement, dashboard: DemoDashboard, callbacks: TileCallbacks): void {
  const grid = div('emu-dashboard');
  grid.setAttribute('role', 'region');
  grid.setAttribute('aria-label', dashboard.displayName);
  for (const tile of dashboard.tiles) grid.appendChild(tileCard(tile, callbacks));
  root.replaceChildren(grid);
}

export function renderTile(root: HTMLElement, tile: DemoTile, callbacks: TileCallbacks): void {
  const card = tileCard(tile, callbacks);
  card.classList.add('emu-visual--single');
  root.replaceChildren(card);
}

/** Create mode: an empty authoring canvas over the dataset's fields. */
export function renderCreateCanvas(root: HTMLElement, report: DemoReport): void {
  const canvas = div('emu-create');
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', `New report on ${report.displayName}`);
  canvas.appendChild(div('emu-message', `New report on ${report.displayName}: add visuals from the fields pane`));
  root.replaceChildren(canvas);
}

export function renderMessage(root: HTMLElement, text: string, className = 'emu-message'): void {
  root.replaceChildren(div(className, text));
}
