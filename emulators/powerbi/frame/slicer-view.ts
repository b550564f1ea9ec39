import type { ChartOptions } from './chart-options';
import type { DemoVisual } from './demo-reports';

/** A list slicer: one toggle per value; the chosen ones form the slicer's filter. */
export function slicerList(visual: DemoVisual, options: ChartOptions): HTMLElement {
  const list = document.createElement('div');
  list.className = 'emu-slicer';
  list.setAttribute('role', 'group');
  list.setAttribute('aria-label', visual.title);
  for (const point of visual.points) {
    const item = document.createElement('button');
    item.type = 'button';
    item.className = 'emu-slicer__item data-point';
    item.dataset.label = point.label;
    item.setAttribute('aria-pressed', String(options.chosen?.includes(point.label) ?? false));
    item.textContent = point.label;
    item.addEventListener('click', () => options.onSelect(point));
    list.appendChild(item);
  }
  return list;
}
