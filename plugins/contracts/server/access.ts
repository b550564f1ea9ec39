import type { RequestUser } from '../../../server/plugin-api';

/**
 * The customer whose contracts the caller may read: the active one. Every authorized user of a customer may
 * (the server has already refused signed-out and unauthorized callers); a caller without a customer has none.
 */
export const contractsCustomerOf = (user: RequestUser | null): string | null => user?.activeCustomerId ?? null;
