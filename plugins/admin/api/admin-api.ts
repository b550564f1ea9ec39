import type { HttpClient } from '../../../core/plugin-api';
import {
  AdminPaths,
  AuditList,
  Customer,
  CustomerList,
  InvitationCreated,
  User,
  UserList,
  type CustomerCreate,
  type CustomerRole,
  type CustomerUpdate,
  type InvitationRequest,
} from '../contract';

/** Filters, sort and paging: empty and undefined values are left out of the address. */
type Query = object;

/** A path with its :params filled in and the query's non-empty values appended. */
export function adminUrl(path: string, params: Record<string, string> = {}, query: Query = {}): string {
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

export const adminApi = (http: HttpClient) => ({
  listCustomers: (query: Query) => http.get(adminUrl(AdminPaths.customers, {}, query), CustomerList),
  getCustomer: (customerId: string) => http.get(adminUrl(AdminPaths.customer, { customerId }), Customer),
  createCustomer: (body: CustomerCreate) => http.post(AdminPaths.customers, body, Customer),
  updateCustomer: (customerId: string, body: CustomerUpdate) =>
    http.patch(adminUrl(AdminPaths.customer, { customerId }), body, Customer),
  setCustomerActive: (customerId: string, active: boolean) =>
    http.post(
      adminUrl(active ? AdminPaths.customerReactivate : AdminPaths.customerDeactivate, { customerId }),
      undefined,
      Customer,
    ),

  listUsers: (query: Query) => http.get(adminUrl(AdminPaths.users, {}, query), UserList),
  getUser: (userId: string) => http.get(adminUrl(AdminPaths.user, { userId }), User),
  setUserDisabled: (userId: string, disabled: boolean) =>
    http.post(adminUrl(disabled ? AdminPaths.userDisable : AdminPaths.userEnable, { userId }), undefined, User),
  scheduleRemoval: (userId: string) => http.post(adminUrl(AdminPaths.userRemoval, { userId }), undefined, User),
  setRole: (userId: string, customerId: string, role: CustomerRole) =>
    http.put(adminUrl(AdminPaths.membership, { userId, customerId }), { role }, User),
  removeMembership: (userId: string, customerId: string) =>
    http.delete(adminUrl(AdminPaths.membership, { userId, customerId }), User),
  invite: (body: Pick<InvitationRequest, 'email' | 'customerId' | 'role' | 'permissions' | 'language'>) =>
    http.post(AdminPaths.invitations, body, InvitationCreated),

  listAudit: (query: Query) => http.get(adminUrl(AdminPaths.audit, {}, query), AuditList),
  /** The export takes the list's filters; it has no pages. */
  auditExportHref: (query: Query) => {
    const { page: _page, pageSize: _size, ...filters } = query as { page?: unknown; pageSize?: unknown };
    return adminUrl(AdminPaths.auditExport, {}, filters);
  },
});

export type AdminApi = ReturnType<typeof adminApi>;
