import { renderChart, type ChartOptions } from './charts';
import type { DemoDashboard, DemoPage, DemoReport, DemoTile, DemoVisual, Point } from './demo-reports';
import type { MenuItem, MenuKind } from './commands';
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
  /** Edit mode: the action bar with Save and Save as is drawn. */
  editing: boolean;
}

export interface Position {
  x: number;
  y: number;
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
  /** The entries of a visual's options or context menu (none: no menu is drawn). */
  menuItems(visual: DemoVisual, menu: MenuKind): MenuItem[];
  /** A button visual pressed. */
  onButton(visual: DemoVisual): void;
  /** A link of a table's URL column chosen. */
  onLink(visual: DemoVisual, point: Point, url: string): void;
  /** A horizontal touch swipe on the report canvas: its start (once) and its end. */
  onSwipe(phase: 'start' | 'end', start: Position, current: Position): void;
  /** The action bar's Save, and Save as (with the name typed, or null when the embedding page's dialog is used). */
  onSave(): void;
  onSaveAs(name: string | null): void;
  /** Edit mode: buttons do not act on a click (the service selects them). */
  editing: boolean;
  /** settings.useCustomSaveAsDialog: Save as asks the embedding page (saveAsTriggered) instead of drawing a dialog. */
  customSaveAs: boolean;
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
    onLink: (point, url) => callbacks.onLink(visual, point, url),
  };
}

/** Closes any open visual menu under root. */
function closeMenus(root: ParentNode): void {
  for (const open of root.querySelectorAll('.emu-menu')) open.remove();
  for (const trigger of root.querySelectorAll('.emu-visual__more[aria-expanded=true]'))
    trigger.setAttribute('aria-expanded', 'false');
}

/**
 * A visual's menu (role menu): arrow keys, Home and End move between entries, Enter or Space choose one,
 * Escape closes it and gives the focus back; leaving it with Tab or a click elsewhere closes it.
 */
function openMenu(
  card: HTMLElement,
  items: MenuItem[],
  label: string,
  returnFocus: HTMLElement | SVGElement | null,
  point?: Point,
): void {
  closeMenus(card.ownerDocument);
  const menu = document.createElement('div');
  menu.className = 'emu-menu';
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', label);
  const close = (refocus: boolean) => {
    menu.remove();
    card.querySelector('.emu-visual__more')?.setAttribute('aria-expanded', 'false');
    if (refocus) returnFocus?.focus();
  };
  const entries = items.map((item) => {
    const entry = document.createElement('button');
    entry.type = 'button';
    entry.className = 'emu-menu__item';
    entry.setAttribute('role', 'menuitem');
    entry.tabIndex = -1;
    entry.dataset.command = item.id;
    entry.textContent = item.title;
    if (item.disabled) entry.setAttribute('aria-disabled', 'true');
    entry.addEventListener('click', (event) => {
      event.stopPropagation();
      if (item.disabled) return;
      close(true);
      item.run(point);
    });
    menu.appendChild(entry);
    return entry;
  });
  menu.addEventListener('keydown', (event) => {
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      entries[(move[event.key]! + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  });
  menu.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !menu.contains(event.relatedTarget))
      setTimeout(() => {
        if (!menu.contains(document.activeElement)) close(false);
      }, 0);
  });
  card.appendChild(menu);
  entries[0]?.focus();
}

/** The header's "More options" button, drawn when the visual's options menu has entries. */
function moreOptions(card: HTMLElement, visual: DemoVisual, callbacks: ViewCallbacks): HTMLButtonElement | null {
  const items = callbacks.menuItems(visual, 'options');
  if (!items.length) return null;
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'emu-visual__more';
  more.setAttribute('aria-haspopup', 'menu');
  more.setAttribute('aria-expanded', 'false');
  more.setAttribute('aria-label', `${callbacks.labels.moreOptions}: ${visual.title}`);
  more.title = callbacks.labels.moreOptions;
  more.textContent = '⋯';
  more.addEventListener('click', () => {
    if (more.getAttribute('aria-expanded') === 'true') return closeMenus(card);
    openMenu(card, callbacks.menuItems(visual, 'options'), visual.title, more);
    more.setAttribute('aria-expanded', 'true');
  });
  return more;
}

/** A button visual: a real button; it acts in view mode only (in edit mode the service selects it). */
function actionButton(visual: DemoVisual, callbacks: ViewCallbacks): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'emu-action-button';
  button.textContent = visual.title;
  if (callbacks.editing) button.setAttribute('aria-disabled', 'true');
  button.addEventListener('click', () => callbacks.onButton(visual));
  return button;
}

