import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import { AccountStore, Clock, HttpClient, useFormat, usePortalTranslation, useService } from '../../../core/plugin-api';
import { adminApi } from '../api/admin-api';
import type { UserList } from '../contract';
import { isProviderAdmin } from '../permissions';
import { CustomerPicker } from './CustomerPicker';
import { InviteForm } from './InviteForm';
import { layout } from './layout';
import { PagedTable, sortOrderOf } from './PagedTable';
import { ReadableText } from './ReadableText';
import { UserDetail } from './UserDetail';
import { DEFAULT_PAGE_SIZE, usePagedList } from './use-paged-list';
import { AdminPageHead } from './AdminPageHead';

type Row = UserList['items'][number];
type SortKey = 'name' | 'email' | 'lastSignIn';
interface Query {
  search: string;
  customerId?: string;
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Users: all for a provider administrator, the active customer's for a customer administrator. */
const UsersView = observer(function UsersView() {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const http = useService(HttpClient);
  const api = useMemo(() => adminApi(http), [http]);
  const account = useService(AccountStore);
  const clock = useService(Clock);
  const provider = isProviderAdmin(account.permissions);
  const titleId = useId();
  const list = usePagedList<Row, Query>((q) => api.listUsers(q), {
    search: '',
    sort: 'name',
    order: 'asc',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);

  const sortOrder = (key: SortKey) => sortOrderOf(list.query, key);
  const nameOf = (row: Row) => `${row.firstName} ${row.lastName}`.trim() || row.userName;
  const columns = [
    {
      title: t('users.fields.name'),
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_: unknown, row: Row) => nameOf(row),
    },
    { title: t('users.fields.email'), dataIndex: 'email', key: 'email', sorter: true, sortOrder: sortOrder('email') },
    {
      title: t('users.fields.lastSignIn'),
      key: 'lastSignIn',
      sorter: true,
      sortOrder: sortOrder('lastSignIn'),
      render: (_: unknown, row: Row) => (row.lastSignInAt ? format.dateTime(row.lastSignInAt) : t('users.never')),
    },
    {
      title: t('common.status'),
      key: 'status',
      render: (_: unknown, row: Row) =>
        [t(row.disabledAt ? 'users.disabled' : 'users.enabled'), row.isProviderAdmin ? t('roles.providerAdmin') : null]
          .filter(Boolean)
          .join(', '),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <Button
          size="small"
          onClick={() => setOpenUserId(row.id)}
          aria-label={t('users.openLabel', { name: nameOf(row) })}
        >
          {t('users.open')}
        </Button>
      ),
    },
  ];

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('users.title')}>
          <Button type="primary" onClick={() => setInviting(true)}>
            {t('invite.open')}
          </Button>
        </AdminPageHead>
        <div style={layout.filters}>
          <Input.Search
            aria-label={t('users.search')}
            placeholder={t('users.search')}
            allowClear
            style={layout.filter}
            onSearch={(search) => list.refine({ search: search.trim() })}
          />
          {provider ? (
            <div style={layout.filter}>
              <CustomerPicker
                api={api}
                allowClear
                aria-label={t('users.customerFilter')}
                placeholder={t('users.allCustomers')}
                value={list.query.customerId}
                onChange={(customerId) => list.refine({ customerId: customerId || undefined })}
              />
            </div>
          ) : null}
        </div>
        <PagedTable<Row, Query>
          list={list}
          columns={columns}
          sortKeys={['name', 'email', 'lastSignIn']}
          emptyText={t('users.empty')}
          loadFailedTitle={t('users.loadFailed')}
        />
        {openUserId ? (
          <UserDetail
            api={api}
            userId={openUserId}
            now={() => new Date(clock.now())}
            onChanged={list.reload}
            onClose={() => setOpenUserId(null)}
          />
        ) : null}
        {inviting ? (
          <InviteForm
            api={api}
            fixedCustomerId={provider ? null : account.activeCustomerId}
            onInvited={list.reload}
            onClose={() => setInviting(false)}
          />
        ) : null}
      </section>
    </ReadableText>
  );
});

export default UsersView;
