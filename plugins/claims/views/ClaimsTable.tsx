import Table, { type TableProps } from 'antd/es/table';
import { createContext, memo, useContext, useMemo, type HTMLAttributes, type TableHTMLAttributes } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { ClaimRow } from './claim-rows';
import type { ClaimSort } from './sort-claims';
import { ROW_HEIGHT_PX, useRowWindow } from './use-row-window';

interface ClaimsTableProps {
  /** The id of the heading that names the scrolling table. */
  labelledBy: string;
  rows: readonly ClaimRow[];
  sort: ClaimSort | null;
  onSort: (sort: ClaimSort | null) => void;
  /** Changes when the filter or the order does: the table scrolls back to the top. */
  resetKey: string;
}

/** All rows and the header, as a screen reader counts them, while only a window of rows is in the page. */
const RowCount = createContext<number | undefined>(undefined);

function TableWithRowCount(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} aria-rowcount={useContext(RowCount)} />;
}

const COMPONENTS: TableProps<ClaimRow>['components'] = { table: TableWithRowCount };
/** A new object per call: antd writes the column's title and label into what onHeaderCell returns. */
const stickyHeader = (): HTMLAttributes<HTMLElement> => ({ style: { position: 'sticky', top: 0, zIndex: 2 } });
const ROW_STYLE = { height: ROW_HEIGHT_PX };

/**
 * The claims table: one real table with the columns claim type and claim value, its header kept in view while
 * its body scrolls; of a long list only the rows in view (and a few around them) are rendered, so 100,000 claims
 * stay quick. Sorting is done by the view over all rows, never by antd over the window. Memoized: typing
 * re-renders the search box at once and this table only when the filtered rows arrive.
 */
export const ClaimsTable = memo(function ClaimsTable({ labelledBy, rows, sort, onSort, resetKey }: ClaimsTableProps) {
  const { t } = usePortalTranslation('claims');
  const { windowed, scrollerRef, onScroll, start, end, paddingTop, paddingBottom } = useRowWindow(
    rows.length,
    resetKey,
  );
  const columns = useMemo<TableProps<ClaimRow>['columns']>(() => {
    const sortOrder = (column: ClaimSort['column']) => (sort?.column === column ? sort.order : null);
    // A windowed table's rows are one line each; a short list lets a long value wrap, readable on a phone.
    return [
      {
        title: t('type'),
        dataIndex: 'type',
        key: 'type',
        width: '40%',
        ellipsis: true,
        sorter: true,
        sortOrder: sortOrder('type'),
        onHeaderCell: stickyHeader,
      },
      {
        title: t('value'),
        dataIndex: 'value',
        key: 'value',
        ellipsis: windowed,
        sorter: true,
        sortOrder: sortOrder('value'),
        onHeaderCell: stickyHeader,
      },
    ];
  }, [t, sort, windowed]);
  const onChange: TableProps<ClaimRow>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const column = sorter.columnKey === 'type' || sorter.columnKey === 'value' ? sorter.columnKey : null;
    onSort(column && sorter.order ? { column, order: sorter.order } : null);
  };
  return (
    <div
      ref={scrollerRef}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      style={{ maxHeight: 'min(70vh, 640px)', overflow: 'auto' }}
    >
      <div style={{ paddingTop, paddingBottom }}>
        <RowCount.Provider value={rows.length + 1}>
          <Table<ClaimRow>
            size="small"
            components={COMPONENTS}
            dataSource={rows.slice(start, end)}
            pagination={false}
            locale={{ emptyText: t('empty') }}
            onChange={onChange}
            onHeaderRow={() => ({ 'aria-rowindex': 1 }) as HTMLAttributes<HTMLElement>}
            onRow={(_row, index = 0) =>
              ({
                'aria-rowindex': start + index + 2,
                style: windowed ? ROW_STYLE : undefined,
              }) as HTMLAttributes<HTMLElement>
            }
            columns={columns}
          />
        </RowCount.Provider>
      </div>
    </div>
  );
});
