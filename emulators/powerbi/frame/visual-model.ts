import type * as models from 'powerbi-models';
import type { DemoVisual } from './demo-reports';

const TYPES: Record<DemoVisual['kind'], string> = {
  bar: 'clusteredColumnChart',
  line: 'lineChart',
  donut: 'donutChart',
  kpi: 'card',
  table: 'tableEx',
  slicer: 'slicer',
  button: 'actionButton',
};

/** The visual type name the service uses for a demo visual's kind. */
export function visualType(visual: DemoVisual): string {
  return TYPES[visual.kind];
}

export function visualModel(visual: DemoVisual, layout?: models.IVisualLayout): models.IVisual {
  return { name: visual.name, title: visual.title, type: visualType(visual), ...(layout ? { layout } : {}) };
}
