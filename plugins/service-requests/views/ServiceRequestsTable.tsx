import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { detailPagePath, type ServiceRequestSummary, type SortField } from '../contract';
import type { ServiceRequestsStore } from '../stores/service-requests-store';
import { ServiceDeskReference } from './ServiceDeskReference';
import { StatusTag } from './StatusTag';

/** The requests of the current page, sorted and paged by the server; a number opens the request. */
export const ServiceRequestsTable = observer(function ServiceRequestsTable({ store }: { store: ServiceRequestsStore }) {
  const { t, i18n } = usePortalTranslation('service-requests');
  const format = useFormat();
  const location = useLocation();
  const { sort, order, page, pageSize } = store.query;
  // Read here, so the names replace the ids once the categories arrive (cells render outside this observer).
  const categories = store.intake?.categories ?? [];
  const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name?.[language] ?? id;
  const columns: ColumnsType<ServiceRequestSummary> = [
    {
      title: t('columns.number'),
      dataIndex: 'number',
      key: 'number',
      sorter: true,
      render: (number: string, row) => (
        <>
          <Link
            to={detailPagePath(number)}
            state={{ from: location.pathname }}
            aria-label={t('open', { number })}
            className="service-request-link"
          >
            {number}
          </Link>
          {row.waitingForServiceDesk || row.externalNumber ? (
            <div className="service-desk-reference">
              <ServiceDeskReference request={row} labelled />
            </div>
          ) : null}
        </>
      ),
    },
    { title: t('columns.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('columns.category'),
      dataIndex: 'category',
      key: 'category',
      sorter: true,
      render: (category: string) => categoryName(category),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (_: unknown, row) => <StatusTag status={row.status} />,
    },
    ...(store.canSeeAll ? [{ title: t('columns.caller'), dataIndex: 'callerName', key: 'callerName' }] : []),
    {
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      render: (iso: string) => format.dateTime(iso),
    },
  ];
  return (
    <ListTable<ServiceRequestSummary>
      rowKey="number"
      columns={columns}
      rows={store.items}
      loading={store.loadState === 'loading'}
      emptyText={store.filtered ? t('emptyFiltered') : t('empty')}
      totalText={(count) => t('total', { count })}
      serverPaging={{ page, pageSize, total: store.total, onChange: (next) => void store.setQuery({ page: next }) }}
      serverSort={{
        sort: { key: sort, order: order === 'asc' ? 'ascend' : 'descend' },
        // No sort of the reader's own: the newest change first.
        onChange: (next) =>
          void store.setQuery(
            next
              ? { sort: next.key as SortField, order: next.order === 'ascend' ? 'asc' : 'desc' }
              : { sort: 'updatedAt', order: 'desc' },
          ),
      }}
    />
  );
});
