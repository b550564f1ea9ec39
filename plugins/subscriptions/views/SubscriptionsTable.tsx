import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { isLockedStatus, type Subscription } from '../contract';
import { compareOptional } from './subscription-values';

interface Props {
  subscriptions: Subscription[];
  onChange: (subscription: Subscription) => void;
}

export const SubscriptionsTable = observer(function SubscriptionsTable({ subscriptions, onChange }: Props) {
  const { t } = usePortalTranslation('subscriptions');
  const format = useFormat();
  const idBase = useId();
  const date = (iso: string | null) => (iso && Number.isFinite(Date.parse(iso)) ? format.date(iso) : t('noDate'));
  const columns: ColumnsType<Subscription> = [
    {
      title: t('columns.productName'),
      dataIndex: 'productName',
      key: 'productName',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => a.productName.localeCompare(b.productName),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: (a, b) => a.status.localeCompare(b.status),
      render: (status: string) => t(`status.${status}`, { defaultValue: status }),
    },
    {
      title: t('columns.autoRenewDate'),
      dataIndex: 'autoRenewDate',
      key: 'autoRenewDate',
      sorter: (a, b) => compareOptional(a.autoRenewDate, b.autoRenewDate),
      render: date,
    },
    {
      title: t('columns.endDate'),
      dataIndex: 'endDate',
      key: 'endDate',
      sorter: (a, b) => compareOptional(a.endDate, b.endDate),
      render: date,
    },
    {
      title: t('columns.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right',
      sorter: (a, b) => a.quantity - b.quantity,
      render: (quantity: number) => format.number(quantity),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_: unknown, row: Subscription) =>
        isLockedStatus(row.status) ? (
          // Disabled, with the reason beside it for everyone (a disabled button can show no tooltip on touch).
          <div style={{ maxWidth: 220 }}>
            <Button
              icon={<EditOutlined />}
              disabled
              aria-label={t('changeFor', { product: row.productName })}
              aria-describedby={`${idBase}-locked-${row.id}`}
            >
              {t('change')}
            </Button>
            <div id={`${idBase}-locked-${row.id}`} style={{ fontSize: 13, marginTop: 4 }}>
              {t('locked.note', { status: t(`status.${row.status}`, { defaultValue: row.status }).toLowerCase() })}
            </div>
          </div>
        ) : (
          <Button
            icon={<EditOutlined />}
            aria-label={t('changeFor', { product: row.productName })}
            onClick={() => onChange(row)}
          >
            {t('change')}
          </Button>
        ),
    },
  ];
  return <ListTable<Subscription> rowKey="id" columns={columns} rows={subscriptions} emptyText={t('empty')} />;
});
