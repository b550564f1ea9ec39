/** The permissions /account/me adds for the two administrator roles (README: Provider administration). */
export const PROVIDER_ADMIN = 'provider-admin';
export const CUSTOMER_ADMIN = 'customer-admin';

const holds = (permissions: readonly string[], wanted: string) => permissions.some((p) => p.toLowerCase() === wanted);

export const isProviderAdmin = (permissions: readonly string[]) => holds(permissions, PROVIDER_ADMIN);
export const isAdministrator = (permissions: readonly string[]) =>
  isProviderAdmin(permissions) || holds(permissions, CUSTOMER_ADMIN);
