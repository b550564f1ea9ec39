/**
 * The paths of the spec's section 7, absolute from the origin. The server answers each with and without a
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
  refreshEmbedToken: (actionId: number | string) =>
    `/api/PowerBIAccessToken/RefreshEmbedTokenForAction/${encodeURIComponent(String(actionId))}/`,
  logDataSelected: (actionId: number | string) => `/api/Report/LogDataSelected/${encodeURIComponent(String(actionId))}/`,
  logPageChange: (actionId: number | string) => `/api/Report/LogPageChange/${encodeURIComponent(String(actionId))}/`,
  logPageLoaded: (actionId: number | string) => `/api/Report/LogPageLoaded/${encodeURIComponent(String(actionId))}`,
} as const;
