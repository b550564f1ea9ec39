import type { Point } from './demo-reports';

/** How a chart draws: locale, selection and the callbacks of its points. */
export interface ChartOptions {
  locale: string;
  /** The label of the selected data point, or null. */
  selected: string | null;
  /** The values a slicer has chosen. */
  chosen?: string[];
  onSelect(point: Point): void;
  /** A click (or Enter) on a link of a table's URL column; the frame decides whether to open it. */
  onLink?(point: Point, url: string): void;
}
