import Table from 'antd/es/table';
import { useId } from 'react';
import { useFormat, usePortalTranslation } from '../../../../core/plugin-api';
import { layout } from '../layout';

export interface TotalRow {
  key: string;
  name: string;
  views: number;
}

/** One table of totals (per customer, user or report), sortable by any column; most views first. */
export function UsageTotals({ title, nameTitle, rows }: { title: string; nameTitle: string; rows: TotalRow[] }) {
  const { t, i18n } = usePortalTranslation('admin');
  const headingId = useId();
  const format = useFormat();
  const number = (value: number) => format.number(value);
  return (
    <section aria-labelledby={headingId} style={{ ...layout.table, marginBottom: 16 }}>
      <h3 id={headingId} style={{ fontSize: 14 }}>
        {title}
      </h3>
      <Table<TotalRow>
        rowKey="key"
        size="small"
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: t('usage.empty') }}
        scroll={{ x: 'max-content' }}
        showSorterTooltip={false}
        columns={[
          {
            title: nameTitle,
            dataIndex: 'name',
            key: 'name',
            sorter: (a, b) => a.name.localeCompare(b.name, i18n.language),
          },
          {
            title: t('usage.views'),
            dataIndex: 'views',
            key: 'views',
            align: 'right',
            defaultSortOrder: 'descend',
            sorter: (a, b) => a.views - b.views,
            render: number,
          },
        ]}
      />
    </section>
  );
}
