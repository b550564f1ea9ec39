import type { ChartOptions } from './chart-options';
import type { DemoVisual, Point } from './demo-reports';
import { formatValue } from './format';
import { slicerList } from './slicer-view';

export type { ChartOptions };

const SVG = 'http://www.w3.org/2000/svg';
export const PALETTE = ['#118DFF', '#12239E', '#E66C37', '#6B007B', '#E044A7', '#744EC2', '#D9B300', '#D64550'];

type Attrs = Record<string, string | number>;

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Attrs = {}, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

function svgRoot(width: number, height: number, title: string): SVGSVGElement {
  const svg = el('svg', {
    viewBox: `0 0 ${width} ${height}`,
    width: '100%',
    height: '100%',
    role: 'img',
    preserveAspectRatio: 'xMidYMid meet',
  });
  svg.appendChild(el('title', {}, title));
  return svg;
}

/** A data point that can be clicked or chosen with the keyboard. */
function selectable(node: SVGElement, point: Point, visual: DemoVisual, options: ChartOptions): SVGElement {
  const group = el('g', {
    class: 'data-point',
    role: 'button',
    tabindex: 0,
    'data-label': point.label,
    'aria-label': `${visual.column} ${point.label}: ${formatValue(point.value, visual.unit, options.locale)}`,
  });
  group.style.cursor = 'pointer';
  group.appendChild(node);
  const choose = () => options.onSelect(point);
  group.addEventListener('click', choose);
  group.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Enter' || (event as KeyboardEvent).key === ' ') {
      event.preventDefault();
      choose();
    }
  });
  return group;
}

function dimmed(point: Point, options: ChartOptions): number {
  return options.selected && options.selected !== point.label ? 0.35 : 1;
}

function niceMax(max: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(1, max)));
  return Math.ceil(max / magnitude) * magnitude;
}

