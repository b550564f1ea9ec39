import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { InvoicePaths, type Invoice } from '../contract';
import { StatusTag } from './StatusTag';

/** The invoices with a PDF download each, sorted and paged by the kit's list table. */
export const InvoicesTable = observer(function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = usePortalTranslation('invoices');
  const format = useFormat();
  const language = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const columns: ColumnsType<Invoice> = [
    {
      title: t('columns.number'),
      dataIndex: 'number',
      key: 'number',
      sorter: (a, b) => a.number.localeCompare(b.number),
    },
    {
      title: t('columns.date'),
      dataIndex: 'date',
      key: 'date',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.date.localeCompare(b.date),
      render: (day: string) => format.date(day),
    },
    {
      title: t('columns.amount'),
      key: 'amount',
      align: 'right',
      sorter: (a, b) => a.amount - b.amount,
      render: (_: unknown, row: Invoice) => format.money(row.amount, row.currency),
    },
    {
      title: t('columns.dueDate'),
      dataIndex: 'dueDate',
      key: 'dueDate',
      sorter: (a, b) => a.dueDate.localeCompare(b.dueDate),
      render: (day: string) => format.date(day),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_: unknown, row: Invoice) => <StatusTag status={row.status} />,
    },
    {
      title: t('columns.download'),
      key: 'download',
      render: (_: unknown, row: Invoice) => (
        <a
          className="invoice-download"
          href={`${InvoicePaths.pdf(row.id)}?lang=${language}`}
          download
          aria-label={t('downloadFor', { number: row.number })}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            minWidth: 44,
            color: 'inherit',
            textDecoration: 'underline',
          }}
        >
          {t('download')}
        </a>
      ),
    },
  ];
  return (
    <ListTable<Invoice>
      rowKey="id"
      columns={columns}
      rows={invoices}
      scroll={{ x: 'max-content' }}
      emptyText={t('empty')}
    />
  );
});
