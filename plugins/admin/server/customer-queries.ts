import type { Administration } from '../../../server/plugin-api';
import type { CustomerList, CustomerListQuery } from '../contract';
import { pagingOf } from './paging';

/** A page of customers: search in name and id, sorted by name or id, with the total. */
export function listCustomers(admin: Administration, query: CustomerListQuery): CustomerList {
  const paging = pagingOf(query);
  return { ...admin.listCustomers(query, paging), page: paging.page, pageSize: paging.pageSize };
}
