import Table, { type ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { detailPagePath, type ServiceRequestSummary, type SortField } from '../contract';
import type { ServiceRequestsStore } from '../stores/service-requests-store';
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
  const sortOrder = (field: SortField) => (sort === field ? (order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: ColumnsType<ServiceRequestSummary> = [
    {
      title: t('columns.number'),
      dataIndex: 'number',
      key: 'number',
      sorter: true,
      sortOrder: sortOrder('number'),
      render: (number: string) => (
        <Link
          to={detailPagePath(number)}
          state={{ from: location.pathname }}
          aria-label={t('open', { number })}
          className="service-request-link"
        >
          {number}
        </Link>
      ),
    },
    { title: t('columns.name'), dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrder('name') },
    {
      title: t('columns.category'),
      dataIndex: 'category',
      key: 'category',
      sorter: true,
      sortOrder: sortOrder('category'),
      render: (category: string) => categoryName(category),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_: unknown, row) => <StatusTag status={row.status} />,
    },
    ...(store.canSeeAll ? [{ title: t('columns.caller'), dataIndex: 'callerName', key: 'callerName' }] : []),
    {
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      sortOrder: sortOrder('updatedAt'),
      render: (iso: string) => format.dateTime(iso),
    },
  ];
  return (
    // On a phone the table scrolls inside this box, never the page sideways.
    <div style={{ overflowX: 'auto' }}>
      <Table<ServiceRequestSummary>
        rowKey="number"
        columns={columns}
        dataSource={store.items}
        loading={store.loadState === 'loading'}
        locale={{ emptyText: store.filtered ? t('emptyFiltered') : t('empty') }}
        pagination={{
          current: page,
          pageSize,
          total: store.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => t('total', { count }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
            SorterResult<ServiceRequestSummary> | undefined;
          const field = (single?.order ? single.columnKey : 'updatedAt') as SortField;
          const direction = single?.order === 'ascend' ? 'asc' : 'desc';
          if (field !== sort || direction !== order) void store.setQuery({ sort: field, order: direction });
          else if (pagination.current && pagination.current !== page) void store.setQuery({ page: pagination.current });
        }}
      />
    </div>
  );
});