function axes(
  svg: SVGSVGElement,
  left: number,
  top: number,
  width: number,
  height: number,
  max: number,
  unit: DemoVisual['unit'],
  locale: string,
) {
  for (let i = 0; i <= 4; i++) {
    const y = top + height - (height * i) / 4;
    svg.appendChild(el('line', { x1: left, x2: left + width, y1: y, y2: y, stroke: '#e6e6e6', 'stroke-width': 1 }));
    svg.appendChild(
      el(
        'text',
        { x: left - 6, y: y + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#605e5c' },
        formatValue((max * i) / 4, unit, locale),
      ),
    );
  }
}

export function barChart(visual: DemoVisual, options: ChartOptions): SVGSVGElement {
  const W = 600,
    H = 260,
    left = 70,
    top = 12,
    bottom = 28,
    right = 10;
  const svg = svgRoot(W, H, visual.title);
  const max = niceMax(Math.max(...visual.points.map((p) => p.value)));
  const plotW = W - left - right,
    plotH = H - top - bottom;
  axes(svg, left, top, plotW, plotH, max, visual.unit, options.locale);
  const step = plotW / visual.points.length;
  visual.points.forEach((point, i) => {
    const h = (point.value / max) * plotH;
    const x = left + i * step + step * 0.15;
    const bar = el('rect', {
      x,
      y: top + plotH - h,
      width: step * 0.7,
      height: h,
      fill: PALETTE[0]!,
      opacity: dimmed(point, options),
      rx: 2,
    });
    svg.appendChild(selectable(bar, point, visual, options));
    svg.appendChild(
      el(
        'text',
        { x: x + step * 0.35, y: H - 10, 'text-anchor': 'middle', 'font-size': 11, fill: '#605e5c' },
        point.label,
      ),
    );
  });
  return svg;
}

export function lineChart(visual: DemoVisual, options: ChartOptions): SVGSVGElement {
  const W = 600,
    H = 260,
    left = 60,
    top = 12,
    bottom = 28,
    right = 14;
  const svg = svgRoot(W, H, visual.title);
  const values = visual.points.map((p) => p.value);
  const min = Math.floor(Math.min(...values, visual.target ?? 100) - 2);
  const max = 100;
  const plotW = W - left - right,
    plotH = H - top - bottom;
  const x = (i: number) => left + (plotW * i) / Math.max(1, visual.points.length - 1);
  const y = (v: number) => top + plotH - ((v - min) / (max - min)) * plotH;
  for (let i = 0; i <= 4; i++) {
    const v = min + ((max - min) * i) / 4;
    svg.appendChild(el('line', { x1: left, x2: left + plotW, y1: y(v), y2: y(v), stroke: '#e6e6e6' }));
    svg.appendChild(
      el(
        'text',
        { x: left - 6, y: y(v) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#605e5c' },
        formatValue(v, visual.unit, options.locale),
      ),
    );
  }
  if (visual.target !== undefined) {
    svg.appendChild(
      el('line', {
        x1: left,
        x2: left + plotW,
        y1: y(visual.target),
        y2: y(visual.target),
        stroke: PALETTE[2]!,
        'stroke-dasharray': '6 4',
        'stroke-width': 2,
      }),
    );
    svg.appendChild(
      el(
        'text',
        { x: left + plotW, y: y(visual.target) - 6, 'text-anchor': 'end', 'font-size': 11, fill: PALETTE[2]! },
        `Target ${formatValue(visual.target, visual.unit, options.locale)}`,
      ),
    );
  }
  const path = visual.points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  svg.appendChild(el('path', { d: path, fill: 'none', stroke: PALETTE[0]!, 'stroke-width': 2.5 }));
  visual.points.forEach((point, i) => {
    svg.appendChild(
      selectable(
        el('circle', {
          cx: x(i),
          cy: y(point.value),
          r: 6,
          fill: PALETTE[0]!,
          stroke: '#fff',
          'stroke-width': 2,
          opacity: dimmed(point, options),
        }),
        point,
        visual,
        options,
      ),
    );
    svg.appendChild(
      el('text', { x: x(i), y: H - 10, 'text-anchor': 'middle', 'font-size': 11, fill: '#605e5c' }, point.label),
    );
  });
  return svg;
}

export function donutChart(visual: DemoVisual, options: ChartOptions): SVGSVGElement {
  const W = 420,
    H = 260,
    cx = 130,
    cy = 130,
    outer = 110,
    inner = 64;
  const svg = svgRoot(W, H, visual.title);
  const total = visual.points.reduce((sum, p) => sum + p.value, 0) || 1;
  let angle = -Math.PI / 2;
  visual.points.forEach((point, i) => {
    const sweep = (point.value / total) * Math.PI * 2;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const p = (r: number, a: number) => `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
    const d = `M${p(outer, angle)} A${outer},${outer} 0 ${large} 1 ${p(outer, end)} L${p(inner, end)} A${inner},${inner} 0 ${large} 0 ${p(inner, angle)} Z`;
    svg.appendChild(
      selectable(
        el('path', {
          d,
          fill: PALETTE[i % PALETTE.length]!,
          opacity: dimmed(point, options),
          stroke: '#fff',
          'stroke-width': 1,
        }),
        point,
        visual,
        options,
      ),
    );
    const ly = 24 + i * 26;
    svg.appendChild(el('rect', { x: 270, y: ly - 10, width: 12, height: 12, fill: PALETTE[i % PALETTE.length]! }));
    svg.appendChild(
      el(
        'text',
        { x: 288, y: ly, 'font-size': 12, fill: '#252423' },
        `${point.label} (${Math.round((point.value / total) * 100)}%)`,
      ),
    );
    angle = end;
  });
  svg.appendChild(
    el(
      'text',
      { x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 600, fill: '#252423' },
      formatValue(total, visual.unit, options.locale),
    ),
  );
  return svg;
}

export function kpiCard(visual: DemoVisual, options: ChartOptions): SVGSVGElement {
  const svg = svgRoot(300, 110, visual.title);
  const point = visual.points[0] ?? { label: '', value: 0 };
  const good = visual.target === undefined || point.value >= visual.target;
  svg.appendChild(
    selectable(
      el(
        'text',
        { x: 150, y: 62, 'text-anchor': 'middle', 'font-size': 44, 'font-weight': 600, fill: '#252423' },
        formatValue(point.value, visual.unit, options.locale),
      ),
      point,
      visual,
      options,
    ),
  );
  if (visual.target !== undefined) {
    svg.appendChild(
      el(
        'text',
        { x: 150, y: 94, 'text-anchor': 'middle', 'font-size': 13, fill: good ? '#107c10' : '#a4262c' },
        `${good ? '▲' : '▼'} target ${formatValue(visual.target, visual.unit, options.locale)}`,
      ),
    );
  }
  return svg;
}

/** A URL cell's link: a real anchor (focusable, its address visible), opened by the frame as the settings say. */
function hyperlink(url: string, point: Point, options: ChartOptions): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = 'emu-link';
  anchor.href = url;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  anchor.textContent = url.replace(/^https?:\/\//, '');
  anchor.addEventListener('click', (event) => {
    event.preventDefault();
    options.onLink?.(point, url);
  });
  return anchor;
}

export function dataTable(visual: DemoVisual, options: ChartOptions): HTMLTableElement {
  const table = document.createElement('table');
  table.className = 'emu-table';
  const head = table.createTHead().insertRow();
  const link = options.onLink ? visual.link : undefined;
  for (const text of link ? [visual.column, visual.measure, link.column] : [visual.column, visual.measure]) {
    const th = document.createElement('th');
    th.textContent = text;
    head.appendChild(th);
  }
  const body = table.createTBody();
  for (const point of visual.points) {
    const row = body.insertRow();
    row.className = 'data-point';
    row.tabIndex = 0;
    row.dataset.label = point.label;
    row.style.opacity = String(dimmed(point, options));
    row.insertCell().textContent = point.label;
    row.insertCell().textContent = formatValue(point.value, visual.unit, options.locale);
    if (link)
      row
        .insertCell()
        .appendChild(hyperlink(`${link.base}${encodeURIComponent(point.label.toLowerCase())}`, point, options));
    // A click or Enter on the row's link is the link's, not a selection of the row.
    const onLink = (event: Event) => event.target instanceof Element && event.target.closest('a') !== null;
    row.addEventListener('click', (event) => {
      if (!onLink(event)) options.onSelect(point);
    });
    row.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !onLink(event)) options.onSelect(point);
    });
  }
  return table;
}

export function renderChart(visual: DemoVisual, options: ChartOptions): Element {
  switch (visual.kind) {
    case 'bar':
      return barChart(visual, options);
    case 'line':
      return lineChart(visual, options);
    case 'donut':
      return donutChart(visual, options);
    case 'kpi':
      return kpiCard(visual, options);
    case 'slicer':
      return slicerList(visual, options);
    default:
      return dataTable(visual, options);
  }
}
