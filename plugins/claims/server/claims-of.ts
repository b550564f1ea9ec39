import type { UserProfile } from '../../../server/plugin-api';
import type { Claim } from '../contract';

/** The claims of the signed-in user, as an identity provider would issue them. */
export function claimsOf(profile: UserProfile | null, customer: { id: string; name: string } | null): Claim[] {
  if (!profile) return [];
  const claims: Claim[] = [
    { type: 'name', value: `${profile.firstName} ${profile.lastName}`.trim() },
    { type: 'preferred_username', value: profile.userName },
    { type: 'email', value: profile.email },
    { type: 'given_name', value: profile.firstName },
    { type: 'family_name', value: profile.lastName },
    { type: 'oid', value: profile.oid },
    ...profile.permissions.map((p) => ({ type: 'roles', value: p })),
  ];
  if (customer) {
    claims.push({ type: 'customer_id', value: customer.id }, { type: 'customer_name', value: customer.name });
  }
  if (profile.runAsUser) claims.push({ type: 'run_as', value: profile.runAsUser });
  return claims;
}
