import type { ColumnsType } from 'antd/es/table';
import { ListTable, ToneTag } from '../../../core/plugin-api/components';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { SlaTicket } from '../contract';

/** The month's tickets (with a ticket system's first response); on a phone the table scrolls inside its box. */
export function SlaTicketsTable({ tickets, fromTicketSystem }: { tickets: SlaTicket[]; fromTicketSystem: boolean }) {
  const { t } = usePortalTranslation('sla-reports');
  const format = useFormat();
  const columns: ColumnsType<SlaTicket> = [
    {
      title: t('columns.number'),
      dataIndex: 'number',
      key: 'number',
      // The portal's number stays the reference; the ticket system's own number beside it.
      render: (number: string, row: SlaTicket) => (row.externalNumber ? `${number} (${row.externalNumber})` : number),
    },
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
    ...(fromTicketSystem
      ? [
          {
            title: t('columns.responded'),
            dataIndex: 'respondedAt',
            key: 'respondedAt',
            render: (iso: string | null) => (iso ? format.dateTime(iso) : t('notResponded')),
          },
        ]
      : []),
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
        <ToneTag tone={row.withinSla ? 'success' : 'danger'}>{row.withinSla ? t('yes') : t('no')}</ToneTag>
      ),
    },
  ];
  return (
    <ListTable<SlaTicket>
      rowKey="number"
      columns={columns}
      rows={tickets}
      scroll={{ x: 'max-content' }}
      emptyText={t('noTickets')}
    />
  );
}
