import type { ClaimRow } from './claim-rows';

/** Case-insensitive match on claim type or value; an empty query keeps everything (the same array). */
export function filterClaims(rows: readonly ClaimRow[], query: string): readonly ClaimRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => row.searchText.includes(needle));
}
