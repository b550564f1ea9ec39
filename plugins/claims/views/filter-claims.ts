import type { Claim } from '../contract';

/** Case-insensitive match on claim type or value; an empty query keeps everything. */
export function filterClaims<T extends Claim>(claims: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return claims;
  return claims.filter((claim) => claim.type.toLowerCase().includes(needle) || claim.value.toLowerCase().includes(needle));
}
