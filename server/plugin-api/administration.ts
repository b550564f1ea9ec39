/**
 * Provider administration (roles, audited changes of customers, users, memberships, invitations: server/admin),
 * for the administration plugin and the provider-side screens of a few others. Kept out of the main server
 * plugin API: every operation takes the raw database handle, which only a plugin declaring `rawDatabase` holds.
 */
export * from '../admin';
