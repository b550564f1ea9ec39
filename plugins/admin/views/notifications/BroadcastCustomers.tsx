import Table from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { usePortalTranslation, type HttpFailure } from '../../../../core/plugin-api';
import type { CustomerReadCount } from '../../contract-notifications';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import type { BroadcastApi } from './broadcast-api';
import { ReadBar } from './ReadBar';

/** One broadcast's recipients and readers per customer (loaded when its row is opened). */
export function BroadcastCustomers({ api, broadcastId }: { api: BroadcastApi; broadcastId: number }) {
  const { t } = usePortalTranslation('admin');
  const [rows, setRows] = useState<CustomerReadCount[] | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const load = useCallback(async () => {
    setFailure(null);
    const result = await api.detail(broadcastId);
    if (result.ok) setRows(result.data.customers);
    else setFailure(result);
  }, [api, broadcastId]);
  useEffect(() => void load(), [load]);

  if (failure)
    return <FailureNotice title={t('broadcasts.detailFailed')} failure={failure} onRetry={() => void load()} />;
  return (
    <div style={layout.table}>
      <Table<CustomerReadCount>
        rowKey="customerId"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={(rows?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: t('broadcasts.noRecipients') }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('broadcasts.fields.customer'),
            key: 'customer',
            render: (_: unknown, row) => `${row.customerName} (${row.customerId})`,
          },
          {
            title: t('broadcasts.fields.read'),
            key: 'read',
            render: (_: unknown, row) => <ReadBar read={row.read} recipients={row.recipients} />,
          },
        ]}
      />
    </div>
  );
}
