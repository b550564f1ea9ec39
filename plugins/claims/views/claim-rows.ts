import { ClaimsActionData } from '../contract';

/** A claim as the table shows it, keyed by its place in the answer, with the text the search looks in. */
export interface ClaimRow {
  key: number;
  type: string;
  value: string;
  /** Type and value, lower-cased once per answer so that a keystroke only compares. */
  searchText: string;
}

/** The rows of a claims answer, parsed and normalised in one pass; malformed claims count as none. */
export function toClaimRows(data: unknown): ClaimRow[] {
  const parsed = ClaimsActionData.safeParse(data);
  if (!parsed.success) return [];
  // The newline cannot be typed into the search box, so a query never matches across type and value.
  return parsed.data.claims.map((claim, key) => ({
    key,
    type: claim.type,
    value: claim.value,
    searchText: `${claim.type}\n${claim.value}`.toLowerCase(),
  }));
}
