import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { SlaTicket } from '../contract';

/** The month's tickets; on a phone the table scrolls inside its box. */
export function SlaTicketsTable({ tickets }: { tickets: SlaTicket[] }) {
  const { t } = usePortalTranslation('sla-reports');
  const format = useFormat();
  const columns: ColumnsType<SlaTicket> = [
    { title: t('columns.number'), dataIndex: 'number', key: 'number' },
    { title: t('columns.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('columns.priority'),
      dataIndex: 'priority',
      key: 'priority',
      sorter: (a, b) => a.priority.localeCompare(b.priority),
    },
    {
      title: t('columns.opened'),
      dataIndex: 'openedAt',
      key: 'openedAt',
      render: (iso: string) => format.dateTime(iso),
    },
    {
      title: t('columns.resolved'),
      dataIndex: 'resolvedAt',
      key: 'resolvedAt',
      render: (iso: string | null) => (iso ? format.dateTime(iso) : t('notResolved')),
    },
    {
      title: t('columns.withinSla'),
      key: 'withinSla',
      sorter: (a, b) => Number(a.withinSla) - Number(b.withinSla),
      render: (_: unknown, row: SlaTicket) => (
        <Tag color={row.withinSla ? 'green' : 'red'}>{row.withinSla ? t('yes') : t('no')}</Tag>
      ),
    },
  ];
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<SlaTicket>
        rowKey="number"
        columns={columns}
        dataSource={tickets}
        scroll={{ x: 'max-content' }}
        pagination={tickets.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: t('noTickets') }}
      />
    </div>
  );
}
