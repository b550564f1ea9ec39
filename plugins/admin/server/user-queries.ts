import type { Administration } from '../../../server/plugin-api';
import type { UserList, UserListQuery } from '../contract';
import { pagingOf } from './paging';

/**
 * A page of users: search in names and e-mail, optionally only the members of one customer (always so for a
 * customer admin: the route passes their customer), sorted, with the total.
 */
export function listUsers(admin: Administration, query: UserListQuery): UserList {
  const paging = pagingOf(query);
  return { ...admin.listUsers(query, paging), page: paging.page, pageSize: paging.pageSize };
}
