import type { HttpFailure } from '../../../../core/plugin-api';

/** A refusal of the identity routes, as a text key of the reader's language with its values. */
export interface Refusal {
  key: string;
  values?: Record<string, string>;
}

/** The server's reasons (server/admin/identity-admin.ts, user-merge.ts, identity-routes.ts), in English, to text keys. */
const REASONS: readonly [RegExp, string][] = [
  [/only provider administrator with an identity/, 'identities.refused.lastAdministrator'],
  [/cannot unlink your own identity/, 'identities.refused.ownIdentity'],
  [/cannot merge your own account/, 'identities.refused.ownAccount'],
  [/cannot be merged into themselves/, 'identities.refused.sameUser'],
  [/Both users have an identity/, 'identities.refused.bothLinked'],
  [/This identity is linked to user "([^"]*)"/, 'identities.refused.takenBy'],
  [/has an identity already/, 'identities.refused.hasOne'],
  [/has no identity linked/, 'identities.refused.none'],
  [/Both users have records in "([^"]*)"/, 'identities.refused.clash'],
  [/is disabled: enable them first/, 'identities.refused.disabled'],
  [/is scheduled for removal/, 'identities.refused.leaving'],
  [/There is no user/, 'identities.refused.noUser'],
  [/names more than one user/, 'identities.refused.ambiguous'],
  [/issuer/i, 'identities.issuerUrl'],
];

/** Why the server refused, in words the screen can translate; null for any other failure (the generic notice says it). */
export function refusalOf(failure: HttpFailure): Refusal | null {
  if (failure.reason !== 'http' || failure.status < 400 || failure.status >= 500) return null;
  for (const [pattern, key] of REASONS) {
    const match = pattern.exec(failure.message ?? '');
    if (match) return { key, values: match[1] === undefined ? undefined : { name: match[1] } };
  }
  return null;
}