function visualCard(visual: DemoVisual, callbacks: ViewCallbacks): HTMLElement {
  const card = document.createElement('section');
  card.className = `emu-visual emu-visual--${visual.kind}`;
  card.dataset.visual = visual.name;
  const [column, row, width, height] = visual.grid;
  card.style.gridColumn = `${column + 1} / span ${width}`;
  card.style.gridRow = `${row + 1} / span ${height}`;
  card.setAttribute('aria-label', visual.title);
  const body = div('emu-visual__body');
  if (visual.kind === 'button') {
    body.appendChild(actionButton(visual, callbacks));
    card.append(body);
  } else {
    const header = div('emu-visual__header');
    const title = document.createElement('h2');
    title.className = 'emu-visual__title';
    title.textContent = visual.title;
    header.appendChild(title);
    const more = moreOptions(card, visual, callbacks);
    if (more) header.appendChild(more);
    body.appendChild(renderChart(visual, chartOptions(visual, callbacks)));
    card.append(header, body);
  }
  // One listener per card, in the capture phase: a click on a data point counts once, before its selection.
  // The visual's menus are the header's, not a click on the visual.
  card.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element && event.target.closest('.emu-visual__more, .emu-menu')))
        callbacks.onVisualClick(visual);
    },
    true,
  );
  // The context menu (right click, the menu key or Shift+F10), when custom commands extend it; else the browser's.
  card.addEventListener('contextmenu', (event) => {
    const items = callbacks.menuItems(visual, 'context');
    if (!items.length) return;
    event.preventDefault();
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement | SVGElement>('.data-point') : null;
    const point = target ? visual.points.find((p) => p.label === target.dataset.label) : undefined;
    openMenu(card, items, visual.title, target ?? card, point);
  });
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

export function renderReport(
  root: HTMLElement,
  report: DemoReport,
  page: DemoPage,
  chrome: Chrome,
  callbacks: ViewCallbacks,
): void {
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
  watchSwipes(canvas, callbacks);
  main.appendChild(canvas);
  if (chrome.filterPaneVisible) main.appendChild(filterPane(chrome, callbacks));
  if (chrome.navigationVisible && chrome.navigationLeft) shell.appendChild(pageTabs(report, page, chrome, callbacks));
  shell.appendChild(main);
  if (chrome.navigationVisible && !chrome.navigationLeft) shell.appendChild(pageTabs(report, page, chrome, callbacks));
  if (chrome.editing) root.replaceChildren(actionBar(report, callbacks), shell);
  else root.replaceChildren(shell);
}

/** Horizontal travel (CSS pixels) after which a touch on the canvas is a swipe. */
export const SWIPE_DISTANCE = 30;

/** A one-finger horizontal swipe on the canvas: onSwipe('start') once it travelled far enough, onSwipe('end') when it ends. */
function watchSwipes(canvas: HTMLElement, callbacks: ViewCallbacks): void {
  let start: Position | null = null;
  let started = false;
  const at = (touch: Touch): Position => ({ x: touch.clientX, y: touch.clientY });
  const travel = (current: Position) =>
    start !== null &&
    Math.abs(current.x - start.x) >= SWIPE_DISTANCE &&
    Math.abs(current.x - start.x) > Math.abs(current.y - start.y);
  canvas.addEventListener(
    'touchstart',
    (event) => {
      start = event.touches.length === 1 ? at(event.touches[0]!) : null;
      started = false;
    },
    { passive: true },
  );
  canvas.addEventListener(
    'touchmove',
    (event) => {
      const touch = event.touches[0];
      if (!start || started || !touch || !travel(at(touch))) return;
      started = true;
      callbacks.onSwipe('start', start, at(touch));
    },
    { passive: true },
  );
  canvas.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    if (start && touch) {
      const end = at(touch);
      if (!started && travel(end)) {
        started = true;
        callbacks.onSwipe('start', start, end);
      }
      if (started) callbacks.onSwipe('end', start, end);
    }
    start = null;
    started = false;
  });
  canvas.addEventListener('touchcancel', () => {
    start = null;
    started = false;
  });
}

/**
 * Edit mode's action bar: Save, and Save as. With settings.useCustomSaveAsDialog Save as asks the embedding
 * page (saveAsTriggered); otherwise it opens the frame's own dialog for the new report's name.
 */
function actionBar(report: DemoReport, callbacks: ViewCallbacks): HTMLElement {
  const bar = div('emu-actionbar');
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', callbacks.labels.file);
  const button = (text: string, className: string, run: () => void) => {
    const node = document.createElement('button');
    node.type = 'button';
    node.className = className;
    node.textContent = text;
    node.addEventListener('click', run);
    return node;
  };
  const saveAs = button(callbacks.labels.saveAs, 'emu-actionbar__button', () => {
    if (callbacks.customSaveAs) return callbacks.onSaveAs(null);
    if (bar.querySelector('form')) return;
    const form = document.createElement('form');
    form.className = 'emu-saveas';
    form.setAttribute('aria-label', callbacks.labels.saveAs);
    const label = document.createElement('label');
    label.textContent = callbacks.labels.reportName;
    const input = document.createElement('input');
    input.name = 'name';
    input.required = true;
    input.value = `${callbacks.labels.copyOf} ${report.displayName}`;
    label.appendChild(input);
    const cancel = button(callbacks.labels.cancel, 'emu-actionbar__button', () => {
      form.remove();
      saveAs.focus();
    });
    const submit = document.createElement('button');
    submit.type = 'submit';
    submit.className = 'emu-actionbar__button emu-actionbar__button--primary';
    submit.textContent = callbacks.labels.save;
    form.append(label, submit, cancel);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (!name) return;
      form.remove();
      callbacks.onSaveAs(name);
    });
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        form.remove();
        saveAs.focus();
      }
    });
    bar.appendChild(form);
    input.focus();
    input.select();
  });
  bar.append(
    button(callbacks.labels.save, 'emu-actionbar__button', () => callbacks.onSave()),
    saveAs,
  );
  return bar;
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
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') callbacks.onTileClick(tile);
  });
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
