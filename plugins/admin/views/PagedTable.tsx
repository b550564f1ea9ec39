import Table, { type TableProps } from 'antd/es/table';
import { usePortalTranslation } from '../../../core/plugin-api';
import { FailureNotice } from './FailureNotice';
import { layout } from './layout';
import { DEFAULT_PAGE_SIZE, type usePagedList } from './use-paged-list';

type PagedList<Row, Q extends { page: number; pageSize: number }> = ReturnType<typeof usePagedList<Row, Q>>;
interface Sorting<K extends string> {
  sort: K;
  order: 'asc' | 'desc';
}

/** A column's sort indicator from the list's query (antd's names for the directions). */
export function sortOrderOf<K extends string>(query: Sorting<K>, key: K): 'ascend' | 'descend' | null {
  if (query.sort !== key) return null;
  return query.order === 'asc' ? 'ascend' : 'descend';
}

export interface PagedTableProps<Row, Q extends { page: number; pageSize: number }> {
  list: PagedList<Row, Q>;
  columns: TableProps<Row>['columns'];
  emptyText: string;
  /** The failure's title when the page could not be loaded (with a retry). */
  loadFailedTitle: string;
  /** The sortable columns' keys, the default first; absent: the list is not sortable. */
  sortKeys?: readonly string[];
  expandable?: TableProps<Row>['expandable'];
}

/**
 * One server-paged admin list: the table with its pagination and total, a column sort that goes back to the
 * first page, and the load failure with a retry in place of the table.
 */
export function PagedTable<Row extends { id: string | number }, Q extends { page: number; pageSize: number }>({
  list,
  columns,
  emptyText,
  loadFailedTitle,
  sortKeys,
  expandable,
}: PagedTableProps<Row, Q>) {
  const { t } = usePortalTranslation('admin');
  if (list.failure) return <FailureNotice title={loadFailedTitle} failure={list.failure} onRetry={list.reload} />;
  const sorting = list.query as unknown as Partial<Sorting<string>>;
  return (
    <div style={layout.table}>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        expandable={expandable}
        pagination={{
          current: list.query.page,
          pageSize: list.query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          if (sortKeys?.length) {
            const single = Array.isArray(sorter) ? sorter[0] : sorter;
            const sort = sortKeys.includes(String(single?.columnKey)) ? String(single?.columnKey) : sortKeys[0]!;
            const order = single?.order === 'descend' ? 'desc' : 'asc';
            if (sort !== sorting.sort || order !== sorting.order) {
              list.refine({ sort, order } as unknown as Partial<Q>);
              return;
            }
          }
          list.goTo(pagination.current ?? 1, pagination.pageSize ?? DEFAULT_PAGE_SIZE);
        }}
      />
    </div>
  );
}
