import type { ClaimRow } from './claim-rows';

export interface ClaimSort {
  column: 'type' | 'value';
  order: 'ascend' | 'descend';
}

/** The rows in the chosen order; without one, in the answer's order (the same array). */
export function sortClaims(rows: readonly ClaimRow[], sort: ClaimSort | null): readonly ClaimRow[] {
  if (!sort) return rows;
  const { column } = sort;
  const direction = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => direction * a[column].localeCompare(b[column]));
}
