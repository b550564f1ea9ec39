import Table, { type ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { AzureSubscriptionEntry } from '../contract';
import { StateTag } from './StateTag';

const muted = { color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.65))' };
const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

export const AzureSubscriptionsTable = observer(function AzureSubscriptionsTable({
  subscriptions,
  emptyText,
}: {
  subscriptions: AzureSubscriptionEntry[];
  emptyText: string;
}) {
  const { t } = usePortalTranslation('azure-subscriptions');
  const format = useFormat();
  const columns: ColumnsType<AzureSubscriptionEntry> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_: unknown, row) => (
        <>
          <strong>{row.name}</strong>
          {row.number && <div style={muted}>{t('number', { number: row.number })}</div>}
        </>
      ),
    },
    {
      title: t('columns.subscriptionId'),
      dataIndex: 'subscriptionId',
      key: 'subscriptionId',
      render: (value: string | null) =>
        value ? <span style={code}>{value}</span> : <span style={muted}>{t('notYetKnown')}</span>,
    },
    {
      title: t('columns.tenant'),
      dataIndex: 'tenantName',
      key: 'tenant',
      render: (value: string | null, row) => value ?? row.tenantId ?? '',
    },
    {
      title: t('columns.owner'),
      dataIndex: 'ownerUpn',
      key: 'owner',
      render: (value: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{value ?? ''}</span>,
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      key: 'state',
      render: (_: unknown, row) => (
        <>
          <StateTag state={row.state} />
          {row.state === 'failed' && row.failureReason && (
            <div style={{ ...muted, marginTop: 4 }}>{t('failureReason', { reason: row.failureReason })}</div>
          )}
        </>
      ),
    },
    {
      title: t('columns.requestedOn'),
      dataIndex: 'requestedAt',
      key: 'requestedOn',
      defaultSortOrder: 'descend',
      sorter: (a, b) => (a.requestedAt ?? '').localeCompare(b.requestedAt ?? ''),
      render: (value: string | null) =>
        value ? format.date(value, 'long') : <span style={muted}>{t('notRequestedHere')}</span>,
    },
    {
      title: t('columns.requestedBy'),
      dataIndex: 'requestedBy',
      key: 'requestedBy',
      render: (value: string | null) => value ?? '',
    },
  ];
  return (
    // On a phone the table scrolls inside this box, never the page sideways.
    <div style={{ overflowX: 'auto' }} className="azure-subscriptions-table">
      <Table<AzureSubscriptionEntry>
        rowKey="id"
        columns={columns}
        dataSource={subscriptions}
        pagination={subscriptions.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText }}
        scroll={{ x: 960 }}
      />
    </div>
  );
});
