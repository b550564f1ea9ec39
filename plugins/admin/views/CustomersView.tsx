import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import { useId, useMemo, useState } from 'react';
import { HttpClient, usePortalTranslation, useService } from '../../../core/plugin-api';
import { adminApi } from '../api/admin-api';
import { brandingApi } from '../api/branding-api';
import type { CustomerList } from '../contract';
import type { CustomerDetails } from '../contract-branding';
import { ConfirmDialog } from './ConfirmDialog';
import { CustomerForm } from './CustomerForm';
import { FailureNotice } from './FailureNotice';
import { layout } from './layout';
import { PagedTable, sortOrderOf } from './PagedTable';
import { ReadableText } from './ReadableText';
import { DEFAULT_PAGE_SIZE, usePagedList } from './use-paged-list';
import { AdminPageHead } from './AdminPageHead';

type Row = CustomerList['items'][number];
interface Query {
  search: string;
  sort: 'name' | 'id';
  order: 'asc' | 'desc';
  includeDeactivated: boolean;
  page: number;
  pageSize: number;
}
type Editing = { customer: CustomerDetails | null } | null;

/** Provider administrators: every customer, searched, sorted and paged by the server. */
export default function CustomersView() {
  const { t } = usePortalTranslation('admin');
  const http = useService(HttpClient);
  const api = useMemo(() => adminApi(http), [http]);
  const editor = useMemo(() => brandingApi(http), [http]);
  const titleId = useId();
  const list = usePagedList<Row, Query>(
    (q) => api.listCustomers({ ...q, includeDeactivated: q.includeDeactivated ? 'true' : undefined }),
    { search: '', sort: 'name', order: 'asc', includeDeactivated: true, page: 1, pageSize: DEFAULT_PAGE_SIZE },
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<Row | null>(null);
  const [actionFailure, setActionFailure] = useState<{
    title: string;
    failure: Parameters<typeof FailureNotice>[0]['failure'];
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const openEdit = async (row: Row) => {
    const result = await editor.getCustomerDetails(row.id);
    if (result.ok) setEditing({ customer: result.data });
    else setActionFailure({ title: t('customers.loadOneFailed', { name: row.name }), failure: result });
  };

  const columns = [
    {
      title: t('customers.fields.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(list.query, 'name'),
    },
    {
      title: t('customers.fields.id'),
      dataIndex: 'id',
      key: 'id',
      sorter: true,
      sortOrder: sortOrderOf(list.query, 'id'),
    },
    { title: t('customers.userCount'), dataIndex: 'userCount', key: 'userCount', align: 'right' as const },
    {
      title: t('common.status'),
      key: 'status',
      render: (_: unknown, row: Row) =>
        row.deactivatedAt ? <span>{t('customers.deactivated')}</span> : <span>{t('customers.active')}</span>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <div style={layout.rowActions}>
          <Button
            size="small"
            onClick={() => void openEdit(row)}
            aria-label={t('customers.editLabel', { name: row.name })}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => setToggling(row)}
            aria-label={t(row.deactivatedAt ? 'customers.reactivateLabel' : 'customers.deactivateLabel', {
              name: row.name,
            })}
          >
            {t(row.deactivatedAt ? 'customers.reactivate' : 'customers.deactivate')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('customers.title')}>
          <Button type="primary" onClick={() => setEditing({ customer: null })}>
            {t('customers.create')}
          </Button>
        </AdminPageHead>
        <div style={layout.filters}>
          <Input.Search
            aria-label={t('customers.search')}
            placeholder={t('customers.search')}
            allowClear
            onSearch={(search) => list.refine({ search: search.trim() })}
            style={layout.filter}
          />
          <Checkbox
            checked={list.query.includeDeactivated}
            onChange={(e) => list.refine({ includeDeactivated: e.target.checked })}
          >
            {t('customers.includeDeactivated')}
          </Checkbox>
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        {actionFailure ? <FailureNotice title={actionFailure.title} failure={actionFailure.failure} /> : null}
        <PagedTable<Row, Query>
          list={list}
          columns={columns}
          sortKeys={['name', 'id']}
          emptyText={t('customers.empty')}
          loadFailedTitle={t('customers.loadFailed')}
        />
        {editing ? (
          <CustomerForm
            customer={editing.customer}
            save={(body) => {
              if (!editing.customer) return editor.createCustomer(body);
              const { id: _id, ...fields } = body;
              return editor.updateCustomer(editing.customer.id, fields);
            }}
            onSaved={(saved) => {
              setNotice(t(editing.customer ? 'customers.saved' : 'customers.created', { name: saved.name }));
              setEditing(null);
              list.reload();
            }}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {toggling ? (
          <ConfirmDialog
            title={t(toggling.deactivatedAt ? 'customers.reactivateTitle' : 'customers.deactivateTitle', {
              name: toggling.name,
            })}
            confirmLabel={t(toggling.deactivatedAt ? 'customers.reactivate' : 'customers.deactivate')}
            onClose={() => setToggling(null)}
            onConfirm={async () => {
              const result = await api.setCustomerActive(toggling.id, Boolean(toggling.deactivatedAt));
              setToggling(null);
              if (result.ok) {
                setActionFailure(null);
                setNotice(
                  t(result.data.deactivatedAt ? 'customers.deactivatedNotice' : 'customers.reactivatedNotice', {
                    name: result.data.name,
                  }),
                );
                list.reload();
              } else {
                setActionFailure({ title: t('customers.toggleFailed', { name: toggling.name }), failure: result });
              }
            }}
          >
            <p>
              {t(toggling.deactivatedAt ? 'customers.reactivateText' : 'customers.deactivateText', {
                name: toggling.name,
              })}
            </p>
          </ConfirmDialog>
        ) : null}
      </section>
    </ReadableText>
  );
}
