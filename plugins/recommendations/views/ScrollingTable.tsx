import Table, { type ColumnsType } from 'antd/es/table';
import { usePortalTranslation } from '../../../core/plugin-api';

interface Props<T> {
  columns: ColumnsType<T>;
  rows: T[];
}

/** A recommendations table: paged beyond 20 rows, the plugin's empty text, scrolling inside its box on a phone. */
export function ScrollingTable<T extends { id: string }>({ columns, rows }: Props<T>) {
  const { t } = usePortalTranslation('recommendations');
  return (
    // On a phone the table scrolls inside this box, never the page sideways.
    <div style={{ overflowX: 'auto' }}>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: t('empty') }}
      />
    </div>
  );
}
