import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { Subscription } from '../contract';
import { compareOptional, formatDate } from './format';

interface Props {
  subscriptions: Subscription[];
  onChange: (subscription: Subscription) => void;
}

export const SubscriptionsTable = observer(function SubscriptionsTable({ subscriptions, onChange }: Props) {
  const { t, i18n } = usePortalTranslation('subscriptions');
  const date = (iso: string | null) => formatDate(iso, i18n.language) ?? t('noDate');
  const columns: ColumnsType<Subscription> = [
    {
      title: t('columns.productName'), dataIndex: 'productName', key: 'productName', defaultSortOrder: 'ascend',
      sorter: (a, b) => a.productName.localeCompare(b.productName),
    },
    {
      title: t('columns.status'), dataIndex: 'status', key: 'status',
      sorter: (a, b) => a.status.localeCompare(b.status),
      render: (status: string) => t(`status.${status}`, { defaultValue: status }),
    },
    {
      title: t('columns.autoRenewDate'), dataIndex: 'autoRenewDate', key: 'autoRenewDate',
      sorter: (a, b) => compareOptional(a.autoRenewDate, b.autoRenewDate), render: date,
    },
    {
      title: t('columns.endDate'), dataIndex: 'endDate', key: 'endDate',
      sorter: (a, b) => compareOptional(a.endDate, b.endDate), render: date,
    },
    {
      title: t('columns.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right',
      sorter: (a, b) => a.quantity - b.quantity,
    },
    {
      title: t('columns.actions'), key: 'actions',
      render: (_: unknown, row: Subscription) => (
        <Button icon={<EditOutlined />} aria-label={t('changeFor', { product: row.productName })} onClick={() => onChange(row)}>
          {t('change')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Subscription>
      rowKey="id"
      columns={columns}
      dataSource={subscriptions}
      pagination={subscriptions.length > 20 ? { pageSize: 20 } : false}
      locale={{ emptyText: t('empty') }}
    />
  );
});
