import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import type { ApiKey, ApiKeyUse } from '../../../../core/contract';
import { type HttpFailure, useFormat, usePortalTranslation } from '../../../../core/plugin-api';
import type { ApiKeysApi } from '../../api/api-keys-api';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';

/** A key's latest uses, as the server audited them: when, route, customer, answer and which secret. */
export function KeyUsesDialog({ api, apiKey, onClose }: { api: ApiKeysApi; apiKey: ApiKey; onClose: () => void }) {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const [uses, setUses] = useState<ApiKeyUse[] | null>(null);
  const [failure, setFailure] = useState<HttpFailure | null>(null);
  const load = useCallback(async () => {
    const result = await api.uses(apiKey.id);
    if (result.ok) {
      setFailure(null);
      setUses(result.data.items);
    } else setFailure(result);
  }, [api, apiKey.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns = [
    { title: t('apiKeys.uses.at'), key: 'at', render: (_: unknown, use: ApiKeyUse) => format.dateTime(use.at) },
    { title: t('apiKeys.uses.route'), key: 'route', render: (_: unknown, use: ApiKeyUse) => <code>{use.route}</code> },
    {
      title: t('apiKeys.fields.customer'),
      key: 'customer',
      render: (_: unknown, use: ApiKeyUse) => use.customerId ?? t('apiKeys.uses.noCustomer'),
    },
    {
      title: t('apiKeys.uses.outcome'),
      key: 'outcome',
      render: (_: unknown, use: ApiKeyUse) => `${t(`apiKeys.outcomes.${use.outcome}`)} (${use.status})`,
    },
    {
      title: t('apiKeys.uses.secret'),
      key: 'secret',
      render: (_: unknown, use: ApiKeyUse) => t(`apiKeys.uses.secrets.${use.secret}`),
    },
  ];

  return (
    <Modal
      open
      width={860}
      title={t('apiKeys.uses.title', { name: apiKey.name })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {failure ? (
        <FailureNotice title={t('apiKeys.uses.loadFailed')} failure={failure} onRetry={() => void load()} />
      ) : null}
      <div style={layout.table}>
        <Table<ApiKeyUse>
          rowKey={(use) => `${use.at}-${use.route}-${use.status}`}
          size="small"
          loading={uses === null && !failure}
          dataSource={uses ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t('apiKeys.uses.empty') }}
        />
      </div>
    </Modal>
  );
}
