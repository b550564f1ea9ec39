import type { MenuItem } from '../../core/contract';
import type { MenuRow, RowKind } from './menu-rows';

/** A row not measured yet, of a kind none of which has been measured: a one-line link (styles.css .nav-link). */
export const DEFAULT_ROW_PX = 38;

/**
 * The rendered heights of the side menu's rows (names wrap, headers differ from links), so the space of the rows
 * that are not rendered can be reserved: a row never measured counts as the average of its kind measured so far.
 */
export class RowHeights {
  private heights = new WeakMap<MenuItem, number>();
  private measuredAny = false;
  private readonly totals: Record<RowKind, { sum: number; count: number }> = {
    header: { sum: 0, count: 0 },
    group: { sum: 0, count: 0 },
    leaf: { sum: 0, count: 0 },
  };
  private width = 0;

  /**
   * Records the heights of `rows` as rendered by `labels` (one element each, in order) in a list `width` wide;
   * another width wraps the names differently, so what was measured before is dropped. True when any changed.
   */
  measure(rows: readonly MenuRow[], labels: ArrayLike<Element>, width: number): boolean {
    // Without layout (a hidden side bar, a test DOM) there is nothing to learn.
    if (width === 0 || labels.length !== rows.length) return false;
    let changed = false;
    if (width !== this.width) {
      changed = this.measuredAny;
      this.clear();
      this.width = width;
    }
    rows.forEach((row, i) => {
      const px = labels[i].getBoundingClientRect().height;
      const before = this.heights.get(row.item);
      if (px === 0 || (before !== undefined && Math.abs(before - px) < 0.5)) return;
      const total = this.totals[row.kind];
      if (before === undefined) total.count++;
      total.sum += px - (before ?? 0);
      this.heights.set(row.item, px);
      this.measuredAny = true;
      changed = true;
    });
    return changed;
  }

  heightOf(row: MenuRow): number {
    const measured = this.heights.get(row.item);
    if (measured !== undefined) return measured;
    const { sum, count } = this.totals[row.kind];
    return count ? sum / count : DEFAULT_ROW_PX;
  }

  /** offsets[i]: where row i starts, from the top of the first; offsets[rows.length]: the height of them all. */
  offsets(rows: readonly MenuRow[]): Float64Array {
    const offsets = new Float64Array(rows.length + 1);
    rows.forEach((row, i) => {
      offsets[i + 1] = offsets[i] + this.heightOf(row);
    });
    return offsets;
  }

  private clear(): void {
    this.heights = new WeakMap();
    this.measuredAny = false;
    for (const total of Object.values(this.totals)) Object.assign(total, { sum: 0, count: 0 });
  }
}

/** The first row that ends below `px` (rows.length when none does). */
export function rowAt(offsets: Float64Array, px: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1] <= px) low = middle + 1;
    else high = middle;
  }
  return low;
}
