/**
 * The core calls' paths, absolute from the origin. The server answers each with and without a
 * trailing slash.
 */
export const ApiPaths = {
  identity: '/account/me',
  login: '/account/login',
  logout: '/account/logout',
  accountInfo: '/api/account',
  tenants: '/api/account/tenants',
  monitoring: '/api/managedservices/monitoring',
  activeCustomer: '/api/account/activecustomer',
  register: '/api/account/register',
  publicSettings: '/app/publicsettings',
  menuItems: '/api/menuitems/',
  action: (id: number | string) => `/api/action/${encodeURIComponent(String(id))}/`,
} as const;
