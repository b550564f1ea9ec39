import Table, { type ColumnsType, type TableProps } from 'antd/es/table';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_RECORD_PARAM } from '../../contract';
import { useFormat } from '../format';
import { PLUGIN_API_NAMESPACE } from './PluginSurface';

export type ListSortOrder = 'ascend' | 'descend';

/** A list's sort: the column's key and its direction. */
export interface ListSort {
  key: string;
  order: ListSortOrder;
}

/** Rows the server pages: `rows` are the current page's. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number, pageSize: number): void;
}

/** Rows the server sorts: the columns say `sorter: true`; the list shows `sort` and asks for another. */
export interface ServerSorting {
  sort: ListSort | null;
  onChange(sort: ListSort | null): void;
}

type PassedTableProps<T> = Pick<TableProps<T>, 'expandable' | 'scroll' | 'tableLayout' | 'loading' | 'showHeader'>;

export interface ListTableProps<T> extends PassedTableProps<T> {
  rows: readonly T[];
  /**
   * antd's columns. A sortable column has a `key` and a `sorter`: a compare function (the list sorts), or `true`
   * with `serverSort`. `defaultSortOrder` on one column is the first sort.
   */
  columns: ColumnsType<T>;
  rowKey: string | ((row: T) => string);
  /** What an empty list says (a search without matches, or no rows at all), instead of the table. */
  emptyText?: ReactNode;
  /** Rows per page, 20 by default; the pager shows once there are more. */
  pageSize?: number;
  /** Sizes the reader may choose from (a size chooser beside the pager). */
  pageSizeOptions?: number[];
  /** The pager's visible total (e.g. "93 events"); the kit's "21–40 of 93" by default. */
  totalText?: (total: number) => string;
  serverPaging?: ServerPaging;
  serverSort?: ServerSorting;
}

const DEFAULT_PAGE_SIZE = 20;

const isSortOrder = (order: unknown): order is ListSortOrder => order === 'ascend' || order === 'descend';

/** The first sort: the column with `defaultSortOrder`, if any. */
function initialSort<T>(columns: ColumnsType<T>): ListSort | null {
  const first = columns.find((column) => isSortOrder(column.defaultSortOrder) && column.key !== undefined);
  return first ? { key: String(first.key), order: first.defaultSortOrder as ListSortOrder } : null;
}

/** Space sorts a header too, as on any button (antd answers Enter only). */
function sortOnSpace(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

const titleText = (title: ColumnType<unknown>['title']) => (typeof title === 'string' ? title : '');

/** The record a search hit opened: its id in the page's address (OPEN_RECORD_PARAM), or null. */
const openedRecord = () => new URLSearchParams(globalThis.location?.search ?? '').get(OPEN_RECORD_PARAM);

/**
 * The list page's table: antd's Table with the kit's sort and paging. Sorting by a column is a header that
 * Enter or Space sorts (aria-sort tells which), paging shows 20 rows a page (or the chosen size) once there are
 * more, and a polite live region speaks the position ("Page 2 of 5, rows 21 to 40 of 93") and the sort after each
 * change. The list sorts and pages itself, or the server does (`serverSort`, `serverPaging`). A new set of rows
 * (a search) starts at page 1.
 */
export function ListTable<T extends object>({
  rows,
  columns,
  rowKey,
  emptyText,
  pageSize: defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions,
  totalText,
  serverPaging,
  serverSort,
  ...tableProps
}: ListTableProps<T>) {
  const { t } = useTranslation(PLUGIN_API_NAMESPACE);
  const format = useFormat();
  const [ownSort, setOwnSort] = useState<ListSort | null>(() => initialSort(columns));
  const [ownPaging, setOwnPaging] = useState({ rows, page: 1, pageSize: defaultPageSize });
  const opened = openedRecord();
  const keyOf = (row: T) =>
    typeof rowKey === 'function' ? rowKey(row) : String((row as Record<string, unknown>)[rowKey]);
  useEffect(() => {
    if (opened !== null) document.querySelector('.list-row-opened')?.scrollIntoView?.({ block: 'center' });
  }, [opened, rows]);
  const sort = serverSort ? serverSort.sort : ownSort;
  const pageSize = serverPaging?.pageSize ?? ownPaging.pageSize;
  const total = serverPaging?.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pages, serverPaging?.page ?? (ownPaging.rows === rows ? ownPaging.page : 1));

  const sortable = columns.map((column): ColumnType<T> => {
    if (!column.sorter || column.key === undefined) return column;
    const { defaultSortOrder: _first, ...rest } = column;
    return {
      ...rest,
      sortOrder: sort?.key === String(column.key) ? sort.order : null,
      onHeaderCell: (col) => ({ ...column.onHeaderCell?.(col), onKeyDown: sortOnSpace }),
    };
  });

  const changeSort = (next: ListSort | null) => {
    if (serverSort) serverSort.onChange(next);
    else setOwnSort(next);
    if (!serverPaging) setOwnPaging({ rows, page: 1, pageSize });
  };
  const changePage = (nextPage: number, nextSize: number) => {
    const start = nextSize === pageSize ? nextPage : 1;
    if (serverPaging) serverPaging.onChange(start, nextSize);
    else setOwnPaging({ rows, page: start, pageSize: nextSize });
  };

  const smallestPage = Math.min(pageSize, ...(pageSizeOptions ?? []));
  const paged = total > smallestPage;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = (value: number) => format.number(value);
  const sortedColumn = sort ? titleText(columns.find((c) => String(c.key) === sort.key)?.title as never) : '';
  const spoken = [
    paged ? t('list.position', { page: n(page), pages: n(pages), from: n(from), to: n(to), total: n(total) }) : '',
    sortedColumn ? t(`list.sorted.${sort?.order}`, { column: sortedColumn }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  // The page's own muted text, not the table's placeholder grey (which fails the contrast check on some themes).
  if (rows.length === 0 && emptyText !== undefined && !tableProps.loading) {
    return (
      <p className="muted" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      {/* On a phone the table scrolls inside this box, never the page sideways. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<T>
          {...tableProps}
          rowKey={rowKey}
          // The row a search hit opened stands out (and is scrolled to), and says so to a screen reader.
          rowClassName={(row) => (opened !== null && keyOf(row) === opened ? 'list-row-opened' : '')}
          onRow={(row) => (opened !== null && keyOf(row) === opened ? { 'aria-current': 'true' } : {})}
          columns={sortable}
          dataSource={rows as T[]}
          locale={emptyText === undefined ? undefined : { emptyText }}
          pagination={
            paged
              ? {
                  current: page,
                  pageSize,
                  total,
                  showSizeChanger: Boolean(pageSizeOptions),
                  pageSizeOptions: pageSizeOptions?.map(String),
                  showTotal: (count) =>
                    totalText ? totalText(count) : t('list.range', { from: n(from), to: n(to), total: n(count) }),
                  itemRender: (item, type, element) =>
                    type === 'page' ? (
                      <a
                        role="button"
                        aria-label={t('list.page', { page: n(item) })}
                        aria-current={item === page ? 'page' : undefined}
                      >
                        {n(item)}
                      </a>
                    ) : (
                      element
                    ),
                }
              : false
          }
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
              changeSort(
                single && isSortOrder(single.order) ? { key: String(single.columnKey), order: single.order } : null,
              );
            } else if (extra.action === 'paginate') {
              changePage(pagination.current ?? 1, pagination.pageSize ?? pageSize);
            }
          }}
        />
      </div>
      <p className="visually-hidden list-position" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </>
  );
}
