/**
 * Helpers over the raw database handle, for the bundled plugins that declare the transitional `rawDatabase`
 * capability (docs/plugins.md "Server side"); a new plugin uses `api.data(user)` and needs none of this.
 */
export { statement } from '../db/statements';
export { findCustomer, findUser } from '../data/users';
export type { CustomerRow, UserRow } from '../data/users';
/** Queues a plain-text mail in the outbox (the same as api.sendMail). */
export { enqueueMail } from '../mail/outbox';
